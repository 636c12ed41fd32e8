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
        #expect(FolderWatcher.list([root + "/Content"]).0.keys.sorted() == [root + "/Content/linked.md", root + "/Content/page.md"])
    }
}
