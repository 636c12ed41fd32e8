import DSGenCore
import SwiftSyntax

/// A number written where a corner-radius token belongs.
struct HardcodedRadiusRule: SwiftRule {
    var sites: RuleSites { .numbers }
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .hardcodedRadius,
        summary: "A corner radius is written as a number where a radius token exists.",
        severity: .error,
        hardcoded: HardcodedValues(allowing: .numbers(byDefault: [0])) { $0.hasRadii },
        triggering: [
            "Image(\"cover\").cornerRadius(↓12)",
            "Text(\"Hi\").clipShape(RoundedRectangle(cornerRadius: ↓12, style: .continuous))",
            "Text(\"Hi\").background(.rect(cornerRadius: ↓7))",
            "UnevenRoundedRectangle(topLeadingRadius: ↓12, bottomTrailingRadius: ↓4)",
            "Text(\"Hi\").presentationCornerRadius(↓24)",
            "Text(\"Hi\").listRowCornerRadius(↓8)",
            "Text(\"Hi\").containerShape(.rect(cornerRadius: ↓12))",
            "Text(\"Hi\").clipShape(.rect(cornerRadius: ↓12, style: .continuous))",
            "RoundedCard(cornerRadius: ↓16) { Text(\"Hi\") }",
            "Avatar(url: url, imageCornerRadius: ↓6)",
            "Text(\"Hi\").clipShape(RoundedRectangle(cornerRadius: isCompact ? ↓8 : ↓12))",
        ],
        nonTriggering: [
            "Text(\"Hi\").clipShape(RoundedRectangle(cornerRadius: DesignSystem.CornerRadius.card))",
            "Text(\"Hi\").clipShape(Capsule())",
            "Text(\"Hi\").clipShape(RoundedRectangle(cornerRadius: 0))",
            "Text(\"Hi\").shadow(radius: 8)",
            "Text(\"Hi\").blur(radius: 6)",
            "Text(\"Hi\").shadow(color: DesignSystem.Colors.error, radius: 8, x: 0, y: 4)",
            "Text(\"Hi\").presentationCornerRadius(DesignSystem.CornerRadius.card)",
            "enum DesignSystem { enum CornerRadius { static let card: CGFloat = 12 } }",
        ]
    )

    /// Labels of a corner radius in any call: `cornerRadius:`, an app's `imageCornerRadius:`, and
    /// the corners of `UnevenRoundedRectangle`. (`radius:` alone is a shadow's or a blur's.)
    static func isRadiusLabel(_ label: String) -> Bool {
        label == "cornerRadius" || label.hasSuffix("CornerRadius") || unevenLabels.contains(label)
    }

    static let unevenLabels: Set<String> = [
        "topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"
    ]

    /// Modifiers whose unlabelled number is a corner radius: `cornerRadius`, `presentationCornerRadius`,
    /// and an app's own `listRowCornerRadius`.
    static func isRadiusModifier(_ name: String) -> Bool {
        name == "cornerRadius" || name.hasSuffix("CornerRadius")
    }

    func check(_ number: NumberSite, in file: LintFile) {
        let isRadius = number.label.map(Self.isRadiusLabel) ?? Self.isRadiusModifier(number.callName)
        guard file.looks(file.catalog.hasRadii), isRadius, !file.isInsideDefinition,
              !file.configuration.allows(description.id, number: number.value) else { return }
        let match = file.catalog.points(number.value, kind: .radius)
        file.report(
            description, at: number.expression,
            "hard-coded corner radius \(number.value.formatted)" + match.advice { $0.withPoints },
            replacement: match.fix?.swiftName, value: HardcodedValue(kind: "radius", number: number.value)
        )
    }
}
