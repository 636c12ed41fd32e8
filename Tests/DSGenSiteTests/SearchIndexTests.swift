import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// The search box's index: every page by title and text, every token by path, Swift name, values
/// and description, with where it is.
struct SearchIndexTests {
    @Test func pagesAndTokensAreIndexedWithTheirPlaces() throws {
        let builder = SiteBuilder(options: BuildOptions(contentDirectory: Repository.basicContent, outputDirectory: "unused"))
        let script = String(decoding: try #require(try builder.render().files["search-index.js"]), as: UTF8.self)
        #expect(script.hasPrefix("window.dsgenSearchIndex = ["))
        #expect(script.hasSuffix("];\n"))
        #expect(script.contains(#"{"kind":"page","text":"Spacing Radii In code","title":"Spacing","url":"foundations/spacing.html"}"#))
        #expect(script.contains(#"{"detail":"DS.Spacing.md","kind":"token","text":"16 pt Standard <gaps> & padding","title":"spacing.md","url":"foundations/spacing.html#token-spacing-md"}"#))
    }
}
