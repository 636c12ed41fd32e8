import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// `Sources/DSGenLint/Rules/RuleLists.swift` is written from the rule files, not by hand: every
/// type that conforms to `SwiftRule` or `SpecRule`, in the order its id is declared in
/// `RuleID+Lint.swift` (the order `dsgen lint --help` lists the rules in). A new rule's file and
/// its id are all a rule needs; `bash scripts/rule-lists.sh` writes the list again, and this test
/// fails until it has.
struct RuleListTests {
    static let lint = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/DSGenLint").standardized
    static let listFile = lint.appendingPathComponent("Rules/RuleLists.swift")

    /// A rule type and the id its description names.
    struct Rule: Equatable {
        var type: String
        var protocolName: String
        var id: String
    }

    /// The rule types of `folders`, read with swift-syntax.
    static func rules(in folders: [String]) throws -> [Rule] {
        final class Rules: SyntaxVisitor {
            var found: [Rule] = []
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                let inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
                guard let conformance = inherited.first(where: { ["SwiftRule", "SpecRule"].contains($0) }) else {
                    return .skipChildren
                }
                let ids = IDs(viewMode: .sourceAccurate)
                ids.walk(node)
                if let id = ids.first {
                    found.append(Rule(type: node.name.text, protocolName: conformance, id: id))
                }
                return .skipChildren
            }
        }
        /// The first `RuleDescription(id: .name, …)`'s name.
        final class IDs: SyntaxVisitor {
            var first: String?
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if first == nil, node.calledExpression.trimmedDescription == "RuleDescription",
                   let id = node.arguments.first(where: { $0.label?.text == "id" }),
                   let member = id.expression.as(MemberAccessExprSyntax.self) {
                    first = member.declName.baseName.text
                }
                return .visitChildren
            }
        }
        let visitor = Rules(viewMode: .sourceAccurate)
        for folder in folders {
            let url = lint.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
            where file.hasSuffix(".swift") {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                visitor.walk(Parser.parse(source: text))
            }
        }
        return visitor.found
    }

    /// The names of the rule ids `RuleID+Lint.swift` declares, in their order there.
    static func declaredIDs() throws -> [String] {
        let text = try String(contentsOf: lint.appendingPathComponent("Engine/RuleID+Lint.swift"), encoding: .utf8)
        return Parser.parse(source: text).tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(let name) = token.tokenKind,
                  token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.let),
                  token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .colon else { return nil }
            return name
        }
    }

    /// The file's text, from the rules and the ids' order.
    static func listText() throws -> String {
        let order = try declaredIDs()
        let rules = try rules(in: ["Rules", "SpecRules"])
        func list(_ protocolName: String) -> String {
            rules.filter { $0.protocolName == protocolName }
                .sorted { (order.firstIndex(of: $0.id) ?? .max) < (order.firstIndex(of: $1.id) ?? .max) }
                .map { "        \($0.type)(),\n" }.joined()
        }
        return """
            // Written by `bash scripts/rule-lists.sh` from the rule files (RuleListTests): do not edit.

            /// Every rule over Swift code, in the order their ids are declared in `RuleID+Lint.swift`,
            /// which is the order `dsgen lint --help` lists them in.
            enum SwiftRules {
                static let all: [any SwiftRule] = [
            \(list("SwiftRule"))    ]
            }

            /// Every rule over the spec, in the order their ids are declared.
            enum SpecRules {
                static let all: [any SpecRule] = [
            \(list("SpecRule"))    ]
            }

            """
    }

    @Test func theRuleListsAreWrittenFromTheRuleFiles() throws {
        let text = try Self.listText()
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try Data(text.utf8).write(to: Self.listFile)
            Issue.record("Wrote \(Self.listFile.lastPathComponent); run again without RECORD_GOLDEN")
            return
        }
        #expect(text == (try String(contentsOf: Self.listFile, encoding: .utf8)), "run bash scripts/rule-lists.sh")
    }

    @Test func everyRuleTypeIsFoundWithItsID() throws {
        let rules = try Self.rules(in: ["Rules", "SpecRules"])
        // Every conformance written on a rule's declaration line is found, and no other type.
        let written = try ["Rules", "SpecRules"].flatMap { folder in
            let url = Self.lint.appendingPathComponent(folder)
            return try FileManager.default.contentsOfDirectory(atPath: url.path).map { file in
                try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                    .matches(of: /struct (\w+): (SwiftRule|SpecRule) \{/).map { String($0.output.1) }
            }.joined()
        }
        #expect(rules.map(\.type).sorted() == written.sorted())
        #expect(rules.filter { $0.protocolName == "SwiftRule" }.count >= 13)
        #expect(rules.filter { $0.protocolName == "SpecRule" }.count >= 5)
        #expect(rules.contains(Rule(type: "HardcodedSpacingRule", protocolName: "SwiftRule", id: "hardcodedSpacing")))
        let declared = try Self.declaredIDs()
        #expect(declared.prefix(2) == ["hardcodedSpacing", "hardcodedColor"])
        #expect(rules.allSatisfy { declared.contains($0.id) })
    }
}
