@testable import DSGenCore
@testable import DSGenLint
@testable import DSGenSwift
import Testing

/// The pages' Swift fences: positions point into the Markdown file, and counter-examples must break a rule.
struct DocFenceTests {
    @Test func findingsPointAtTheMarkdownLineAndColumn() {
        let page = "# Page\n\nSome prose.\n\n```swift\nText(\"a\")\n    .padding(16)\n```\n"
        let results = LintFixture.lintPage(page)
        #expect(results.flatMap(\.findings).map(\.location.description) == ["page.md:7:14"])
    }

    @Test func aFenceInsideAListItemKeepsItsIndentation() {
        let page = "# Page\n\n1. Never hard-code spacing\n   ```swift\n   Text(\"a\").padding(16)\n   ```\n"
        let findings = LintFixture.lintPage(page).flatMap(\.findings)
        #expect(findings.map(\.location.description) == ["page.md:5:22"])
        #expect(findings.first?.utf16Column == 22)
    }

    @Test func aCounterexampleDemonstratesItsFindingsInsteadOfReportingThem() {
        let page = """
        # Page

        ```swift
        // ❌ DON'T
        Text("a").padding(16)

        // ✅ DO
        Text("a").padding(DesignSystem.Spacing.md)
        ```
        """
        let result = LintFixture.lintPage(page)
        #expect(result.flatMap(\.findings).isEmpty)
        #expect(
            result.flatMap(\.demonstrated).map { "\($0.location) [\($0.rule)]" } == ["page.md:5:19 [hardcoded_spacing]"]
        )
    }

    @Test func aCounterexampleThatBreaksNoRuleIsReported() {
        let page =
            "# Page\n\n```swift\n// ❌ DON'T\nText(\"a\").padding(DesignSystem.Spacing.md)\n\n// ✅ " +
                "DO\nText(\"a\").padding(16)\n```\n"
        let findings = LintFixture.lintPage(page).flatMap(\.findings)
        #expect(
            findings.map { "\($0.location) [\($0.rule)]" } == [
                "page.md:4:1 [counterexample_passes]", "page.md:8:19 [hardcoded_spacing]",
            ])
    }

    @Test func eachCounterexampleOfAFenceIsCheckedOnItsOwn() {
        let page =
            "# Page\n\n```swift\n// DON'T\n.padding(16)\n// DO\n.padding(DesignSystem.Spacing.md)\n// " +
                "DON'T\n.padding(DesignSystem.Spacing.md)\n```\n"
        let findings = LintFixture.lintPage(page).flatMap(\.findings)
        #expect(findings.map { "\($0.location) [\($0.rule)]" } == ["page.md:8:1 [counterexample_passes]"])
    }

    @Test func aPartialSnippetIsNotASyntaxError() {
        let findings = LintFixture.lintPage("# Page\n\n```swift\nfunc badge() -> some View { ... }\n```\n").flatMap(
            \.findings)
        #expect(findings.isEmpty)
    }

    @Test func markersOutsideFencesAreOrdinaryComments() {
        let code = "// ❌ DON'T\nText(\"a\").padding(16)\n"
        #expect(LintFixture.lint(code).findings.map(\.rule) == [.hardcodedSpacing])
        // Beside a suppression, which makes the file's comments be read, a marker still means nothing.
        let suppressed =
            "// ❌ DON'T: the old layout\n// dsgen:disable:next hardcoded_color\nlet a = " +
                "Text(\"x\").foregroundStyle(Color.red)\nlet b = Text(\"x\").padding(16)\n"
        #expect(
            LintFixture.lint(suppressed).findings.map { "\($0.location.line) \($0.rule)" } == ["4 hardcoded_spacing"])
    }

    @Test func aSentenceStartingWithDoIsNotAMarker() {
        let page =
            "# Page\n\n```swift\n// ❌ DON'T\n.padding(16)\n// DO NOT use literals below either\n.padding(8)\n```\n"
        let result = LintFixture.lintPage(page)
        #expect(result.flatMap(\.findings).isEmpty)
        #expect(result.flatMap(\.demonstrated).count == 2)
    }

    @Test func aCounterexampleOfARuleTurnedOffStillCounts() {
        var configuration = LintConfiguration()
        configuration.severities["hardcoded_radius"] = .some(nil)
        let page = "# Page\n\n```swift\n// ❌ DON'T\nText(\"a\").cornerRadius(12)\n```\n"
        let results = LintFixture.linter(configuration).lint(
            SwiftSource.fences(of: [PageParser.parse(page, path: "p.md", displayPath: "p.md")]))
        #expect(results.flatMap(\.findings).isEmpty)
    }
}
