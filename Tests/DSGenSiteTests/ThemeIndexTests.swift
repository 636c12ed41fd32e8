import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// A resolver's theme modifiers: the pages show the default context, and the token index lists
/// every context with a page of its own.
struct ThemeIndexTests {
    @Test func eachContextHasAnIndexAndTheIndexesLinkToEachOther() throws {
        let scratch = try ScratchFolder()
        let color = { (red: Int) in
            #"{ "accent": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [\#(red), 0, 0] } } }"#
        }
        try scratch.write("# Home\n", to: "Content/index.md")
        try scratch.write(color(0), to: "Content/a.tokens.json")
        try scratch.write(color(1), to: "Content/b.tokens.json")
        try scratch.write(
            ##"{ "version": "2025.10", "modifiers": { "brand": { "default": "a", "contexts": { "a": [{ "$ref": "## +
                ##""a.tokens.json" }], "b": [{ "$ref": "b.tokens.json" }] } } }, "resolutionOrder": [{ "$ref": "## +
                ##""#/modifiers/brand" }] }"##,
            to: "Content/t.resolver.json")
        let builder = SiteBuilder(
            options: BuildOptions(
                contentDirectory: scratch.path + "/Content", templatesDirectory: Repository.templates,
                outputDirectory: scratch.path + "/site"))
        let files = try builder.render().files
        let index = String(decoding: try #require(files["tokens.html"]), as: UTF8.self)
        let other = String(decoding: try #require(files["tokens-brand-b.html"]), as: UTF8.self)
        #expect(
            index.contains(
                #"<a href="tokens.html" aria-current="page">a (default)</a> <a href="tokens-brand-b.html">b</a>"#))
        #expect(
            other.contains(
                #"<a href="tokens.html">a (default)</a> <a href="tokens-brand-b.html" aria-current="page">b</a>"#))
        #expect(index.contains("#000000") && !index.contains("#FF0000"))
        #expect(other.contains("#FF0000"))
        #expect(other.contains("<title>All tokens (brand: b)"))
    }
}

/// A modifier whose contexts are Dynamic Type sizes: a page shows each typography token at every size.
struct DynamicTypeSizeTests {
    @Test(arguments: [
        ("large", "xxxLarge", "accessibility3"), ("L", "xxxl", "AX3"), ("default", "3xl", "accessibility-3"),
    ])
    func contextsAreSizesInAnyCommonSpelling(_ spellings: (String, String, String)) {
        #expect(DynamicTypeSize(context: spellings.0) == .large)
        #expect(DynamicTypeSize(context: spellings.1) == .xxxLarge)
        #expect(DynamicTypeSize(context: spellings.2) == .accessibility3)
        #expect(DynamicTypeSize.areSizes([spellings.0, spellings.1, spellings.2]))
    }

    @Test func contextsThatAreNotAllSizesAreNot() {
        #expect(!DynamicTypeSize.areSizes(["large"]))
        #expect(!DynamicTypeSize.areSizes(["large", "winter"]))
        #expect(!DynamicTypeSize.areSizes(["large", "lg"]))
    }

    @Test func aTypographyTokenIsShownAtEverySize() throws {
        let scratch = try ScratchFolder()
        let type = { (size: Int) in
            #"{ "type": { "title": { "$type": "typography", "$value": { "fontFamily": "ui-rounded", "fontSize": { "# +
                #""value": \#(size), "unit": "px" }, "fontWeight": "bold" } }, "gap": { "$type": "dimension", "# +
                #""$value": { "value": \#(size), "unit": "px" } } } }"#
        }
        try scratch.write("# Type\n\n```tokens type from=type.tokens.json\n```\n", to: "Content/index.md")
        try scratch.write(type(28), to: "Content/type.tokens.json")
        try scratch.write(type(34), to: "Content/type.xxxl.tokens.json")
        try scratch.write(type(48), to: "Content/type.ax3.tokens.json")
        try scratch.write(
            ##"{ "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "type.tokens.json" }] } }, "## +
                ##""modifiers": { "size": { "default": "large", "contexts": { "large": [], "xxxLarge": [{ "$ref": "## +
                ##""type.xxxl.tokens.json" }], "accessibility3": [{ "$ref": "type.ax3.tokens.json" }] } } }, "## +
                ##""resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/size" }] }"##,
            to: "Content/type.resolver.json")
        let builder = SiteBuilder(
            options: BuildOptions(
                contentDirectory: scratch.path + "/Content", templatesDirectory: Repository.templates,
                outputDirectory: scratch.path + "/site"))
        let page = String(decoding: try #require(try builder.render().files["index.html"]), as: UTF8.self)
        let row = try #require(
            page.components(separatedBy: #"<tr id="token-type-title""#).dropFirst().first?.components(
                separatedBy: "</tr>"
            ).first)
        let labels = ["large (default)", "xxxLarge", "accessibility3"]
        let positions = labels.compactMap { row.range(of: ">\($0)<")?.lowerBound }
        #expect(positions.count == 3 && positions == positions.sorted(), "\(row)")
        #expect(row.contains("28") && row.contains("34") && row.contains("48"))
        // A dimension stays one value: the sizes are the typography's.
        let gap = try #require(
            page.components(separatedBy: #"<tr id="token-type-gap""#).dropFirst().first?.components(
                separatedBy: "</tr>"
            ).first)
        #expect(!gap.contains("xxxLarge"))
    }
}
