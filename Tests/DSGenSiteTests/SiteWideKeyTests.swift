import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// `dsgen serve` renders every page again, with the token index, the contrast grid and the
/// downloads, when the site-wide key changes: so it changes with anything a token says that those
/// show (`@on` pairs, `use=`, `$extensions`), and not when a fence only moves down its page.
struct SiteWideKeyTests {
    private func key(_ page: String, tokens: String? = nil) throws -> Int {
        let scratch = try ScratchFolder()
        try scratch.write(page, to: "Content/index.md")
        if let tokens { try scratch.write(tokens, to: "Content/brand.tokens.json") }
        let options = BuildOptions(contentDirectory: scratch.path + "/Content", templatesDirectory: Repository.templates, outputDirectory: scratch.path + "/site")
        return try CheckedSite.load(options, cache: PageCache()).siteWideKey
    }

    static let colors = "```tokens colors kind=color\nsurface #FFFFFF\npaper #F2F2F7\nink #000000 @on({colors.surface})\n```\n"
    static let spacing = "```tokens spacing kind=dimension\nmd 16pt\n```\n"

    @Test func anOnPairOrAUseChangesIt() throws {
        let base = try key(Self.colors + Self.spacing)
        #expect(try key(Self.colors.replacingOccurrences(of: "{colors.surface}", with: "{colors.paper}") + Self.spacing) != base)
        #expect(try key(Self.colors + Self.spacing.replacingOccurrences(of: "kind=dimension", with: "kind=dimension use=padding")) != base)
    }

    @Test func anExtensionOfAnotherToolChangesIt() throws {
        let tokens = { (id: Int) in #"{ "brand": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] }, "$extensions": { "com.example": { "id": \#(id) } } } }"# }
        #expect(try key("# Home\n", tokens: tokens(1)) != key("# Home\n", tokens: tokens(2)))
    }

    @Test func aFenceThatOnlyMovesDoesNotChangeIt() throws {
        #expect(try key("# Tokens\n\n" + Self.colors + Self.spacing) == key("# Tokens\n\nSome words first.\n\n" + Self.colors + Self.spacing))
    }
}
