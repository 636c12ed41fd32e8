import DSGenCore
import SwiftSyntax

/// A line width written as a number where border tokens exist: `.stroke(lineWidth:)`,
/// `.strokeBorder(_:lineWidth:)`, `StrokeStyle(lineWidth:)` and `.border(_:width:)`.
struct HardcodedLineWidthRule: SwiftRule {
    var sites: RuleSites { .numbers }
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .hardcodedLineWidth,
        summary: "A stroke's or border's width is written as a number where a border token exists.",
        severity: .warning,
        hardcoded: HardcodedValues(allowing: .numbers(byDefault: [0])) { $0.kinds.contains(.border) },
        triggering: [
            "RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: ↓1)",
            "RoundedRectangle(cornerRadius: 12).strokeBorder(DesignSystem.Colors.accent, lineWidth: ↓2)",
            "Circle().stroke(style: StrokeStyle(lineWidth: ↓3, dash: [4, 3]))",
            "Text(\"Hi\").border(Color.gray, width: ↓1)",
            "Capsule().stroke(.tint, lineWidth: isSelected ? ↓2 : ↓1)",
        ],
        nonTriggering: [
            "RoundedRectangle(cornerRadius: 12).strokeBorder(DesignSystem.Borders.card.color, " +
                "lineWidth: DesignSystem.Borders.card.width)",
            "Circle().stroke(lineWidth: 0)",
            "Text(\"Hi\").frame(width: 1)",
            "Capsule().stroke(.tint, lineWidth: 1 / displayScale)",
            "enum DesignSystem { static let hairline: CGFloat = 1; static let style = StrokeStyle(lineWidth: 1) }",
        ]
    )

    func check(_ number: NumberSite, in file: LintFile) {
        guard number.label == "lineWidth" || (number.label == "width" && number.callName == "border"),
              file.looks(file.catalog.kinds.contains(.border)), !file.isInsideDefinition,
              !file.configuration.allows(description.id, number: number.value) else { return }
        let match = file.catalog.numbers(number.value, kind: .border) { Self.width(of: $0.token.values.light) }
        file.report(
            description, at: number.expression,
            "hard-coded line width \(number.value.formatted)"
                + match.advice(member: ".width") { candidate in
                    Self.width(of: candidate.token.values.light)
                        .map { "\(candidate.swiftName).width (\($0.formatted)pt)" } ?? candidate.swiftName
                },
            replacement: match.fix.map { $0.swiftName + ".width" },
            value: HardcodedValue(kind: "line width", number: number.value)
        )
    }

    static func width(of value: TokenValue) -> Double? {
        if case .border(let border) = value { border.width } else { nil }
    }
}
