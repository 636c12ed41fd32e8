import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// A colour fence as dense rows: a row a token, a column per appearance, one copy control per
/// value, the weakest contrast as a badge, and the card in a detail row; `layout=cards` keeps cards.
struct ColorRowsTests {
    private static let page = """
        # Colours

        ```tokens colors kind=color
        background  #FFFFFF | #000000
        gray        #8E8E93
        label       {colors.ink}  @on({colors.background})  // Primary text
        ink         #1C1C1E | #F2F2F7 | #000000 | #FFFFFF
        ```

        """

    private func rendered(_ page: String) throws -> String {
        let scratch = try ScratchFolder()
        try scratch.write(page, to: "Content/colors.md")
        return text(try scratch.buildSite().files, "colors.html")
    }

    private func count(_ needle: String, in html: String) -> Int {
        html.components(separatedBy: needle).count - 1
    }

    @Test func eachTokenIsARowWithAColumnPerAppearance() throws {
        let html = try rendered(Self.page)
        #expect(html.contains("<table class=\"token-table token-rows\">"))
        #expect(html.contains("<th scope=\"col\">Token</th><th scope=\"col\">Light</th><th scope=\"col\">Dark</th>" +
            "<th scope=\"col\">Light, high contrast</th><th scope=\"col\">Dark, high contrast</th>"))
        #expect(count("class=\"token-row\"", in: html) == 4)
        #expect(count("class=\"token-detail\"", in: html) == 4)
        // A value shared by every appearance spans the four columns.
        #expect(html.contains("<td colspan=\"4\" data-label=\"Any appearance\"><span class=\"chip-swatch\" " +
            "style=\"background: #8E8E93\"></span>"))
    }

    @Test func everyValueAndSwiftNameHasOneCopyControl() throws {
        let html = try rendered(Self.page)
        // 4 Swift names; background 4 cells, gray 1, label 4, ink 4.
        #expect(count("data-copy-text=", in: html) == 4 + 4 + 1 + 4 + 4)
        #expect(count("class=\"copy-value\" data-copy-text=\"#1C1C1E\"", in: html) == 2)
        #expect(!html.contains(">Copy</button>"))
    }

    @Test func theWeakestPairIsTheCellsBadgeAndTheFiguresAreInTheDetail() throws {
        let html = try rendered(Self.page)
        #expect(html.contains("<span class=\"badge badge-aaa\" title=\"17.01:1 on background\">AAA</span>"))
        #expect(html.contains(
            "<ol class=\"alias-chain\" aria-label=\"Alias chain\"><li><code>colors.label</code></li>" +
                "<li><code>colors.ink</code></li></ol>"
        ))
        #expect(html.contains("<p class=\"token-use\">Primary text</p>"))
        #expect(html.contains("<code class=\"rgb\">rgb(28 28 30)</code>"))
        #expect(html.contains("aria-controls=\"token-colors-label-detail\""))
    }

    @Test func layoutCardsKeepsTheCards() throws {
        let html = try rendered(Self.page.replacingOccurrences(of: "kind=color", with: "kind=color layout=cards"))
        #expect(!html.contains("token-rows"))
        #expect(html.contains("<span class=\"swatch\" style=\"background: #8E8E93\"></span>"))
    }

    @Test func aFenceThatShowsAFileTakesALayoutToo() throws {
        let scratch = try ScratchFolder()
        try scratch.write("""
            {"brand": {"$type": "color", "accent": {"$value": {"colorSpace": "srgb", "components": [0, 0.5, 1]}}}}
            """, to: "Content/brand.tokens.json")
        let page = "# Brand\n\n```tokens brand from=brand.tokens.json layout=cards\n```\n"
        try scratch.write(page, to: "Content/brand.md")
        let html = text(try scratch.buildSite().files, "brand.html")
        #expect(!html.contains("token-rows"))
        #expect(html.contains("class=\"swatch\""))
    }
}
