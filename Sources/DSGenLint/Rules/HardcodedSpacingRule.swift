import DSGenCore
import SwiftSyntax

/// A number written where a spacing token belongs: padding, insets, stack and grid spacing.
struct HardcodedSpacingRule: SwiftRule {
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .hardcodedSpacing,
        summary: "Spacing is written as a number where a spacing token exists.",
        severity: .error,
        triggering: [
            "Text(\"Hi\").padding(↓16)",
            "Text(\"Hi\").padding(.horizontal, ↓8)",
            "VStack(alignment: .leading, spacing: ↓12) { Text(\"Hi\") }",
            "LazyVGrid(columns: columns, spacing: ↓24) {}",
            "Grid(horizontalSpacing: ↓8, verticalSpacing: ↓16) {}",
            "let insets = EdgeInsets(top: ↓8, leading: ↓16, bottom: ↓8, trailing: ↓16)",
            "Spacer(minLength: ↓14)",
            "Text(\"Hi\").padding(↓CGFloat(16))",
            "Text(\"Hi\").offset(y: 2).padding(.top, ↓-8)",
            "Text(\"Hi\").padding(isCompact ? ↓8 : ↓16)",
            "Text(\"Hi\").padding(.init(top: ↓8, leading: ↓16, bottom: ↓8, trailing: ↓16))",
            "extension View { func badge() -> some View { padding(.horizontal, ↓8) } }",
        ],
        nonTriggering: [
            "Text(\"Hi\").padding()",
            "Text(\"Hi\").padding(DesignSystem.Spacing.md)",
            "Text(\"Hi\").padding(.horizontal, DesignSystem.Spacing.xs - 2)",
            "VStack(spacing: 0) { Text(\"Hi\") }",
            "Text(\"Hi\").padding(geometry.size.width * 0.1)",
            "Text(\"Hi\").frame(width: 16, height: 16)",
            "enum DesignSystem { enum Spacing { static let md: CGFloat = 16 } }",
            "extension DesignSystem.Spacing { static let gutter: CGFloat = 20 }",
            "// .padding(16)\nlet title = \".padding(16)\"",
        ]
    )

    /// Modifiers whose unlabelled numbers are lengths of space.
    static let modifiers: Set<String> = ["padding", "safeAreaPadding", "contentMargins", "listRowSpacing", "listSectionSpacing"]
    /// Inset types, whose edge arguments are lengths of space.
    static let insetTypes: Set<String> = ["EdgeInsets", "NSDirectionalEdgeInsets", "UIEdgeInsets", "NSEdgeInsets"]
    static let insetLabels: Set<String> = ["top", "leading", "bottom", "trailing", "left", "right"]
    /// Labels of spacing on stacks, grids and layouts, whatever the call.
    static let spacingLabels: Set<String> = ["spacing", "horizontalSpacing", "verticalSpacing"]

    func check(_ number: NumberSite, in file: LintFile) {
        guard file.looks(file.catalog.hasDimensions), isSpacing(number.label, of: number.callName), !file.isInsideDefinition,
              !file.configuration.allows(description.id, number: number.value) else { return }
        let value = number.value
        let match = file.catalog.points(abs(value), kind: .dimension)
        let sign = value < 0 ? "-" : ""
        file.report(
            description, at: number.expression,
            "hard-coded spacing \(value.formatted)" + match.advice { $0.withPoints },
            replacement: match.fix.map { sign + $0.swiftName }
        )
    }

    private func isSpacing(_ label: String?, of name: String) -> Bool {
        if Self.modifiers.contains(name) { return label == nil }
        // `.init(top:leading:bottom:trailing:)` is the usual shorthand for `EdgeInsets(…)`.
        if Self.insetTypes.contains(name) || name == "init" { return label.map(Self.insetLabels.contains) ?? false }
        if name == "Spacer" { return label == "minLength" }
        return label.map(Self.spacingLabels.contains) ?? false
    }
}
