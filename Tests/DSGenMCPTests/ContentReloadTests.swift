import DSGenCore
import DSGenLint
import Foundation
import Synchronization
import Testing
@testable import DSGenMCP

/// A content folder deleted and put back while the server answers: once it is back, the server
/// answers from it, however the reads fell (a file put back with its size and time, and an inode
/// number the file system reuses, looks unchanged to a signature taken before a half read).
struct ContentReloadTests {
    /// A file that goes away while the folder is read and comes back as it was (the same inode,
    /// size and time, as a folder moved away and back has): the half read answers that call only.
    @Test func aLoadThatMissedAFileIsNotKept() async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("dsgen-reload-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, fence) in [("a.md", "spacing kind=dimension\nmd 16pt"), ("b.md", "radius kind=radius\ncard 12pt")] {
            try Data("# Page\n\n```tokens \(fence)\n```\n".utf8).write(to: folder.appendingPathComponent(name))
        }
        let loads = Counter()
        let state = ContentState(folder: folder.path, configuration: LintConfiguration()) { path, listing in
            guard loads.next() == 1 else { return ContentLoader.load(contentDirectory: path, listing: listing) }
            let (away, back) = (folder.appendingPathComponent("b.md"), folder.appendingPathComponent(".b.away"))
            try? FileManager.default.moveItem(at: away, to: back)
            defer { try? FileManager.default.moveItem(at: back, to: away) }
            return ContentLoader.load(contentDirectory: path, listing: listing)
        }
        #expect(try await state.current().system.tokens.map(\.path) == ["spacing.md"])
        #expect(try await state.current().system.tokens.map(\.path).sorted() == ["radius.card", "spacing.md"])
        #expect(loads.value == 2)
    }
}

/// How many times a loader ran.
final class Counter: Sendable {
    private let count = Mutex(0)
    func next() -> Int { count.withLock { $0 += 1; return $0 } }
    var value: Int { count.withLock { $0 } }
}
