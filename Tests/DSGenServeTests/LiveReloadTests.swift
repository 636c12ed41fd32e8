@testable import DSGenServe
import Foundation
import Testing

struct LiveReloadTests {
    @Test func theScriptGoesBeforeTheLastClosingBodyTag() {
        let html = Data("<html><body><p>&lt;/body&gt; in text</p></body></html>".utf8)
        let injected = String(decoding: LiveReload.inject(html, build: 7), as: UTF8.self)
        #expect(injected == "<html><body><p>&lt;/body&gt; in text</p><script src=\"/__dsgen/live-reload.js\" data-build=\"7\" defer></script>\n</body></html>")
    }

    @Test func aPageWithoutABodyTagGetsTheScriptAtItsEnd() {
        #expect(String(decoding: LiveReload.inject(Data("<p>hi</p>".utf8)), as: UTF8.self) == "<p>hi</p><script src=\"/__dsgen/live-reload.js\" data-build=\"0\" defer></script>")
    }

    @Test func aLinkLoopInTheWatchedFoldersIsNotFollowed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-watch-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Content", withIntermediateDirectories: true)
        try Data("# Page\n".utf8).write(to: URL(fileURLWithPath: root + "/Content/page.md"))
        try FileManager.default.createSymbolicLink(atPath: root + "/Content/loop", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: root + "/Content/linked.md", withDestinationPath: root + "/Content/page.md")
        let watcher = FolderWatcher(roots: [root + "/Content"], themeRoot: nil)
        #expect(watcher.listing(of: root + "/Content")?.files == ["linked.md", "page.md"])
    }

    /// With inotify, a save is seen at the next look, not at the next full listing a second
    /// later: in a watched folder, and in a watched file such as dsgen.yml, saved the way
    /// editors save (a new file renamed over the old one).
    @Test func aSaveIsSeenAtTheNextLook() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-watch-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Content/guide", withIntermediateDirectories: true)
        try Data("# Page\n".utf8).write(to: URL(fileURLWithPath: root + "/Content/guide/page.md"))
        try Data("rules: {}\n".utf8).write(to: URL(fileURLWithPath: root + "/dsgen.yml"))
        var watcher = FolderWatcher(roots: [root + "/Content", root + "/dsgen.yml"], themeRoot: nil)
        let start = ContinuousClock.now
        for (path, text) in [(root + "/Content/guide/page.md", "# Page, edited\n"), (root + "/dsgen.yml", "rules: { hardcoded_font: off }\n")] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            #expect(watcher.poll(quietPeriod: .zero, now: start) == nil, "the first look notes the change")
            #expect(watcher.poll(quietPeriod: .zero, now: start)?.paths == [path])
        }
    }

    #if os(Linux)
    /// With inotify, a watcher waiting for its next look wakes when a file is saved, not when
    /// the wait runs out; with a change pending, it waits only for the rest of the quiet period.
    @Test func aSaveEndsTheWait() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-watch-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Content", withIntermediateDirectories: true)
        try Data("# Page\n".utf8).write(to: URL(fileURLWithPath: root + "/Content/page.md"))
        var watcher = FolderWatcher(roots: [root + "/Content"], themeRoot: nil)
        let path = root + "/Content/page.md"
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
            try? Data("# Page, edited\n".utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        }
        // Each look lists the folder; it may come between the events of one save, so it looks until
        // it has the change. Every wait would take 30 s if a save or the quiet period did not end it.
        let start = ContinuousClock.now
        var change: FolderWatcher.Change?
        while change == nil, ContinuousClock.now - start < .seconds(20) {
            await watcher.wait(quietPeriod: .milliseconds(100), interval: .seconds(30))
            change = watcher.poll(quietPeriod: .milliseconds(100))
        }
        #expect(change?.paths == [path])
        #expect(ContinuousClock.now - start < .seconds(20), "woken by the save, then by the end of its quiet period")
    }
    #endif
}
