@testable import DSGenCore
@testable import DSGenLint
import Testing

/// Every rule's own examples: triggering ones report exactly at their `↓` markers, and nowhere
/// once put inside a comment or a string; non-triggering ones report nothing.
struct RuleExampleTests {
    static let swiftRules = SwiftRules.all.map(\.description)
    static let specRules = SpecRules.all

    @Test(arguments: swiftRules)
    func swiftRuleExamples(_ rule: RuleDescription) {
        #expect(!rule.triggering.isEmpty && !rule.nonTriggering.isEmpty, "\(rule.id) needs examples of both sorts")
        for example in rule.triggering {
            let marked = MarkedExample(example)
            #expect(!marked.markers.isEmpty, "a triggering example of \(rule.id) marks no position: \(example)")
            let found = positions(LintFixture.lint(marked.text).findings, rule: rule.id)
            #expect(found == marked.markers, "\(rule.id) on: \(marked.text)")

            let commented = marked.text.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }
                .joined(separator: "\n")
            #expect(
                positions(LintFixture.lint(commented).findings, rule: rule.id).isEmpty,
                "\(rule.id) inside a comment: \(commented)")
            let quoted = "let text = #\"\"\"\n" + marked.text + "\n\"\"\"#\n"
            #expect(
                positions(LintFixture.lint(quoted).findings, rule: rule.id).isEmpty,
                "\(rule.id) inside a string: \(quoted)")
        }
        for example in rule.nonTriggering {
            let findings = LintFixture.lint(example).findings.filter { $0.rule == rule.id }
            #expect(
                findings.isEmpty, "\(rule.id) should not trigger on: \(example) but found \(findings.map(\.message))")
        }
    }

    @Test(arguments: specRules.map(\.description.id.rawValue))
    func specRuleExamples(_ id: String) {
        let rule = SpecRules.all.first { $0.description.id.rawValue == id }!
        for example in rule.description.triggering {
            let marked = MarkedExample("# Page\n\n" + example + "\n")
            let (system, diagnostics) = DesignSystem.read([
                PageParser.parse(marked.text, path: "page.md", displayPath: "page.md")
            ])
            #expect(diagnostics.isEmpty, "the example's spec has errors: \(diagnostics)")
            let found = rule.check(system, configuration: LintConfiguration()).sorted().map {
                "\($0.location.line):\($0.location.column)"
            }
            #expect(found == marked.markers, "\(id) on: \(example)")
        }
        for example in rule.description.nonTriggering {
            let (system, diagnostics) = DesignSystem.read([
                PageParser.parse("# Page\n\n" + example + "\n", path: "page.md", displayPath: "page.md")
            ])
            #expect(diagnostics.isEmpty, "the example's spec has errors: \(diagnostics)")
            #expect(
                rule.check(system, configuration: LintConfiguration()).isEmpty,
                "\(id) should not trigger on: \(example)")
        }
    }

    /// The drift rules read token files: each example is checked as the only one, against the
    /// fixture's spec. Several findings may stand at one marker (each token a type lacks), so
    /// markers are compared with the places findings stand, not with each finding.
    @Test(arguments: DriftRules.all)
    func driftRuleExamples(_ rule: RuleDescription) {
        #expect(!rule.triggering.isEmpty && !rule.nonTriggering.isEmpty, "\(rule.id) needs examples of both sorts")
        for example in rule.triggering {
            let marked = MarkedExample(example)
            #expect(!marked.markers.isEmpty, "a triggering example of \(rule.id) marks no position: \(example)")
            let found = Set(positions(LintFixture.checkDrift(marked.text), rule: rule.id))
            #expect(found == Set(marked.markers), "\(rule.id) on: \(marked.text)")

            let commented = marked.text.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }
                .joined(separator: "\n")
            #expect(
                positions(LintFixture.checkDrift(commented), rule: rule.id).isEmpty,
                "\(rule.id) inside a comment: \(commented)")
            let quoted = "let text = #\"\"\"\n" + marked.text + "\n\"\"\"#\n"
            #expect(
                positions(LintFixture.checkDrift(quoted), rule: rule.id).isEmpty,
                "\(rule.id) inside a string: \(quoted)")
        }
        for example in rule.nonTriggering {
            let findings = LintFixture.checkDrift(example).filter { $0.rule == rule.id }
            #expect(
                findings.isEmpty, "\(rule.id) should not trigger on: \(example) but found \(findings.map(\.message))")
        }
    }

    @Test func everyRuleHasADistinctIDAndASummary() {
        let ids = LintRules.all.map(\.id.rawValue)
        #expect(Set(ids).count == ids.count)
        #expect(LintRules.all.allSatisfy { !$0.summary.isEmpty })
    }
}

extension RuleDescription: CustomTestStringConvertible {
    public var testDescription: String { id.rawValue }
}
