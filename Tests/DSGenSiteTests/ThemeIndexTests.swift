import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// A resolver's theme modifiers: the pages show the default context, and the token index lists
/// every context with a page of its own.
struct ThemeIndexTests {
    @Test func eachContextHasAnIndexAndTheIndexesLinkToEachOther() throws {
        let scratch = try ScratchFolder()
        let color = { (red: Int) in #"{ "accent": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [\#(red), 0, 0] } } }"# }
        try scratch.write("# Home\n", to: "Content/index.md")
        try scratch.write(color(0), to: "Content/a.tokens.json")
        try scratch.write(color(1), to: "Content/b.tokens.json")
        try scratch.write(##"{ "version": "2025.10", "modifiers": { "brand": { "default": "a", "contexts": { "a": [{ "$ref": "a.tokens.json" }], "b": [{ "$ref": "b.tokens.json" }] } } }, "resolutionOrder": [{ "$ref": "#/modifiers/brand" }] }"##, to: "Content/t.resolver.json")
        let builder = SiteBuilder(options: BuildOptions(contentDirectory: scratch.path + "/Content", templatesDirectory: Repository.templates, outputDirectory: scratch.path + "/site"))
        let files = try builder.render().files
        let index = String(decoding: try #require(files["tokens.html"]), as: UTF8.self)
        let other = String(decoding: try #require(files["tokens-brand-b.html"]), as: UTF8.self)
        #expect(index.contains(#"<a href="tokens.html" aria-current="page">a (default)</a> <a href="tokens-brand-b.html">b</a>"#))
        #expect(other.contains(#"<a href="tokens.html">a (default)</a> <a href="tokens-brand-b.html" aria-current="page">b</a>"#))
        #expect(index.contains("#000000") && !index.contains("#FF0000"))
        #expect(other.contains("#FF0000"))
        #expect(other.contains("<title>All tokens (brand: b)"))
    }
}
