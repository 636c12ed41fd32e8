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
    private let files: RevisionFiles?

    /// `argument` as a folder when one exists at that path; otherwise as a git revision, of
    /// `REF:PATH` or of `REF` with the path `folder` (the other version's folder, or the content
    /// folder) has in the repository of the working directory.
    public static func resolve(_ argument: String, folder: String) throws(Diagnostic) -> ContentVersion {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue {
            return ContentVersion(folder: argument, label: argument, files: nil)
        }
        let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
        let revision = parts.first ?? argument
        let path = parts.count == 2 ? parts[1] : folder
        let files: RevisionFiles
        do throws(RevisionFiles.Problem) {
            files = try RevisionFiles.take(revision, paths: [path])
        } catch .notARevision {
            throw Diagnostic(
                .missingFile, at: .start(of: argument),
                "'\(argument)' is neither a folder nor a git revision of this repository; " +
                    "pass a content folder, a revision (v1.2, main~3) or a revision with its folder (v1.2:Content)"
            )
        } catch {
            throw Diagnostic(
                .unreadableFile, at: .start(of: argument),
                "git cannot read the files of '\(revision)' (is an object missing, in a shallow or partial clone?)"
            )
        }
        let inRepository = files.repositoryPath(of: path)
        guard let taken = files.location(of: path) else {
            files.remove()
            throw Diagnostic(
                .missingFile, at: .start(of: argument),
                "git revision '\(revision)' has no folder '\(inRepository)'; name it as \(revision):FOLDER"
            )
        }
        return ContentVersion(folder: taken, label: revision + ":" + inRepository, files: files)
    }

    /// Whether the version was taken out of a git revision.
    public var isRevision: Bool { files != nil }

    /// Deletes the temporary folder of a revision; a folder on disk is left alone.
    public func remove() {
        files?.remove()
    }
}
