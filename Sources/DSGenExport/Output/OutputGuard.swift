import DSGenCore
import Foundation

/// Refuses output folders that a build would destroy something in: replacing the output folder
/// must never take the content, the templates, the working folder or the home folder with it
/// (`FolderGuard`), and an output inside what the build reads would be read back by the next.
public enum OutputGuard {
    public static func check(
        output: String, protecting folders: [(role: String, path: String)], sources: [String] = [],
        noun: String = "output", guard places: FolderGuard = FolderGuard()
    ) throws(Diagnostic) {
        // An output may lie inside the app's sources (a generated `DesignSystem.swift`), never hold them.
        let reading = folders + sources.map { ("app's sources", $0) }
        try places.check(output, noun: noun, option: "--output", reading: reading)
        let target = FolderGuard.canonical(output)
        // An output inside the content or the templates would be read back on the next build.
        for (role, path) in folders where target.hasPrefix(FolderGuard.canonical(path) + "/") {
            throw Diagnostic(
                .outputError, at: .start(of: output),
                "the output folder '\(output)' is inside the \(role) ('\(path)'), " +
                    "so the next build would read the site back in; choose another with --output"
            )
        }
    }
}
