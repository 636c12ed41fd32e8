import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// The pages made for tokens no written page shows: which groups get one, their order, ramps, and
/// what `dsgen.yml` changes.
struct GeneratedPagesTests {
    private static func ramp(_ steps: [String]) -> String {
        "{\"$type\": \"color\", " + steps.enumerated().map { index, step in
            "\"\(step)\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [0, \(Double(index) / 10), 1]}}"
        }.joined(separator: ", ") + "}"
    }

    private static func build(_ scratch: ScratchFolder, configuration: String? = nil) throws -> [String: Data] {
        var options = BuildOptions(
            contentDirectory: scratch.path + "/Content", templatesDirectory: Repository.templates,
            outputDirectory: scratch.path + "/site"
        )
        if let configuration {
            try scratch.write(configuration, to: "dsgen.yml")
            options.configurationPath = scratch.path + "/dsgen.yml"
        }
        _ = try SiteBuilder(options: options).build()
        return try filesBelow(scratch.path + "/site")
    }

    private static func sidebar(_ files: [String: Data], _ page: String) -> [String] {
        let html = String(decoding: files[page] ?? Data(), as: UTF8.self)
        guard let nav = html.range(of: "<nav"),
            let end = html.range(of: "</nav>", range: nav.upperBound..<html.endIndex)
        else { return [] }
        let links = html[nav.upperBound..<end.lowerBound].components(separatedBy: "</a>").dropLast()
        return links.compactMap { $0.split(separator: ">").last.map(String.init) }
    }

    @Test func aWrapperOfRampsIsOnePageWithAStripPerRamp() throws {
        let scratch = try ScratchFolder()
        let blue = Self.ramp(["0", "1", "2", "3"]), red = Self.ramp(["100", "200", "300"])
        try scratch.write(
            "{\"base\": {\"color\": {\"blue\": \(blue), \"red\": \(red)}}}", to: "Content/base.tokens.json")
        let files = try Self.build(scratch)
        #expect(files.keys.filter { $0.hasPrefix("tokens/") && $0.hasSuffix(".html") } == ["tokens/color.html"])
        let page = text(files, "tokens/color.html")
        #expect(page.contains("<h1 id=\"color\">Color</h1>"))
        #expect(page.components(separatedBy: "<figure class=\"ramp\">").count == 3)
        // Each step links to its row and gives its contrast on white, on black and on the ramp's ends.
        #expect(page.contains("<a class=\"ramp-swatch\" href=\"#token-base-color-blue-0\""))
        #expect(page.contains("<li>on white <span class=\"badge"))
        #expect(page.contains("<li>on 3 <span class=\"badge"))
        #expect(page.contains("<li>on 100 <span class=\"badge"))
    }

    /// Raw values, aliases into them and a component's tokens: a folder each, tier by tier.
    @Test func pagesOfMoreThanOneTierAreAFolderEach() throws {
        let scratch = try ScratchFolder()
        try scratch.write("""
            {"space": {"$type": "dimension", "md": {"$value": {"value": 16, "unit": "px"}}},
             "buttonPrimary": {"$type": "color", "bg": {"$value": "{fgColor.default}"}},
             "fgColor": {"$type": "color", "default": {"$value": "{color.gray.2}"},
                         "muted": {"$value": "{color.gray.1}"}},
             "color": {"gray": \(Self.ramp(["0", "1", "2"]))}}
            """, to: "Content/design.tokens.json")
        let files = try Self.build(scratch)
        #expect(Self.sidebar(files, "tokens/primitives/space.html") == [
            "Color", "Space", "Fg color", "Button primary", "All tokens",
        ])
        // Each tier folds and unfolds, and starts unfolded.
        let tiers = ["Primitives", "Semantic", "Components"].map {
            "<details class=\"nav-folder\" open>\n<summary>\($0)"
        }
        let page = text(files, "tokens/primitives/space.html")
        let places = tiers.compactMap { page.range(of: $0)?.lowerBound }
        #expect(places.count == 3 && places == places.sorted())
        let link = "<a href=\"../primitives/color.html\">Color</a>"
        #expect(text(files, "tokens/semantic/fgColor.html").contains("Each is an alias of a token on \(link)."))
    }

    @Test func aSemanticLayerComesRightAfterThePaletteItDrawsFrom() throws {
        let scratch = try ScratchFolder()
        try scratch.write("""
            {"space": {"$type": "dimension", "md": {"$value": {"value": 16, "unit": "px"}}},
             "fgColor": {"$type": "color", "default": {"$value": "{color.gray.2}"}, "muted": {"$value": \
            "{color.gray.1}"}},
             "color": {"gray": \(Self.ramp(["0", "1", "2"]))}}
            """, to: "Content/design.tokens.json")
        // One tier, as the setting says: no folders.
        let files = try Self.build(scratch, configuration: "generated_pages:\n  tiers: { fgColor: primitive }\n")
        #expect(Self.sidebar(files, "tokens/space.html") == ["Color", "Fg color", "Space", "All tokens"])
        #expect(
            text(files, "tokens/fgColor.html").contains(
                "Each is an alias of a token on <a href=\"color.html\">Color</a>."))

        let ordered = try Self.build(scratch, configuration: """
            generated_pages:
              titles: { fgColor: Text }
              order: [space]
              tiers: { fgColor: primitive }
            """)
        #expect(Self.sidebar(ordered, "tokens/space.html") == ["Space", "Color", "Text", "All tokens"])

        let off = try Self.build(scratch, configuration: "generated_pages: off\n")
        #expect(off.keys.filter { $0.hasPrefix("tokens/") }.isEmpty)
        #expect(off["tokens.html"] != nil)
    }
}
