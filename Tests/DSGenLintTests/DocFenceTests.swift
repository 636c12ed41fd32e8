@testable import DSGenCore
@testable import DSGenLint
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
        #expect(result.flatMap(\.demonstrated).map { "\($0.location) [\($0.rule)]" } == ["page.md:5:19 [hardcoded_spacing]"])
    }

    @Test func aCounterexampleThatBreaksNoRuleIsReported() {
        let page = "# Page\n\n```swift\n// ❌ DON'T\nText(\"a\").padding(DesignSystem.Spacing.md)\n\n// ✅ DO\nText(\"a\").padding(16)\n```\n"
        let findings = LintFixture.lintPage(page).flatMap(\.findings)
        #expect(findings.map { "\($0.location) [\($0.rule)]" } == ["page.md:4:1 [counterexample_passes]", "page.md:8:19 [hardcoded_spacing]"])
    }

    @Test func eachCounterexampleOfAFenceIsCheckedOnItsOwn() {
        let page = "# Page\n\n```swift\n// DON'T\n.padding(16)\n// DO\n.padding(DesignSystem.Spacing.md)\n// DON'T\n.padding(DesignSystem.Spacing.md)\n```\n"
        let findings = LintFixture.lintPage(page).flatMap(\.findings)
        #expect(findings.map { "\($0.location) [\($0.rule)]" } == ["page.md:8:1 [counterexample_passes]"])
    }

    @Test func aPartialSnippetIsNotASyntaxError() {
        let findings = LintFixture.lintPage("# Page\n\n```swift\nfunc badge() -> some View { ... }\n```\n").flatMap(\.findings)
        #expect(findings.isEmpty)
    }

    @Test func markersOutsideFencesAreOrdinaryComments() {
        let code = "// ❌ DON'T\nText(\"a\").padding(16)\n"
        #expect(LintFixture.lint(code).findings.map(\.rule) == [.hardcodedSpacing])
    }
}
