import DSGenCore
@testable import DSGenServe
import Foundation
import Testing

/// One walk a rebuild: the watcher's walk of the content folder is what the build reads, its files
/// and their statuses, and it lists files as the build's own walk does.
struct WatchedListingTests {
    private final class Scratch {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-listing-" + UUID().uuidString)
            .path
        var content: String { root + "/Content" }

        init() throws {
            try FileManager.default.createDirectory(atPath: root + "/Content/guide", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root + "/Preview", withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func write(_ text: String, to path: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: content + "/" + path))
        }

        func site() -> LocalSite {
            LocalSite(
                content: content, templates: nil, configuration: ServeOptions.defaultConfigurationPath,
                folder: root + "/Preview")
        }

        func page(_ sitePath: String) -> String? {
            (try? Data(contentsOf: URL(fileURLWithPath: root + "/Preview/" + sitePath))).map {
                String(decoding: $0, as: UTF8.self)
            }
        }
    }

    @Test func theWatcherListsFilesAsTheBuildDoesWithTheirStatuses() throws {
        let scratch = try Scratch()
        try scratch.write("# Home\n", to: "index.md")
        try scratch.write("# Guide\n", to: "guide/page.md")
        try scratch.write("hidden", to: ".draft.md")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.content + "/out.md", withDestinationPath: "/etc/hostname")
        let watcher = FolderWatcher(roots: [scratch.content + "/"], themeRoot: nil)
        let listing = try #require(watcher.listing(of: scratch.content))
        let built = FolderListing.list(in: scratch.content)
        #expect(listing.files == built.files)
        #expect(listing.outside == built.outside)
        #expect(listing.files == ["guide/page.md", "index.md"])
        #expect(listing.statuses == ["guide/page.md": FileStatus(scratch.content + "/guide/page.md"),
                                     "index.md": FileStatus(scratch.content + "/index.md")])
        #expect(listing.folders == [scratch.content, scratch.content + "/guide"])
    }

    @Test func aRebuildReadsTheGivenListingRatherThanWalkingTheFolder() throws {
        let scratch = try Scratch()
        try scratch.write("# Home\n", to: "index.md")
        try scratch.write("# First words\n", to: "guide/page.md")
        var site = scratch.site()
        var listing = FolderListing.listing(of: scratch.content, statuses: true)
        let first = site.rebuild(themeChanged: true, listing: listing)
        guard case .built = first else {
            Issue.record("the first build failed: \(first)")
            return
        }
        #expect(scratch.page("guide/page.html")?.contains("First words") == true)

        // A page the listing does not hold is not built, though it is on disk.
        try scratch.write("# Unlisted\n", to: "guide/other.md")
        _ = site.rebuild(themeChanged: false, listing: listing)
        #expect(scratch.page("guide/other.html") == nil)

        // A page whose status in the listing is the one it was read with is not read again.
        let status = try #require(listing.statuses["guide/page.md"])
        try scratch.write("# Second words\n", to: "guide/page.md")
        listing.statuses["guide/page.md"] = status
        _ = site.rebuild(themeChanged: false, listing: listing)
        #expect(scratch.page("guide/page.html")?.contains("First words") == true)

        // With the watcher's next walk, both changes are seen.
        _ = site.rebuild(themeChanged: false, listing: FolderListing.listing(of: scratch.content, statuses: true))
        #expect(scratch.page("guide/page.html")?.contains("Second words") == true)
        #expect(scratch.page("guide/other.html")?.contains("Unlisted") == true)
    }
}
