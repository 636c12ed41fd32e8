import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

struct ThemeTests {
    /// A copy of the default theme with `changes` applied (nil removes a file).
    private func theme(_ changes: [String: String?]) throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        try scratch.copy(Repository.templates, to: "Templates")
        for (name, text) in changes {
            if let text { try scratch.write(text, to: "Templates/" + name) } else { try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("Templates/" + name)) }
        }
        return scratch
    }

    @Test func theDefaultThemeLoads() {
        let (theme, diagnostics) = Theme.load(directory: Repository.templates)
        #expect(diagnostics.isEmpty)
        #expect(theme?.assets.keys.sorted() == ["assets/site.js", "assets/style.css"])
    }

    @Test func aBrokenTemplateIsReportedAtItsLineAndColumn() throws {
        let scratch = try theme(["code-block.mustache": "<pre>\n{{#code}}{{.}}\n</pre>\n"])
        let (theme, diagnostics) = Theme.load(directory: scratch.path + "/Templates")
        #expect(theme == nil)
        #expect(diagnostics.map { "\($0.location.path.replacingOccurrences(of: scratch.path, with: "")):\($0.location.line) [\($0.rule)] \($0.message)" } == [
            "/Templates/code-block.mustache:4 [template_error] this template does not parse: a section is never closed ({{/name}} is missing)",
        ])
    }

    @Test func aMissingTemplateIsNamed() throws {
        let scratch = try theme(["token-block.mustache": nil])
        let (_, diagnostics) = Theme.load(directory: scratch.path + "/Templates")
        #expect(diagnostics.map(\.description) == [
            "\(scratch.path)/Templates/token-block.mustache:1:1: error: the theme has no 'token-block.mustache' template; dsgen renders every page with it [missing_file]",
        ])
    }

    @Test func aMissingPartialIsNamedToo() throws {
        let scratch = try theme(["nav.mustache": nil, "toc.mustache": nil])
        let (_, diagnostics) = Theme.load(directory: scratch.path + "/Templates")
        #expect(diagnostics.map { $0.location.path.replacingOccurrences(of: scratch.path, with: "") } == ["/Templates/nav.mustache", "/Templates/toc.mustache"])
    }

    @Test func anIncludedPartialThatDoesNotExistIsReported() throws {
        let layout = try String(contentsOfFile: Repository.templates + "/layout.mustache", encoding: .utf8)
        let scratch = try theme(["layout.mustache": layout.replacingOccurrences(of: "{{> toc}}", with: "{{> toc}}  {{> footer }}")])
        let (theme, diagnostics) = Theme.load(directory: scratch.path + "/Templates")
        let line = layout.sourceLines().firstIndex { $0.contains("{{> toc}}") }! + 1
        #expect(theme == nil)
        #expect(diagnostics.map(\.description) == [
            "\(scratch.path)/Templates/layout.mustache:\(line):12: error: this template includes the partial 'footer', but the theme has no 'footer.mustache' [template_error]",
        ])
    }

    @Test func anUnclosedTagSaysSo() throws {
        let scratch = try theme(["toc.mustache": "<nav>\n{{name\n"])
        let (_, diagnostics) = Theme.load(directory: scratch.path + "/Templates")
        #expect(diagnostics.map(\.message) == ["this template does not parse: the template ends inside a tag: a {{ is not closed with }}"])
    }

    @Test func aMissingFolderIsADiagnostic() {
        let (_, diagnostics) = Theme.load(directory: "/nonexistent/Templates")
        #expect(diagnostics.map(\.rule) == [.missingFile])
    }
}
