import DSGenCore
import Foundation

/// Refuses output folders that a build would destroy something in: replacing the output folder
/// must never take the content, the templates or the working directory with it.
public enum OutputGuard {
    public static func check(output: String, protecting folders: [(role: String, path: String)]) throws(Diagnostic) {
        let target = canonical(output)
        let protected = folders + [("working directory", FileManager.default.currentDirectoryPath)]
        for (role, path) in protected {
            let folder = canonical(path)
            if folder == target || folder.hasPrefix(target.hasSuffix("/") ? target : target + "/") {
                throw Diagnostic(
                    .outputError, at: .start(of: output),
                    "the output folder '\(output)' contains the \(role) ('\(path)'); " +
                        "dsgen replaces its output folder on every build, so choose another with --output"
                )
            }
        }
        // An output inside the content or the templates would be read back on the next build.
        for (role, path) in folders where target.hasPrefix(canonical(path) + "/") {
            throw Diagnostic(
                .outputError, at: .start(of: output),
                "the output folder '\(output)' is inside the \(role) ('\(path)'), " +
                    "so the next build would read the site back in; choose another with --output"
            )
        }
    }

    /// The real path: links resolved in the part that exists (on Linux, resolving a path that
    /// does not exist yet resolves nothing), with the parts still to be created added after it.
    public static func canonical(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            missing.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        var resolved = existing.resolvingSymlinksInPath()
        for part in missing { resolved.appendPathComponent(part) }
        return resolved.standardizedFileURL.path
    }
}
