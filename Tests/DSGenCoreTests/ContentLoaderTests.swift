import Foundation
import Testing
@testable import DSGenCore

struct ContentLoaderTests {
    @Test func missingFolderIsADiagnostic() {
        let (system, diagnostics) = ContentLoader.load(contentDirectory: "/nonexistent/Content")
        #expect(system == nil)
        #expect(diagnostics.map(\.description) == [
                "/nonexistent/Content:1:1: error: content folder '/nonexistent/Content' does not exist; create it or " +
                    "pass --content DIR [missing_file]"
        ])
    }

    @Test func readsEveryMarkdownFileInOrderSkippingHiddenOnes() throws {
        let root = try TemporaryFolder(files: [
            "index.md": "# Home",
            "02-guides/b.md": "# B",
            "02-guides/index.md": "# Guides",
            "01-foundations/spacing.md": "# Spacing\n\n```tokens spacing kind=dimension\nmd 16pt\n```\n",
            ".drafts/secret.md": "# Draft",
            "notes.txt": "not markdown",
        ])
        let (system, diagnostics) = ContentLoader.load(contentDirectory: root.path + "/")
        #expect(diagnostics.isEmpty)
        #expect(
            system?.pages.map(\.path) == [
                "index.md", "01-foundations/spacing.md", "02-guides/index.md", "02-guides/b.md",
            ])
        #expect(system?.pages[1].displayPath == root.path + "/01-foundations/spacing.md")
        #expect(system?.token("spacing.md")?.values.light == .dimension(16))
    }

    @Test func invalidUTF8IsADiagnostic() throws {
        let root = try TemporaryFolder(files: [:])
        try Data([0x23, 0x20, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: root.path + "/bad.md"))
        let (_, diagnostics) = ContentLoader.load(contentDirectory: root.path)
        #expect(
            diagnostics.map(\.description) == [
                "\(root.path)/bad.md:1:1: error: this file is not valid UTF-8 text [unreadable_file]"
            ])
    }

    /// A page of gigabytes (here a sparse file, which takes no disk) is reported from its size,
    /// without being read into memory first.
    @Test func aPageOfGigabytesIsReportedFromItsSize() throws {
        let root = try TemporaryFolder(files: ["index.md": "# Home\n"])
        let huge = try FileHandle(forWritingTo: URL(fileURLWithPath: root.path + "/huge.md").creatingFile())
        try huge.truncate(atOffset: 64 << 30)
        try huge.close()
        let (_, diagnostics) = ContentLoader.load(contentDirectory: root.path)
        #expect(
            diagnostics.map(\.description) == [
                "\(root.path)/huge.md:1:1: error: this page is 65536 MB; dsgen reads pages of up to 8 MB, so it is " +
                    "left out: split it up [unreadable_file]"
            ])
    }

    /// With a cache, a page whose file `stat` finds unchanged is not read again (`serve` reloads
    /// the whole folder on every save); a file saved since is read and parsed again.
    @Test func aCachedPageIsReadAgainOnlyWhenItsFileChanged() throws {
        let root = try TemporaryFolder(files: ["index.md": "# Home\n", "a.md": "# First\n"])
        let cache = PageCache()
        let path = root.path + "/a.md"
        #expect(
            ContentLoader.load(contentDirectory: root.path, cache: cache).0?.pages.map(\.title) == ["Home", "First"])
        let before = try #require(FileStatus(path))
        // Same size, same inode, and the old modification time put back: to `stat`, the same file.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: Data("# Other\n".utf8))
        try handle.close()
        let time = timespec(tv_sec: before.seconds, tv_nsec: before.nanoseconds)
        #expect(utimensat(AT_FDCWD, path, [time, time], 0) == 0)
        #expect(FileStatus(path) == before)
        #expect(
            ContentLoader.load(contentDirectory: root.path, cache: cache).0?.pages.map(\.title) == ["Home", "First"])
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: path)
        #expect(
            ContentLoader.load(contentDirectory: root.path, cache: cache).0?.pages.map(\.title) == ["Home", "Other"])
    }

    /// A preview hands the loader its watcher's walk: a page whose status in the walk is as the
    /// cache saw it is the cached page itself; the others are read again, and the page order
    /// follows pages added and removed.
    @Test func theWalkSaysWhichCachedPagesAreReadAgain() throws {
        let root = try TemporaryFolder(files: ["index.md": "# Home\n", "b.md": "# Second\n", "a.md": "# First\n"])
        let cache = PageCache()
        func load() -> [Page] {
            let listing = FolderListing.listing(of: root.path, statuses: true)
            return ContentLoader.load(contentDirectory: root.path, cache: cache, listing: listing).0?.pages ?? []
        }
        let first = load()
        #expect(first.map(\.title) == ["Home", "First", "Second"])
        try Data("# Second, edited\n".utf8).write(to: URL(fileURLWithPath: root.path + "/b.md"))
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: root.path + "/b.md")
        try Data("# Between\n".utf8).write(to: URL(fileURLWithPath: root.path + "/ab.md"))
        let second = load()
        #expect(second.map(\.title) == ["Home", "First", "Between", "Second, edited"])
        #expect(second[1].isSame(as: first[1]))
        #expect(!second[3].isSame(as: first[2]))
        try FileManager.default.removeItem(atPath: root.path + "/a.md")
        #expect(load().map(\.title) == ["Home", "Between", "Second, edited"])
    }
}

private extension URL {
    func creatingFile() -> URL {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        return self
    }
}

/// A folder of files under the system's temporary folder, removed when the value goes away.
final class TemporaryFolder {
    let path: String

    init(files: [String: String]) throws {
        path = NSTemporaryDirectory() + "dsgen-test-" + UUID().uuidString
        for (name, text) in files {
            let url = URL(fileURLWithPath: path + "/" + name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
