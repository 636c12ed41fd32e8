import DSGenCore
import Foundation

/// A version of the content folder to compare: a folder on disk, or a folder as a git revision
/// holds it (`v1.2`, `main~3`, `v1.2:Content`), taken out with `git archive` into a temporary
/// folder that `remove()` deletes.
public struct ContentVersion: Sendable {
    /// The folder to load.
    public let folder: String
    /// What the user wrote: a folder, or a revision with the folder it read.
    public let label: String
    private let temporary: String?

    /// `argument` as a folder when one exists at that path; otherwise as a git revision, of
    /// `REF:PATH` or of `REF` with the path `folder` (the other version's folder, or the content
    /// folder) has in the repository of the working directory.
    public static func resolve(_ argument: String, folder: String) throws(Diagnostic) -> ContentVersion {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue {
            return ContentVersion(folder: argument, label: argument, temporary: nil)
        }
        let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
        let revision = parts.first ?? argument
        let path = parts.count == 2 ? parts[1] : folder
        let notFound = Diagnostic(
            .missingFile, at: .start(of: argument),
            "'\(argument)' is neither a folder nor a git revision of this repository; " +
                "pass a content folder, a revision (v1.2, main~3) or a revision with its folder (v1.2:Content)"
        )
        guard !revision.isEmpty, !revision.hasPrefix("-"),
              let prefix = try? SystemTool.run("git", ["rev-parse", "--show-prefix"]),
              (try? SystemTool.run("git", ["rev-parse", "--verify", "--quiet", revision + "^{commit}"])) != nil else {
            throw notFound
        }
        let inRepository = Self.normalized(prefix.trimmingCharacters(in: .newlines) + path)
        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("dsgen-diff-\(UUID().uuidString)").path
        do {
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
            let archive = temporary + "/version.tar"
            let arguments = ["archive", "--format=tar", "--output=" + archive, revision, "--", inRepository]
            _ = try SystemTool.run("git", arguments)
            _ = try SystemTool.run("tar", ["-xf", archive, "-C", temporary])
            try? FileManager.default.removeItem(atPath: archive)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw Diagnostic(
                .missingFile, at: .start(of: argument),
                "git revision '\(revision)' has no folder '\(inRepository)'; name it as \(revision):FOLDER"
            )
        }
        return ContentVersion(
            folder: temporary + "/" + inRepository, label: revision + ":" + inRepository, temporary: temporary
        )
    }

    /// Whether the version was taken out of a git revision.
    public var isRevision: Bool { temporary != nil }

    /// Deletes the temporary folder of a revision; a folder on disk is left alone.
    public func remove() {
        if let temporary { try? FileManager.default.removeItem(atPath: temporary) }
    }

    /// `./Content/` → `Content`, `a/../b` → `b`: the path as git names it.
    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." && !part.isEmpty {
            if part == "..", !parts.isEmpty { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
