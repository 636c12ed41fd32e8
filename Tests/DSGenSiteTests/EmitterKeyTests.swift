import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// `dsgen serve` runs an emitter again only when the key of what it reads changes: so the keys
/// change with anything a token says that the pages, the token index, the contrast grid and the
/// downloads show (`@on` pairs, `use=`, `$extensions`), the search index's with a page's text, and
/// none when a fence only moves down its page.
struct EmitterKeyTests {
    private func keys(_ page: String, tokens: String? = nil) throws -> [String: Int] {
        let scratch = try ScratchFolder()
        try scratch.write(page, to: "Content/index.md")
        if let tokens { try scratch.write(tokens, to: "Content/brand.tokens.json") }
        let options = BuildOptions(
            contentDirectory: scratch.path + "/Content", templatesDirectory: Repository.templates,
            outputDirectory: scratch.path + "/site")
        return try CheckedSite.load(options, cache: PageCache()).emitterKeys()
    }

    /// The emitters whose keys differ between `a` and `b`.
    private func changed(_ a: [String: Int], _ b: [String: Int]) -> Set<String> {
        Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }
    }

    static let colors =
        "```tokens colors kind=color\nsurface #FFFFFF\npaper #F2F2F7\nink #000000 @on({colors.surface})\n```\n"
    static let spacing = "```tokens spacing kind=dimension\nmd 16pt\n```\n"
    static let everyTokenReader: Set<String> = [
        "pages", "token index", "downloads (css)", "downloads (dtcg)", "downloads (swift)", "downloads (xcassets)",
        "search index",
        "downloads (android)", "downloads (compose)", "downloads (tailwind)",
    ]

    @Test func anOnPairOrAUseChangesWhatShowsTokens() throws {
        let base = try keys(Self.colors + Self.spacing)
        let onPair = try keys(
            Self.colors.replacingOccurrences(of: "{colors.surface}", with: "{colors.paper}") + Self.spacing)
        #expect(changed(base, onPair) == Self.everyTokenReader)
        let use = try keys(
            Self.colors + Self.spacing.replacingOccurrences(of: "kind=dimension", with: "kind=dimension use=padding"))
        #expect(changed(base, use) == Self.everyTokenReader)
    }

    @Test func anExtensionOfAnotherToolChangesWhatShowsTokens() throws {
        let tokens = { (id: Int) in
            #"{ "brand": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] }, "# +
                #""$extensions": { "com.example": { "id": \#(id) } } } }"#
        }
        #expect(
            try changed(keys("# Home\n", tokens: tokens(1)), keys("# Home\n", tokens: tokens(2)))
                == Self.everyTokenReader)
    }

    @Test func aPagesTextChangesTheSearchIndexAlone() throws {
        #expect(
            try changed(keys("# Home\n\nOld words.\n" + Self.spacing), keys("# Home\n\nNew words.\n" + Self.spacing))
                == ["search index"])
    }

    @Test func aTitleChangesWhatShowsTheSidebar() throws {
        #expect(
            try changed(keys("# Home\n" + Self.spacing), keys("# Start\n" + Self.spacing)) == [
                "pages", "token index", "search index",
            ])
    }

    /// A component's status shows beside its link in every page's sidebar.
    @Test func aStatusChangesWhatShowsTheSidebar() throws {
        let changes = try changed(
            keys("---\nstatus: beta\n---\n# Home\n" + Self.spacing),
            keys("---\nstatus: deprecated\n---\n# Home\n" + Self.spacing)
        )
        #expect(changes.isSuperset(of: ["pages", "token index"]))
    }

    @Test func aFenceThatOnlyMovesChangesNone() throws {
        #expect(
            try changed(
                keys("# Tokens\n\n" + Self.colors + Self.spacing),
                keys("# Tokens\n\n" + Self.colors + "\n\n" + Self.spacing)
            ).isEmpty)
    }
}
