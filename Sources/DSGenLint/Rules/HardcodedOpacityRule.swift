import DSGenCore
import DSGenSwift
import SwiftSyntax

/// An opacity written as a number where an opacity token exists: `.opacity(0.4)` on a view or on
/// a token's colour. A literal colour's opacity (`Color.black.opacity(0.4)`) is part of a
/// hard-coded colour, which `hardcoded_color` reports whole.
struct HardcodedOpacityRule: SwiftRule {
    var sites: RuleSites { .numbers }
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .hardcodedOpacity,
        summary: "An opacity is written as a number where an opacity token exists.",
        severity: .warning,
        hardcoded: HardcodedValues(allowing: .numbers(byDefault: [0, 1])) { $0.kinds.contains(.opacity) },
        triggering: [
            "Button(\"Save\") {}.opacity(↓0.4)",
            "Text(\"Hi\").background(DesignSystem.Colors.accent.opacity(↓0.15))",
            "Card().opacity(isPressed ? ↓0.7 : 1)",
            "Text(\"Hi\").opacity(↓0.5)",
            "extension View { func dimmed() -> some View { opacity(↓0.4) } }",
        ],
        nonTriggering: [
            "Button(\"Save\") {}.opacity(DesignSystem.Opacity.disabled)",
            "Card().opacity(isVisible ? 1 : 0)",
            "Text(\"Hi\").foregroundStyle(Color.black.opacity(0.4))",
            "Text(\"Hi\").foregroundStyle(.black.opacity(0.4))",
            "Text(\"Hi\").opacity(progress * 0.5)",
            "Text(\"Hi\").transition(.opacity)",
            "enum DesignSystem { enum Opacity { static let disabled = 0.4 } }",
        ]
    )

    func check(_ number: NumberSite, in file: LintFile) {
        guard number.label == nil, number.callName == "opacity", file.looks(file.catalog.kinds.contains(.opacity)),
              !file.isInsideDefinition, !file.configuration.allows(description.id, number: number.value)
        else { return }
        if let base = number.call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
           ColorDefinition(base) != nil { return }
        let match = file.catalog.numbers(number.value, kind: .opacity) { Self.fraction(of: $0.token.values.light) }
        file.report(
            description, at: number.expression,
            "hard-coded opacity \(number.value.formatted)" + match.advice(describing: Self.describe),
            replacement: match.fix?.swiftName, value: HardcodedValue(kind: "opacity", number: number.value)
        )
    }

    static func fraction(of value: TokenValue) -> Double? {
        if case .opacity(let fraction) = value { fraction } else { nil }
    }

    /// `DesignSystem.Opacity.disabled (0.4)`.
    static func describe(_ candidate: TokenCatalog.Candidate) -> String {
        fraction(of: candidate.token.values.light).map { "\(candidate.swiftName) (\($0.formatted))" }
            ?? candidate.swiftName
    }
}
