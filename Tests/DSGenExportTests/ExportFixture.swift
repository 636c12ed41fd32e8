import DSGenCore
import Testing

/// Design systems for the emitters' tests, read from Markdown written in the test.
enum ExportFixture {
    /// The design system of one page; a spec with errors fails the test that reads it.
    static func system(_ markdown: String, path: String = "index.md") throws -> DesignSystem {
        let page = PageParser.parse("# Tokens\n\n" + markdown, path: path, displayPath: "Content/" + path)
        let (system, diagnostics) = DesignSystem.read([page])
        try #require(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        return system
    }
}
