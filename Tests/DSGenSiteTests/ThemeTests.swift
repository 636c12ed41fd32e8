import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

struct ThemeTests {
    /// A folder of template overrides holding only `files`.
    func overrides(_ files: [String: String]) throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path + "/Templates", withIntermediateDirectories: true)
        for (name, text) in files { try scratch.write(text, to: "Templates/" + name) }
        return scratch
    }

    func relative(_ diagnostics: [Diagnostic], in scratch: ScratchFolder) -> [String] {
        diagnostics.map { $0.description.replacingOccurrences(of: scratch.path, with: "") }
    }

    @Test func theBuiltInThemeLoadsAndHasEveryTemplate() {
        let (theme, diagnostics) = Theme.load(overrides: nil)
        #expect(diagnostics.isEmpty)
        #expect(theme?.assets.keys.sorted() == ["assets/favicon.svg", "assets/site.js", "assets/style.css"])
        // The templates the renderers ask for by name: Mustache renders a missing one as nothing.
        for name in [
            "layout", "nav", "nav-section", "nav-folder", "nav-link", "toc", "token-block", "token-value", "code-block",
            "token-index",
        ] {
            #expect(BuiltInTheme.files[name + ".mustache"] != nil, "the built-in theme lacks \(name).mustache")
        }
    }

    /// The binary carries `Templates/` as it is in the repository: the same files, byte for byte.
    @Test func theBuiltInThemeIsTheTemplatesFolder() throws {
        let files = FolderListing.files(in: Repository.templates)
        #expect(files == BuiltInTheme.files.keys.sorted())
        for path in files {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: Repository.templates + "/" + path))
            #expect(BuiltInTheme.files[path] == bytes, "\(path) differs from the built-in copy")
        }
    }

    @Test func anOverrideReplacesItsFileAndKeepsTheRest() throws {
        let scratch = try overrides([
            "nav.mustache": "<nav class=\"custom-nav\" aria-label=\"Pages\"></nav>",
            "assets/style.css": "body { color: teal; }",
        ])
        let builder = SiteBuilder(
            options: BuildOptions(
                contentDirectory: Repository.basicContent, templatesDirectory: scratch.path + "/Templates",
                outputDirectory: "unused"))
        let files = try builder.render().files
        let page = String(decoding: try #require(files["index.html"]), as: UTF8.self)
        #expect(page.contains("<nav class=\"custom-nav\" aria-label=\"Pages\"></nav>"))
        #expect(page.contains("<a class=\"skip-link\" href=\"#content\">"), "the built-in layout stays")
        #expect(files["assets/style.css"] == Data("body { color: teal; }".utf8))
        #expect(files["assets/site.js"] == BuiltInTheme.files["assets/site.js"])
    }

    @Test func anOverrideMayAddAPartialItIncludes() throws {
        let layout = try String(contentsOfFile: Repository.templates + "/layout.mustache", encoding: .utf8)
        let scratch = try overrides([
            "layout.mustache": layout.replacingOccurrences(of: "</body>", with: "{{> footer}}</body>"),
            "footer.mustache": "<footer>Cairn</footer>",
        ])
        let (theme, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        #expect(diagnostics.isEmpty)
        #expect(theme != nil)
    }

    /// A cell's empty keys render as absent ones: nothing as a value, false in a section, true
    /// in an inverted one, alone or inside a token table.
    @Test func aTokenCellsEmptyKeysRenderAsAbsent() throws {
        let scratch = try overrides([
            "token-value.mustache":
                "[{{label}}|{{#swatch}}S{{/swatch}}{{^swatch}}no swatch{{/swatch}}|{{#label}}L{{/label}}|{{text}}]"
        ])
        let theme = try #require(Theme.load(overrides: scratch.path + "/Templates").0)
        #expect(theme.render("token-value", AppearanceCell(text: "16pt")) == "[|no swatch||16pt]")
        #expect(
            theme.render("token-value", AppearanceCell(label: "Dark", text: "#000", swatch: "#000000"))
                == "[Dark|S|L|#000]")
        let row = TokenRow(
            name: "md", path: "spacing.md", anchor: "token-spacing-md", swiftName: "Spacing.md",
            light: RenderedCell(AppearanceCell(text: "16pt"), theme: theme), highContrast: [], deprecated: false)
        #expect(
            theme.render(
                "token-block",
                TokenBlockContext(
                    group: "spacing", kind: "dimension", swiftPrefix: "Spacing", isColor: false, tokens: [row])
            ).contains("[|no swatch||16pt]"))
    }

    /// The built-in token tables print each value's HTML, rendered once; a table of one's own
    /// that includes `token-value` inside `{{#light}}` still sees every key of the value.
    @Test func aTokenTableMayStillIncludeTheValuePartial() throws {
        let scratch = try overrides([
            "token-block.mustache": "{{#tokens}}{{#light}}<{{> token-value}}>{{/light}}{{/tokens}}",
            "token-value.mustache": "{{text}}{{#swatch}} {{.}}{{/swatch}}",
        ])
        let theme = try #require(Theme.load(overrides: scratch.path + "/Templates").0)
        let row = TokenRow(
            name: "brand", path: "colors.brand", anchor: "token-colors-brand", swiftName: "Colors.brand",
            light: RenderedCell(AppearanceCell(text: "#0A84FF", swatch: "#0A84FF"), theme: theme), highContrast: [],
            deprecated: false)
        #expect(
            theme.render(
                "token-block",
                TokenBlockContext(group: "colors", kind: "color", swiftPrefix: "Colors", isColor: true, tokens: [row]))
                == "<#0A84FF #0A84FF>")
        #expect(row.light.html == "#0A84FF #0A84FF")
    }
}
