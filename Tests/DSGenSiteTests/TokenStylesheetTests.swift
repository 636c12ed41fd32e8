import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// `tokens.css` carries every token as a custom property that themes can reuse.
struct TokenStylesheetTests {
    @Test func tokensBecomeCustomProperties() throws {
        let builder = SiteBuilder(options: BuildOptions(contentDirectory: Repository.basicContent, outputDirectory: "unused"))
        let files = try builder.render().files
        let css = String(decoding: try #require(files["tokens.css"]), as: UTF8.self)
        #expect(css.contains("  --spacing-md: 16px;\n"))
        #expect(css.contains("  --radius-pill: 999px;\n"))
        #expect(css.contains("  --colors-error: light-dark(#FF3B30, #FF453A);\n"))
        #expect(css.contains("@media (prefers-contrast: more) {\n  :root {\n    --colors-error: light-dark(#D70015, #FF6961);\n"))
        let page = String(decoding: try #require(files["foundations/spacing.html"]), as: UTF8.self)
        #expect(page.contains("<link rel=\"stylesheet\" href=\"../tokens.css\">"))
    }
}
