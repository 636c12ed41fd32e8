import Foundation
import Logging
import Synchronization
import Testing
@testable import DSGenServe

/// Files served whole while they are replaced, from memory, and never through a link out of the folder.
extension LocalServerTests {
    /// A rebuild renames each new page over the old one; a response already under way must be
    /// the old page whole, its length and bytes from one opening, never a mix of the two.
    @Test func aPageReplacedWhileItIsServedIsServedWhole() async throws {
        let project = try Project()
        let folder = project.root.appendingPathComponent("served").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let old = String(repeating: "old page ", count: 1_000)
        try Data(old.utf8).write(to: URL(fileURLWithPath: folder + "/page.html"))
        let files = ServedFiles(folder: folder, index: SiteIndex(), logger: Logger(label: "test"))
        let opened = try #require(files.getFileIdentifier("/page.html"))
        try Data("new".utf8).write(to: URL(fileURLWithPath: folder + "/page.html"), options: .atomic)
        let attributes = try await files.getAttributes(id: opened)
        #expect(attributes?.size == old.utf8.count)
        #expect(opened.contents == Data(old.utf8))
        #expect(files.getFileIdentifier("/page.html")?.contents == Data("new".utf8))
    }

    /// The search index is served from memory, ahead of any file of its name, with its size and
    /// the time of the build that made it.
    @Test func aHeldFileIsServedFromMemory() async throws {
        let project = try Project()
        let folder = project.root.appendingPathComponent("served").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("on disk".utf8).write(to: URL(fileURLWithPath: folder + "/search-index.js"))
        try Data("a page".utf8).write(to: URL(fileURLWithPath: folder + "/page.html"))
        let index = SiteIndex()
        let built = Date(timeIntervalSince1970: 1_800_000_000.25)
        index.update(
            builds: [:], pages: [:], held: ["search-index.js": HeldFile(data: Data("held".utf8), modified: built)])
        let files = ServedFiles(folder: folder, index: index, logger: Logger(label: "test"))
        let held = try #require(files.getFileIdentifier("/search-index.js"))
        #expect(held.contents == Data("held".utf8))
        let attributes = try await files.getAttributes(id: held)
        #expect(attributes?.size == 4)
        #expect(attributes?.modificationDate == built)
        #expect(files.getFileIdentifier("/page.html")?.contents == Data("a page".utf8))
        index.update(builds: [:], pages: [:])
        #expect(files.getFileIdentifier("/search-index.js")?.contents == Data("on disk".utf8))
    }

    @Test func aLinkThatPointsOutsideTheFolderIsNotFollowed() throws {
        let project = try Project()
        let folder = project.root.appendingPathComponent("served").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/leak.txt", withDestinationPath: project.root.appendingPathComponent("secret.txt").path)
        try Data("inside".utf8).write(to: URL(fileURLWithPath: folder + "/ok.txt"))
        let files = ServedFiles(folder: folder, index: SiteIndex(), logger: Logger(label: "test"))
        #expect(files.getFileIdentifier("/leak.txt") == nil)
        #expect(files.getFileIdentifier("/ok.txt") != nil)
    }
}
