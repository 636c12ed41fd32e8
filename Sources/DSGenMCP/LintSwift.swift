import DSGenCore
import DSGenLint
import DSGenSwift
import MCP

/// `lint_swift`: lint's findings on a Swift snippet, each with the token that fixes it.
enum LintSwift {
    static let tool = Tool(
        name: "lint_swift",
        description: "Check SwiftUI code against the design system, as dsgen lint does: hard-coded spacing, " +
            "radii, colours, fonts and materials where a token exists, unknown and deprecated tokens. Each " +
            "finding names the token that fixes it and, where one token does, the replacement text.",
        inputSchema: .object([
            "type": "object",
            "properties": .object([
                "code": .object(["type": "string", "description": "Swift source: a view, a file"]),
            ]),
            "required": .array(["code"]),
        ]),
        annotations: .init(readOnlyHint: true)
    )

    static func answer(_ arguments: [String: Value], in snapshot: ContentState.Snapshot) throws -> ToolAnswer {
        let code = try Arguments.string("code", in: arguments)
        let result = snapshot.linter.lint(SwiftSource(path: "snippet.swift", text: code, origin: .file))
        let findings = result.findings
        if let syntax = findings.first(where: { $0.rule == .swiftSyntax }) {
            throw ToolRefusal("the snippet does not parse: \(syntax.location.line):\(syntax.location.column): " +
                syntax.message)
        }
        let lines = findings.map { finding in
            "\(finding.location.line):\(finding.location.column): \(finding.severity.rawValue): " +
                "\(finding.message) [\(finding.rule)]"
        }
        return ToolAnswer(
            text: lines.isEmpty ? "No findings: the code is on-token." : lines.joined(separator: "\n"),
            structured: .object(["findings": .array(findings.map { finding in
                var object: [String: Value] = [
                    "line": .int(finding.location.line), "column": .int(finding.location.column),
                    "severity": .string(finding.severity.rawValue), "rule": .string(finding.rule.rawValue),
                    "message": .string(finding.message),
                ]
                if let fix = finding.fix {
                    let utf8 = Array(code.utf8)
                    if fix.range.lowerBound >= 0, fix.range.upperBound <= utf8.count {
                        object["replaces"] = .string(String(decoding: utf8[fix.range], as: UTF8.self))
                    }
                    object["replacement"] = .string(fix.replacement)
                }
                return .object(object)
            })])
        )
    }
}
