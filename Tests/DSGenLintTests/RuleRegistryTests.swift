@testable import DSGenCore
@testable import DSGenLint
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The rule registry holds every rule id dsgen can print: each one the sources declare
/// (`static let name: RuleID = "…"`) is listed once, can be set in `dsgen.yml` unless it is about
/// dsgen's own run, and has its own index in SARIF.
struct RuleRegistryTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../Sources"
    ).standardized

    /// The rule ids the sources declare, read with swift-syntax.
    static let declared: [String] = {
        final class Declarations: SyntaxVisitor {
            var ids: [String] = []
            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                for binding in node.bindings where binding.typeAnnotation?.type.trimmedDescription == "RuleID" {
                    if let literal = binding.initializer?.value.as(StringLiteralExprSyntax.self),
                        let text = literal.representedLiteralValue
                    {
                        ids.append(text)
                    }
                }
                return .skipChildren
            }
        }
        let visitor = Declarations(viewMode: .sourceAccurate)
        let files =
            FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter {
                $0.hasSuffix(".swift")
            } ?? []
        for file in files {
            // Only a file that names the type can declare one: the others are not parsed (a debug
            // build's parser is slow, and the test runs beside timing-sensitive ones).
            guard let text = try? String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8),
                  text.contains("RuleID") else { continue }
            visitor.walk(Parser.parse(source: text))
        }
        return visitor.ids.sorted()
    }()

    @Test func everyDeclaredRuleIsInTheRegistryAndNothingElse() {
        #expect(Self.declared.count > 50)
        #expect(
            Set(Self.declared) == Set(LintRules.ids),
            """
            missing: \(Set(Self.declared).subtracting(LintRules.ids).sorted()); \
            extra: \(Set(LintRules.ids).subtracting(Self.declared).sorted())
            """
        )
    }

    @Test func everyRuleButDsgensOwnRunCanBeSetInTheConfiguration() throws {
        for rule in LintRules.all {
            let result = ConfigurationReader.parse("rules:\n  \(rule.id): off\n", path: "dsgen.yml")
            switch (rule.stage.isConfigurable, result) {
            case (true, .success(let configuration)):
                #expect(configuration.severity(of: rule.id, default: rule.severity) == nil, "\(rule.id)")
            case (false, .failure(let diagnostic)):
                #expect(diagnostic.message.contains("cannot be configured"), "\(rule.id)")
            default:
                Issue.record("\(rule.id) (\(rule.stage)): \(result)")
            }
        }
    }

    @Test func aLoadWarningTurnedOffIsGoneAndOneTurnedToAnErrorFails() throws {
        let warning = Diagnostic(
            .warning, .formatDeviation, at: SourceLocation(path: "a.tokens.json", line: 2, column: 3), "assumed")
        let off = try ConfigurationReader.parse("rules:\n  format_deviation: off\n", path: "dsgen.yml").get()
        let error = try ConfigurationReader.parse("rules:\n  format_deviation: error\n", path: "dsgen.yml").get()
        let system = DesignSystem(pages: [], blocks: [], tokens: [])
        #expect(Linter(system: system, configuration: off).lintSpec(loading: [warning]).isEmpty)
        #expect(Linter(system: system, configuration: error).lintSpec(loading: [warning]).map(\.severity) == [.error])
    }

    @Test func everyRuleHasItsOwnIndexInSARIF() throws {
        let findings = LintRules.all.enumerated().map { index, rule in
            Finding(
                diagnostic: Diagnostic(
                    rule.severity, rule.id, at: SourceLocation(path: "a.swift", line: index + 1, column: 1), "a finding"
                ))
        }
        let output = ReporterKind.sarif.render(LintReport(findings: findings, paths: ["a.swift"]))
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == LintRules.all.count)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }
}
