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

    public func write(_ files: [String: Data], to output: String) throws(Diagnostic) {
        try checkReplaceable(output)
        if let path = files.keys.sorted().first(where: { !Self.isPlainRelativePath($0) }) {
            throw Diagnostic(.outputError, at: .start(of: output), "refusing to write '\(path)': every file of the \(noun) must stay inside '\(output)'")
        }
        var files = files
        files[marker] = Data(markerText.utf8)
        let fileManager = FileManager.default
        let target = URL(fileURLWithPath: output).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let name = target.lastPathComponent
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(name).dsgen-new-\(pid)")
        let previous = parent.appendingPathComponent(".\(name).dsgen-old-\(pid)")
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            try? fileManager.removeItem(at: staging)
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            for (path, data) in files.sorted(by: { $0.key < $1.key }) {
                let file = staging.appendingPathComponent(path)
                try fileManager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file)
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw Diagnostic(.outputError, at: .start(of: output), "cannot write the \(noun): \(error.localizedDescription); the previous \(noun) is untouched")
        }
        let hadPrevious = fileManager.fileExists(atPath: target.path)
        do {
            if hadPrevious { try fileManager.moveItem(at: target, to: previous) }
            try fileManager.moveItem(at: staging, to: target)
        } catch {
            if hadPrevious, !fileManager.fileExists(atPath: target.path) { try? fileManager.moveItem(at: previous, to: target) }
            try? fileManager.removeItem(at: staging)
            throw Diagnostic(.outputError, at: .start(of: output), "cannot put the new \(noun) in place: \(error.localizedDescription); the previous \(noun) is untouched")
        }
        if hadPrevious { try? fileManager.removeItem(at: previous) }
    }

    /// `a/b.html`, not `/etc/x`, `../x` or `a/./b`: a path that stays below the folder it is joined to.
    public static func isPlainRelativePath(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }

    /// An output that does not exist, an empty folder or a folder dsgen wrote may be replaced.
    private func checkReplaceable(_ output: String) throws(Diagnostic) {
        guard let isFolder = FolderListing.isFolder(output) else { return }
        guard isFolder else {
            throw Diagnostic(.outputError, at: .start(of: output), "'\(output)' is a file; the \(noun) is written to a folder: choose another \(option)")
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
        guard entries.isEmpty || entries.contains(marker) else {
            throw Diagnostic(.outputError, at: .start(of: output), "'\(output)' holds files that dsgen did not write, and dsgen replaces the whole folder: empty it or choose another \(option)")
        }
    }
}
