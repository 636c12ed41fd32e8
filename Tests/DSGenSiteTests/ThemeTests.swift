import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

struct ThemeTests {
    /// A folder of template overrides holding only `files`.
    private func overrides(_ files: [String: String]) throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path + "/Templates", withIntermediateDirectories: true)
        for (name, text) in files { try scratch.write(text, to: "Templates/" + name) }
        return scratch
    }

    private func relative(_ diagnostics: [Diagnostic], in scratch: ScratchFolder) -> [String] {
        diagnostics.map { $0.description.replacingOccurrences(of: scratch.path, with: "") }
    }

    @Test func theBuiltInThemeLoadsAndHasEveryTemplate() {
        let (theme, diagnostics) = Theme.load(overrides: nil)
        #expect(diagnostics.isEmpty)
        #expect(theme?.assets.keys.sorted() == ["assets/favicon.svg", "assets/site.js", "assets/style.css"])
        // The templates the renderers ask for by name: Mustache renders a missing one as nothing.
        for name in ["layout", "nav", "nav-section", "nav-folder", "nav-link", "toc", "token-block", "token-value", "code-block", "token-index"] {
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
        let scratch = try overrides(["nav.mustache": "<nav class=\"custom-nav\" aria-label=\"Pages\"></nav>", "assets/style.css": "body { color: teal; }"])
        let builder = SiteBuilder(options: BuildOptions(contentDirectory: Repository.basicContent, templatesDirectory: scratch.path + "/Templates", outputDirectory: "unused"))
        let files = try builder.render().files
        let page = String(decoding: try #require(files["index.html"]), as: UTF8.self)
        #expect(page.contains("<nav class=\"custom-nav\" aria-label=\"Pages\"></nav>"))
        #expect(page.contains("<a class=\"skip-link\" href=\"#content\">"), "the built-in layout stays")
        #expect(files["assets/style.css"] == Data("body { color: teal; }".utf8))
        #expect(files["assets/site.js"] == BuiltInTheme.files["assets/site.js"])
    }

    @Test func anOverrideMayAddAPartialItIncludes() throws {
        let layout = try String(contentsOfFile: Repository.templates + "/layout.mustache", encoding: .utf8)
        let scratch = try overrides(["layout.mustache": layout.replacingOccurrences(of: "</body>", with: "{{> footer}}</body>"), "footer.mustache": "<footer>Cairn</footer>"])
        let (theme, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        #expect(diagnostics.isEmpty)
        #expect(theme != nil)
    }

    /// A cell's empty keys render as absent ones: nothing as a value, false in a section, true
    /// in an inverted one, alone or inside a token table.
    @Test func aTokenCellsEmptyKeysRenderAsAbsent() throws {
        let scratch = try overrides(["token-value.mustache": "[{{label}}|{{#swatch}}S{{/swatch}}{{^swatch}}no swatch{{/swatch}}|{{#label}}L{{/label}}|{{text}}]"])
        let theme = try #require(Theme.load(overrides: scratch.path + "/Templates").0)
        #expect(theme.render("token-value", AppearanceCell(text: "16pt")) == "[|no swatch||16pt]")
        #expect(theme.render("token-value", AppearanceCell(label: "Dark", text: "#000", swatch: "#000000")) == "[Dark|S|L|#000]")
        let row = TokenRow(name: "md", path: "spacing.md", anchor: "token-spacing-md", swiftName: "Spacing.md", light: RenderedCell(AppearanceCell(text: "16pt"), theme: theme), highContrast: [], deprecated: false)
        #expect(theme.render("token-block", TokenBlockContext(group: "spacing", kind: "dimension", swiftPrefix: "Spacing", isColor: false, tokens: [row])).contains("[|no swatch||16pt]"))
    }

    /// The built-in token tables print each value's HTML, rendered once; a table of one's own
    /// that includes `token-value` inside `{{#light}}` still sees every key of the value.
    @Test func aTokenTableMayStillIncludeTheValuePartial() throws {
        let scratch = try overrides(["token-block.mustache": "{{#tokens}}{{#light}}<{{> token-value}}>{{/light}}{{/tokens}}", "token-value.mustache": "{{text}}{{#swatch}} {{.}}{{/swatch}}"])
        let theme = try #require(Theme.load(overrides: scratch.path + "/Templates").0)
        let row = TokenRow(name: "brand", path: "colors.brand", anchor: "token-colors-brand", swiftName: "Colors.brand", light: RenderedCell(AppearanceCell(text: "#0A84FF", swatch: "#0A84FF"), theme: theme), highContrast: [], deprecated: false)
        #expect(theme.render("token-block", TokenBlockContext(group: "colors", kind: "color", swiftPrefix: "Colors", isColor: true, tokens: [row])) == "<#0A84FF #0A84FF>")
        #expect(row.light.html == "#0A84FF #0A84FF")
    }

    @Test func aBrokenOverrideIsReportedAtItsLineAndColumn() throws {
        let scratch = try overrides(["code-block.mustache": "<pre>\n{{#code}}{{.}}\n</pre>\n"])
        let (theme, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        #expect(theme == nil)
        #expect(diagnostics.map { "\($0.location.path.replacingOccurrences(of: scratch.path, with: "")):\($0.location.line) [\($0.rule)] \($0.message)" } == [
            "/Templates/code-block.mustache:4 [template_error] this template does not parse: a section is never closed ({{/name}} is missing)",
        ])
    }

    @Test func aTemplateThatIncludesItselfIsAnErrorNamingTheCycle() throws {
        let scratch = try overrides(["code-block.mustache": "<pre>\n{{> code-block}}\n</pre>\n"])
        let (theme, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        #expect(theme == nil)
        #expect(relative(diagnostics, in: scratch) == [
            "/Templates/code-block.mustache:2:1: error: this template includes itself ('code-block'), which would never finish rendering [template_error]",
        ])
    }

    @Test func templatesThatIncludeEachOtherAreAnErrorNamingTheCycle() throws {
        let scratch = try overrides(["code-block.mustache": "<pre>{{> ping}}</pre>\n", "ping.mustache": "{{> pong}}\n", "pong.mustache": "x {{> ping}}\n"])
        let (theme, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        #expect(theme == nil)
        #expect(relative(diagnostics, in: scratch) == [
            "/Templates/ping.mustache:1:1: error: these templates include each other in a cycle ('ping' → 'pong' → 'ping'), which would never finish rendering [template_error]",
        ])
    }

    @Test func sectionsNestedTooDeepAreAnErrorAtTheDeepestOne() throws {
        let depth = ThemeIncludes.sectionDepthLimit + 1
        let text = String(repeating: "{{#a}}", count: depth) + String(repeating: "{{/a}}", count: depth) + "\n"
        let scratch = try overrides(["code-block.mustache": text])
        let (theme, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        #expect(theme == nil)
        #expect(relative(diagnostics, in: scratch) == [
            "/Templates/code-block.mustache:1:\(6 * ThemeIncludes.sectionDepthLimit + 1): error: sections nest more than \(ThemeIncludes.sectionDepthLimit) deep here; flatten the template [template_error]",
        ])
    }

    @Test func aTemplateThatIsNotUTF8IsAnError() throws {
        let scratch = try overrides([:])
        try Data([0x3C, 0x70, 0x3E, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: scratch.path + "/Templates/code-block.mustache"))
        let (theme, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        #expect(theme == nil)
        #expect(relative(diagnostics, in: scratch) == ["/Templates/code-block.mustache:1:1: error: this template is not valid UTF-8 text [template_error]"])
    }

    @Test func anIncludedPartialThatDoesNotExistIsNamed() throws {
        let layout = try String(contentsOfFile: Repository.templates + "/layout.mustache", encoding: .utf8)
        let scratch = try overrides(["layout.mustache": layout.replacingOccurrences(of: "{{> toc}}", with: "{{> toc}}  {{> footer }}")])
        let (theme, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        let line = layout.sourceLines().firstIndex { $0.contains("{{> toc}}") }! + 1
        #expect(theme == nil)
        #expect(relative(diagnostics, in: scratch) == [
            "/Templates/layout.mustache:\(line):12: error: this template includes the partial 'footer', but the theme has no 'footer.mustache' [template_error]",
        ])
    }

    /// Includes are found byte by byte: each on a line, a name trimmed of white space, columns
    /// in bytes after text that is not ASCII, and an include left open ending its line's search.
    @Test func includesAreFoundWithTheirLinesAndColumns() {
        let text = "a {{> one }}{{>two}}\n{{>open\n é{{{>three}}} {{#x}}{{>four}}{{/x}}\n"
        let found = Theme.partialNames(in: text)
        #expect(found.map(\.name) == ["one", "two", "three", "four"])
        #expect(found.map(\.line) == [1, 1, 3, 3])
        #expect(found.map(\.column) == [3, 13, 5, 23])
    }

    /// A misspelt override would leave the built-in file in place without a word.
    @Test func anOverrideThatReplacesNothingIsAWarning() throws {
        let scratch = try overrides(["layuot.mustache": "<html></html>"])
        let (theme, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        #expect(theme != nil)
        #expect(relative(diagnostics, in: scratch) == [
            "/Templates/layuot.mustache:1:1: warning: this template replaces no built-in template and no template includes it, so it is never used; did you mean 'layout.mustache'? [template_error]",
        ])
    }

    @Test func anUnclosedTagSaysSo() throws {
        let scratch = try overrides(["toc.mustache": "<nav>\n{{name\n"])
        let (_, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        #expect(diagnostics.map(\.message) == ["this template does not parse: the template ends inside a tag: a {{ is not closed with }}"])
    }

    /// The parser gives up on a tag where it finds a character a name cannot hold; the tag that
    /// is not closed opens before, and that is where it is reported.
    @Test func aTagNotClosedIsReportedWhereItOpens() throws {
        let scratch = try overrides(["layout.mustache": "<html>\n<title>{{title</title>\n<body>{{{content}}}</body></html>\n"])
        let (_, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        #expect(relative(diagnostics, in: scratch) == [
            "/Templates/layout.mustache:2:8: error: this template does not parse: a tag is not closed with }} [template_error]",
        ])
    }

    @Test func aMissingFolderIsADiagnostic() {
        let (_, diagnostics) = Theme.load(overrides: "/nonexistent/Templates")
        #expect(diagnostics.map(\.description) == [
            "/nonexistent/Templates:1:1: error: templates folder '/nonexistent/Templates' does not exist; pass the folder of your template overrides with --templates DIR, or leave it out to use the built-in theme [missing_file]",
        ])
    }

    @Test func aThemeFileCannotReplaceAFileDSGenWrites() throws {
        let scratch = try overrides(["tokens.css": ":root {}"])
        let builder = SiteBuilder(options: BuildOptions(contentDirectory: Repository.basicContent, templatesDirectory: scratch.path + "/Templates", outputDirectory: "unused"))
        #expect {
            try builder.render()
        } throws: { error in
            relative((error as? DiagnosticError)?.diagnostics ?? [], in: scratch) == [
                "/Templates/tokens.css:1:1: error: this file and dsgen's own 'tokens.css' would both be published as 'tokens.css'; rename one of them [duplicate_output]",
            ]
        }
    }
}
