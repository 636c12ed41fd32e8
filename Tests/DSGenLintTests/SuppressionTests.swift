@testable import DSGenCore
@testable import DSGenLint
import Testing

/// `dsgen:disable` comments silence exactly what they name, and say so when they silence nothing.
struct SuppressionTests {
    private func summary(_ code: String) -> [String] {
        LintFixture.lint(code).findings.map {
            "\($0.location.line):\($0.location.column) \($0.severity.rawValue) [\($0.rule)]"
        }
    }

    @Test func disableNextSilencesTheNextLineOnly() {
        let code = """
        // dsgen:disable:next hardcoded_spacing
        Text("a").padding(16)
        Text("b").padding(16)
        """
        #expect(summary(code) == ["3:19 error [hardcoded_spacing]"])
    }

    @Test func aRangeSilencesUntilItsEnable() {
        let code = """
        // dsgen:disable hardcoded_spacing, hardcoded_color
        Text("a").padding(16).background(Color.red)
        Text("b").padding(8)
        // dsgen:enable hardcoded_spacing
        Text("c").padding(8).background(Color.red)
        """
        #expect(summary(code) == ["5:19 error [hardcoded_spacing]"])
    }

    @Test func allSilencesEveryRule() {
        let code = "// dsgen:disable:next all\nText(\"a\").padding(16).background(Color.red)\n"
        #expect(summary(code).isEmpty)
    }

    @Test func aSuppressionThatSilencesNothingIsReported() {
        let code = "// dsgen:disable:next hardcoded_color\nText(\"a\").padding(16)\n"
        #expect(summary(code) == ["1:1 warning [unused_suppression]", "2:19 error [hardcoded_spacing]"])
        let message = LintFixture.lint(code).findings.first?.message
        #expect(message == "'dsgen:disable' of hardcoded_color suppresses nothing here; remove it")
    }

    @Test func aSuppressionOfAnUnknownRuleSuggestsTheRightOne() {
        let findings = LintFixture.lint("Text(\"a\").padding(16) // dsgen:disable:next hardcoded_spacin\n").findings
        #expect(findings.map(\.message).contains("'hardcoded_spacin' is not a rule; did you mean 'hardcoded_spacing'?"))
    }

    @Test func theUnusedSuppressionWarningCanBeTurnedOff() {
        var configuration = LintConfiguration()
        configuration.severities["unused_suppression"] = .some(nil)
        let findings = LintFixture.lint(
            "// dsgen:disable:next hardcoded_color\nlet x = 1\n", configuration: configuration
        ).findings
        #expect(findings.isEmpty)
    }
}
