@testable import DSGenServe
import Foundation
import Testing

struct LiveReloadTests {
    @Test func theScriptGoesBeforeTheLastClosingBodyTag() {
        let html = Data("<html><body><p>&lt;/body&gt; in text</p></body></html>".utf8)
        let injected = String(decoding: LiveReload.inject(html), as: UTF8.self)
        #expect(injected == "<html><body><p>&lt;/body&gt; in text</p><script src=\"/__dsgen/live-reload.js\" defer></script>\n</body></html>")
    }

    @Test func aPageWithoutABodyTagGetsTheScriptAtItsEnd() {
        #expect(String(decoding: LiveReload.inject(Data("<p>hi</p>".utf8)), as: UTF8.self) == "<p>hi</p><script src=\"/__dsgen/live-reload.js\" defer></script>")
    }
}
