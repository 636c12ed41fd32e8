import DSGenCore
import Foundation

/// Writes a folder of files atomically: into a hidden sibling folder first, then swapped into place.
///
/// A failure at any point leaves the previous output folder as it was. dsgen deletes only its own
/// output folder (the previous version of it, recognised by its marker file) and its own
/// temporary folders: a file, or a folder of files it did not write, is never replaced.
public struct FolderWriter: Sendable {
    /// The file that marks a folder as one dsgen wrote, and so may replace.
    public let marker: String
    let markerText: String
    /// What the folder is, for messages: `site`, `asset catalog`.
    let noun: String
    /// How the user names another folder: `--output`.
    let option: String

    public init(marker: String, markerText: String, noun: String, option: String = "--output") {
        self.marker = marker
        self.markerText = markerText
        self.noun = noun
        self.option = option
    }

    /// Writes `files`, keyed by their paths in the folder, as the whole of `output`.
    public func write(_ files: [String: Data], to output: String) throws(Diagnostic) {
        let staging = try stage(output)
        do {
            for (path, data) in files.sorted(by: { $0.key < $1.key }) { try staging.write(data, to: path) }
        } catch {
            staging.discard()
            throw error
        }
        try staging.commit()
    }

    /// Starts a new version of `output` in a hidden sibling folder, to be filled file by file
    /// (from any thread) and then put in place with `commit()`. The folders a killed build left
    /// beside `output` are removed first.
    public func stage(_ output: String) throws(Diagnostic) -> StagingFolder {
        try checkReplaceable(output)
        let target = URL(fileURLWithPath: output).standardizedFileURL
        StagingFolder.removeLeftovers(beside: target)
        let staging = try StagingFolder(target: target, displayPath: output, noun: noun)
        do {
            try staging.write(Data(markerText.utf8), to: marker)
        } catch {
            staging.discard()
            throw error
        }
        return staging
    }

    /// `a/b.html`, not `/etc/x`, `../x` or `a/./b`: a path that stays below the folder it is joined to.
    public static func isPlainRelativePath(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && path.split(
            separator: "/", omittingEmptySubsequences: false
        ).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }

    /// An output that does not exist, an empty folder or a folder dsgen wrote may be replaced.
    private func checkReplaceable(_ output: String) throws(Diagnostic) {
        guard let isFolder = FolderListing.isFolder(output) else { return }
        guard isFolder else {
            throw Diagnostic(
                .outputError, at: .start(of: output),
                "'\(output)' is a file; the \(noun) is written to a folder: choose another \(option)"
            )
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
        guard entries.isEmpty || entries.contains(marker) else {
            throw Diagnostic(
                .outputError, at: .start(of: output),
                "'\(output)' holds files that dsgen did not write, and dsgen replaces the whole folder: " +
                    "empty it or choose another \(option)"
            )
        }
    }
}
