import DSGenCore
import SwiftSyntax

/// A number written where a corner-radius token belongs.
struct HardcodedRadiusRule: SwiftRule {
    let description = RuleDescription(
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

    static let labels: Set = [
        "cornerRadius", "topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius",
    ]

    func check(_ call: FunctionCallExprSyntax, in file: LintFile) {
        guard !file.isInsideDefinition, let name = call.calleeName, file.catalog.hasTokens(.radius) else { return }
        for argument in call.arguments {
            let label = argument.label?.text
            let isRadius = label.map(Self.labels.contains) ?? (name == "cornerRadius")
            guard isRadius, let value = argument.expression.literalNumber,
                  !file.configuration.allows(description.id, number: value) else { continue }
            let match = file.catalog.points(value, kind: .radius)
            file.report(
                description, at: argument.expression,
                "hard-coded corner radius \(value.formatted)" + match.advice { $0.withPoints },
                replacement: match.fix?.swiftName
            )
        }
    }
}
