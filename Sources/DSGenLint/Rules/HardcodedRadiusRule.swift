import DSGenCore
import SwiftSyntax

/// A number written where a corner-radius token belongs.
struct HardcodedRadiusRule: SwiftRule {
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .hardcodedRadius,
        summary: "A corner radius is written as a number where a radius token exists.",
        severity: .error,
        triggering: [
            "Image(\"cover\").cornerRadius(↓12)",
            "Text(\"Hi\").clipShape(RoundedRectangle(cornerRadius: ↓12, style: .continuous))",
            "Text(\"Hi\").background(.rect(cornerRadius: ↓7))",
            "UnevenRoundedRectangle(topLeadingRadius: ↓12, bottomTrailingRadius: ↓4)",
        ],
        nonTriggering: [
            "Text(\"Hi\").clipShape(RoundedRectangle(cornerRadius: DesignSystem.CornerRadius.card))",
            "Text(\"Hi\").clipShape(Capsule())",
            "Text(\"Hi\").clipShape(RoundedRectangle(cornerRadius: 0))",
            "Text(\"Hi\").shadow(radius: 8)",
            "enum DesignSystem { enum CornerRadius { static let card: CGFloat = 12 } }",
        ]
    )

    static let labels: Set<String> = [
        "cornerRadius", "topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius",
    ]

    func check(_ number: NumberSite, in file: LintFile) {
        let isRadius = number.label.map(Self.labels.contains) ?? (number.callName == "cornerRadius")
        guard file.looks(file.catalog.hasRadii), isRadius, !file.isInsideDefinition,
              !file.configuration.allows(description.id, number: number.value) else { return }
        let match = file.catalog.points(number.value, kind: .radius)
        file.report(
            description, at: number.expression,
            "hard-coded corner radius \(number.value.formatted)" + match.advice { $0.withPoints },
            replacement: match.fix?.swiftName
        )
    }
}
