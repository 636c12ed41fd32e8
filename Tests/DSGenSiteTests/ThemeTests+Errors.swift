import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// A theme that does not load: templates that do not parse, include themselves or what is not there.
extension ThemeTests {
    @Test func aBrokenOverrideIsReportedAtItsLineAndColumn() throws {
        let scratch = try overrides(["code-block.mustache": "<pre>\n{{#code}}{{.}}\n</pre>\n"])
        let (theme, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        #expect(theme == nil)
        #expect(
            diagnostics.map {
                "\($0.location.path.replacingOccurrences(of: scratch.path, with: "")):\($0.location.line) " +
                    "[\($0.rule)] \($0.message)"
            } == [
                "/Templates/code-block.mustache:4 [template_error] this template does not parse: a section is never " +
                    "closed ({{/name}} is missing)"
        ])
    }

    @Test func aTemplateThatIncludesItselfIsAnErrorNamingTheCycle() throws {
        let scratch = try overrides(["code-block.mustache": "<pre>\n{{> code-block}}\n</pre>\n"])
        let (theme, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        #expect(theme == nil)
        #expect(relative(diagnostics, in: scratch) == [
                "/Templates/code-block.mustache:2:1: error: this template includes itself ('code-block'), which " +
                    "would never finish rendering [template_error]"
        ])
    }

    @Test func templatesThatIncludeEachOtherAreAnErrorNamingTheCycle() throws {
        let scratch = try overrides([
            "code-block.mustache": "<pre>{{> ping}}</pre>\n", "ping.mustache": "{{> pong}}\n",
            "pong.mustache": "x {{> ping}}\n",
        ])
        let (theme, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        #expect(theme == nil)
        #expect(relative(diagnostics, in: scratch) == [
                "/Templates/ping.mustache:1:1: error: these templates include each other in a cycle ('ping' → 'pong' " +
                    "→ 'ping'), which would never finish rendering [template_error]"
        ])
    }

    @Test func sectionsNestedTooDeepAreAnErrorAtTheDeepestOne() throws {
        let depth = ThemeIncludes.sectionDepthLimit + 1
        let text = String(repeating: "{{#a}}", count: depth) + String(repeating: "{{/a}}", count: depth) + "\n"
        let scratch = try overrides(["code-block.mustache": text])
        let (theme, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        #expect(theme == nil)
        #expect(relative(diagnostics, in: scratch) == [
                "/Templates/code-block.mustache:1:\(6 * ThemeIncludes.sectionDepthLimit + 1): error: sections nest " +
                    "more than \(ThemeIncludes.sectionDepthLimit) deep here; flatten the template [template_error]"
        ])
    }

    @Test func aTemplateThatIsNotUTF8IsAnError() throws {
        let scratch = try overrides([:])
        try Data([0x3C, 0x70, 0x3E, 0xFF, 0xFE, 0x0A]).write(
            to: URL(fileURLWithPath: scratch.path + "/Templates/code-block.mustache"))
        let (theme, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        #expect(theme == nil)
        #expect(
            relative(diagnostics, in: scratch) == [
                "/Templates/code-block.mustache:1:1: error: this template is not valid UTF-8 text [template_error]"
            ])
    }

    @Test func anIncludedPartialThatDoesNotExistIsNamed() throws {
        let layout = try String(contentsOfFile: Repository.templates + "/layout.mustache", encoding: .utf8)
        let scratch = try overrides([
            "layout.mustache": layout.replacingOccurrences(of: "{{> toc}}", with: "{{> toc}}  {{> footer }}")
        ])
        let (theme, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        let line = layout.sourceLines().firstIndex { $0.contains("{{> toc}}") }! + 1
        #expect(theme == nil)
        #expect(relative(diagnostics, in: scratch) == [
                "/Templates/layout.mustache:\(line):12: error: this template includes the partial 'footer', but the " +
                    "theme has no 'footer.mustache' [template_error]"
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
                "/Templates/layuot.mustache:1:1: warning: this template replaces no built-in template and no " +
                    "template includes it, so it is never used; did you mean 'layout.mustache'? [template_error]"
        ])
    }

    @Test func anUnclosedTagSaysSo() throws {
        let scratch = try overrides(["toc.mustache": "<nav>\n{{name\n"])
        let (_, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        #expect(
            diagnostics.map(\.message) == [
                "this template does not parse: the template ends inside a tag: a {{ is not closed with }}"
            ])
    }

    /// The parser gives up on a tag where it finds a character a name cannot hold; the tag that
    /// is not closed opens before, and that is where it is reported.
    @Test func aTagNotClosedIsReportedWhereItOpens() throws {
        let scratch = try overrides([
            "layout.mustache": "<html>\n<title>{{title</title>\n<body>{{{content}}}</body></html>\n"
        ])
        let (_, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        #expect(relative(diagnostics, in: scratch) == [
                "/Templates/layout.mustache:2:8: error: this template does not parse: a tag is not closed with }} " +
                    "[template_error]"
        ])
    }

    @Test func aMissingFolderIsADiagnostic() {
        let (_, diagnostics) = Theme.load(overrides: "/nonexistent/Templates")
        #expect(diagnostics.map(\.description) == [
                "/nonexistent/Templates:1:1: error: templates folder '/nonexistent/Templates' does not exist; pass " +
                    "the folder of your template overrides with --templates DIR, or leave it out to use the built-in " +
                    "theme [missing_file]"
        ])
    }

    @Test func aThemeFileCannotReplaceAFileDSGenWrites() throws {
        let scratch = try overrides(["tokens.css": ":root {}"])
        let builder = SiteBuilder(
            options: BuildOptions(
                contentDirectory: Repository.basicContent, templatesDirectory: scratch.path + "/Templates",
                outputDirectory: "unused"))
        #expect {
            try builder.render()
        } throws: { error in
            relative((error as? DiagnosticError)?.diagnostics ?? [], in: scratch) == [
                "/Templates/tokens.css:1:1: error: this file and dsgen's own 'tokens.css' would both be published as " +
                    "'tokens.css'; rename one of them [duplicate_output]"
            ]
        }
    }
}
