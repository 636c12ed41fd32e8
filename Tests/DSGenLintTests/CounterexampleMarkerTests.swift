@testable import DSGenCore
@testable import DSGenLint
@testable import DSGenSwift
import Testing

/// Only an explicit marker starts a counter-example: ❌ alone marks many other things on real pages.
struct CounterexampleMarkerTests {
    private func regions(
        _ page: String, system: DesignSystem = LintFixture.system
    ) -> (findings: [String], demonstrated: [String]) {
        let results = Linter(system: system, configuration: LintConfiguration())
            .lint(SwiftSource.fences(of: [PageParser.parse(page, path: "page.md", displayPath: "page.md")]))
        return (
            results.flatMap(\.findings).map { "\($0.location.line) \($0.rule)" },
            results.flatMap(\.demonstrated).map { "\($0.location.line) \($0.rule)" }
        )
    }

    @Test(arguments: [
        "// ❌ DON'T", "// DON'T", "// ❌ DON’T: the old way", "// ❌️ DON'T", "// ❌ DON'T hard-code spacing",
        "/* DON'T */",
    ])
    func anExplicitMarkerStartsACounterexample(marker: String) {
        let result = regions("# Page\n\n```swift\n\(marker)\nText(\"a\").padding(16)\n```\n")
        #expect(result.findings.isEmpty)
        #expect(result.demonstrated == ["5 hardcoded_spacing"])
    }

    @Test(arguments: [
        "// ❌ error: cannot find 'x' in scope", "// ❌", "// ❌ Compiler error", "// DON'T hard-code", "// ✅ DO: nothing",
        "// Do not",
    ])
    func anyOtherCommentStartsNoCounterexample(comment: String) {
        let result = regions("# Page\n\n```swift\n\(comment)\nText(\"a\").padding(16)\n```\n")
        #expect(result.findings == ["5 hardcoded_spacing"])
        #expect(result.demonstrated.isEmpty)
    }

    @Test func aCompilerErrorMarkedWithTheCrossIsNoCounterexample() {
        let page = """
        # Sendable

        ```swift
        let value = NonSendable()
        Task { print(value) } // ❌ error: capture of 'value' with non-sendable type
        // ✅ compiles
        Task { @MainActor in print(value) }
        ```
        """
        #expect(regions(page) == ([], []))
    }

    @Test(arguments: ["// ✅ DO", "// DO", "// ✅ DO: use the token", "// ✅ DO use the token"])
    func anExplicitDoMarkerEndsACounterexample(marker: String) {
        let result = regions(
            "# Page\n\n```swift\n// ❌ DON'T\nText(\"a\").padding(16)\n\(marker)\nText(\"a\").padding(8)\n```\n")
        #expect(result.findings == ["7 hardcoded_spacing"])
        #expect(result.demonstrated == ["5 hardcoded_spacing"])
    }

    @Test func aCounterexampleCannotFailWithoutTokensOfTheCheckedKinds() {
        let (empty, diagnostics) = DesignSystem.read([
            PageParser.parse("# No tokens\n", path: "index.md", displayPath: "index.md")
        ])
        #expect(diagnostics.isEmpty)
        let page =
            "# Page\n\n```swift\n// ❌ DON'T\nText(\"a\").padding(16).foregroundStyle(Color.red)\n// ✅ " +
                "DO\nText(\"a\")\n```\n"
        #expect(regions(page, system: empty) == ([], []))
        // With tokens, the same counter-example shows what it is about.
        #expect(regions(page).demonstrated == ["5 hardcoded_spacing", "5 hardcoded_color"])
    }

    @Test func aCounterexampleAboutAKindWithoutTokensCannotFail() {
        let spec = "# Colours\n\n```tokens colors kind=color swift=DS.Colors\nerror  red\n```\n"
        let (colorsOnly, diagnostics) = DesignSystem.read([
            PageParser.parse(spec, path: "colors.md", displayPath: "colors.md")
        ])
        #expect(diagnostics.isEmpty)
        // No spacing token: the padding breaks no rule, inside or outside the counter-example.
        let spacing = "# Page\n\n```swift\n// ❌ DON'T\nText(\"a\").padding(16)\n// ✅ DO\nText(\"b\").padding(8)\n```\n"
        #expect(regions(spacing, system: colorsOnly) == ([], []))
        // A counter-example about colours still has to break the colour rule.
        let colors = "# Page\n\n```swift\n// ❌ DON'T\nText(\"a\").foregroundStyle(DS.Colors.error)\n```\n"
        #expect(regions(colors, system: colorsOnly).findings == ["4 counterexample_passes"])
    }

    @Test func aCounterexampleThatBreaksNoRuleIsStillReportedWhenTokensExist() {
        let result = regions("# Page\n\n```swift\n// ❌ DON'T\nText(\"a\")\n```\n")
        #expect(result.findings == ["4 counterexample_passes"])
    }
}
