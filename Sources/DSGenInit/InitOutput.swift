import DSGenCore
import DSGenLint
import Foundation

/// How `dsgen init` puts its content folder and `dsgen.yml` in place: whole or not at all, and
/// without deleting anything. Both are written beside their places first; an existing one is then
/// moved aside to a backup name (pages the team edited included) and the new one moved in. A
/// failure at any step moves everything back, so the folder is as it was.
enum InitOutput {
    /// The file that marks a content folder dsgen init wrote. Its walks leave such folders out,
    /// so that an earlier content folder, or its backup, is never read as the app's own files.
    static let marker = ".dsgen-content"
    static let markerText = """
        dsgen init wrote this folder. dsgen init --force moves it aside to a backup name rather \
        than deleting it, and dsgen init leaves folders holding this file out of what it reads.

        """

    /// Something of the user's that was moved aside, and where it went.
    struct MovedAside: Sendable, Equatable {
        var original: String
        var backup: String
    }

    static func write(
        pages: [String: String], copies: [String: String], configuration: String,
        content: String, configurationFile: String
    ) throws -> [MovedAside] {
        let manager = FileManager.default
        let contentPlace = URL(fileURLWithPath: content).standardizedFileURL
        let configurationPlace = URL(fileURLWithPath: configurationFile).standardizedFileURL
        let stagedContent = staging(beside: contentPlace), stagedConfiguration = staging(beside: configurationPlace)
        // Each move made so far, to be undone in reverse order on failure.
        var moves: [(from: URL, to: URL)] = []
        do {
            try manager.createDirectory(at: stagedContent, withIntermediateDirectories: true)
            try put(Data(markerText.utf8), at: stagedContent.appendingPathComponent(marker))
            for (path, text) in pages { try put(Data(text.utf8), at: stagedContent.appendingPathComponent(path)) }
            for (path, source) in copies {
                guard let data = manager.contents(atPath: source) else {
                    throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: source])
                }
                try put(data, at: stagedContent.appendingPathComponent(path))
            }
            try put(Data(configuration.utf8), at: stagedConfiguration)
            var movedAside: [MovedAside] = []
            let places = [
                (contentPlace, stagedContent, content), (configurationPlace, stagedConfiguration, configurationFile),
            ]
            for (place, staged, shown) in places {
                if exists(place) {
                    let backup = backupPlace(for: place)
                    try manager.moveItem(at: place, to: backup)
                    moves.append((place, backup))
                    let shownPlace = FolderListing.normalized(shown)
                    let folder = shownPlace.lastIndex(of: "/").map { shownPlace[...$0] } ?? ""
                    movedAside.append(MovedAside(original: shown, backup: folder + backup.lastPathComponent))
                }
                try manager.moveItem(at: staged, to: place)
                moves.append((staged, place))
            }
            return movedAside
        } catch {
            for move in moves.reversed() { try? manager.moveItem(at: move.to, to: move.from) }
            try? manager.removeItem(at: stagedContent)
            try? manager.removeItem(at: stagedConfiguration)
            throw error
        }
    }

    /// `Content` → `.Content.dsgen-init-PID`, beside it (so on the same file system).
    private static func staging(beside place: URL) -> URL {
        let staged = place.deletingLastPathComponent().appendingPathComponent(
            ".\(place.lastPathComponent).dsgen-init-\(ProcessInfo.processInfo.processIdentifier)"
        )
        try? FileManager.default.removeItem(at: staged)
        return staged
    }

    /// `Content.backup`, or `Content.backup-2` and so on when that is taken.
    static func backupPlace(for place: URL) -> URL {
        let parent = place.deletingLastPathComponent(), name = place.lastPathComponent
        var number = 1
        while true {
            let candidate = parent.appendingPathComponent(name + ".backup" + (number == 1 ? "" : "-\(number)"))
            if !exists(candidate) { return candidate }
            number += 1
        }
    }

    /// Whether anything is at `place`, a broken link included (`fileExists` follows links).
    private static func exists(_ place: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: place.path)) != nil
    }

    private static func put(_ data: Data, at url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}
