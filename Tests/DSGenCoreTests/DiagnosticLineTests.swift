import Testing
@testable import DSGenCore

/// A diagnostic prints as one line that editors and CI logs can link, whatever it quotes.
struct DiagnosticLineTests {
    @Test func controlCharactersInAPathAreEscaped() {
        let diagnostic = Diagnostic(
            .unreadableFile, at: SourceLocation(path: "Content/a\nb\t\u{1B}.md", line: 2, column: 3),
            "cannot read this file")
        #expect(
            diagnostic.description == "Content/a\\nb\\t\\u{1B}.md:2:3: error: cannot read this file [unreadable_file]")
    }

    @Test func aHugeQuotedValueIsCutInTheMiddle() {
        let value = String(repeating: "A", count: 1_000_000)
        let diagnostic = Diagnostic(
            .malformedColor, at: SourceLocation(path: "c.md", line: 1, column: 1),
            "'#\(value)B' is not a hex colour: write #RRGGBB")
        #expect(
            diagnostic.description == "c.md:1:1: error: '#" + String(repeating: "A", count: 58)
                + "…(1000004 characters)…" + String(repeating: "A", count: 18)
                + "B' is not a hex colour: write #RRGGBB [malformed_color]")
    }

    @Test func aLongMessageOfOrdinaryWordsKeepsItsStartAndEnd() {
        let message = String(repeating: "word ", count: 400) + "end"
        let line = Diagnostic(.invalidValue, at: SourceLocation(path: "c.md", line: 1, column: 1), message).description
        #expect(line.count < 1_100)
        #expect(line.hasPrefix("c.md:1:1: error: word word"))
        #expect(line.hasSuffix("word end [invalid_value]"))
        #expect(line.contains(" … "))
    }

    @Test func aLongPathIsQuotedWhole() {
        let path = "/Users/someone/Developer/" + String(repeating: "Nested/", count: 18) + "Content"
        let line = Diagnostic(.missingFile, at: .start(of: "x"), "content folder '\(path)' does not exist").description
        #expect(line.contains(path))
    }

    @Test func anOrdinaryMessageIsPrintedAsItIs() {
        let diagnostic = Diagnostic(
            .warning, .brokenLink, at: SourceLocation(path: "Content/Farben und Töne.md", line: 4, column: 9),
            "no page 'x.md' here")
        #expect(diagnostic.description == "Content/Farben und Töne.md:4:9: warning: no page 'x.md' here [broken_link]")
    }
}
