@testable import DSGenServe
import Foundation
import Testing

struct LiveReloadTests {
    @Test func theScriptGoesBeforeTheLastClosingBodyTag() {
        let html = Data("<html><body><p>&lt;/body&gt; in text</p></body></html>".utf8)
        let injected = String(decoding: LiveReload.inject(html, build: 7), as: UTF8.self)
        #expect(
            injected
                == "<html><body><p>&lt;/body&gt; in text</p><script src=\"/__dsgen/live-reload.js\" data-build=\"7\" " +
                    "defer></script>\n</body></html>"
        )
    }

    @Test func aPageWithoutABodyTagGetsTheScriptAtItsEnd() {
        #expect(
            String(decoding: LiveReload.inject(Data("<p>hi</p>".utf8)), as: UTF8.self)
                == "<p>hi</p><script src=\"/__dsgen/live-reload.js\" data-build=\"0\" defer></script>")
    }

    @Test func aLinkLoopInTheWatchedFoldersIsNotFollowed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-watch-" + UUID().uuidString)
            .path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Content", withIntermediateDirectories: true)
        try Data("# Page\n".utf8).write(to: URL(fileURLWithPath: root + "/Content/page.md"))
        try FileManager.default.createSymbolicLink(atPath: root + "/Content/loop", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Content/linked.md", withDestinationPath: root + "/Content/page.md")
        let watcher = FolderWatcher(roots: [root + "/Content"], themeRoot: nil)
        #expect(watcher.listing(of: root + "/Content")?.files == ["linked.md", "page.md"])
    }

    /// With inotify, a save is seen at the next look, not at the next full listing a second
    /// later: in a watched folder, and in a watched file such as dsgen.yml, saved the way
    /// editors save (a new file renamed over the old one).
    @Test func aSaveIsSeenAtTheNextLook() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-watch-" + UUID().uuidString)
            .path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Content/guide", withIntermediateDirectories: true)
        try Data("# Page\n".utf8).write(to: URL(fileURLWithPath: root + "/Content/guide/page.md"))
        try Data("rules: {}\n".utf8).write(to: URL(fileURLWithPath: root + "/dsgen.yml"))
        var watcher = FolderWatcher(roots: [root + "/Content", root + "/dsgen.yml"], themeRoot: nil)
        let start = ContinuousClock.now
        for (path, text) in [
            (root + "/Content/guide/page.md", "# Page, edited\n"),
            (root + "/dsgen.yml", "rules: { hardcoded_font: off }\n"),
        ] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            #expect(watcher.poll(quietPeriod: .zero, now: start) == nil, "the first look notes the change")
            #expect(watcher.poll(quietPeriod: .zero, now: start)?.paths == [path])
        }
    }

    #if os(Linux)
    /// With inotify, a watcher waiting for its next look wakes when a file is saved, not when
    /// the wait runs out; with a change pending, it waits only for the rest of the quiet period.
    @Test func aSaveEndsTheWait() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-watch-" + UUID().uuidString)
            .path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Content", withIntermediateDirectories: true)
        try Data("# Page\n".utf8).write(to: URL(fileURLWithPath: root + "/Content/page.md"))
        var watcher = FolderWatcher(roots: [root + "/Content"], themeRoot: nil)
        let path = root + "/Content/page.md"
        let (quiet, interval) = (Duration.milliseconds(100), Duration.seconds(30))
        #expect(watcher.timeout(quietPeriod: quiet, interval: interval) == interval, "nothing pending")
        Thread.detachNewThread {
            usleep(200_000)
            try? Data("# Page, edited\n".utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        }
        // A look may come between the events of one save; the next event then wakes the watcher again.
        var looks = 0
        while watcher.timeout(quietPeriod: quiet, interval: interval) == interval, looks < 10 {
            #expect(await watcher.wait(quietPeriod: quiet, interval: interval), "a save, not the time, ends the wait")
            #expect(watcher.poll(quietPeriod: quiet) == nil, "the look that notes a change waits out the quiet period")
            looks += 1
        }
        #expect(
            watcher.timeout(quietPeriod: quiet, interval: interval) <= quiet, "the change waits the quiet period alone")
        try await Task.sleep(for: quiet + .milliseconds(20))
        #expect(watcher.timeout(quietPeriod: quiet, interval: interval) == .zero)
        #expect(watcher.poll(quietPeriod: quiet)?.paths == [path])
        #expect(
            watcher.timeout(quietPeriod: quiet, interval: interval) == interval, "nothing pending once it is reported")
    }
    #endif
}
