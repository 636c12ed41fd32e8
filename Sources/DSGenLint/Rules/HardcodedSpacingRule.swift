import DSGenCore
import DSGenSwift
import SwiftSyntax

/// A number written where a spacing token belongs: padding, insets, stack and grid spacing.
struct HardcodedSpacingRule: SwiftRule {
    var sites: RuleSites { .numbers }
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .hardcodedSpacing,
        summary: "Spacing is written as a number where a spacing token exists.",
        severity: .error,
        hardcoded: HardcodedValues(allowing: .numbers(byDefault: [0])) { $0.hasDimensions },
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
            "CardView(title: title, padding: ↓16)",
            "Badge(title, horizontalPadding: ↓8)",
            "Text(\"Hi\").cardPadding(↓12)",
            "struct Card_Previews: PreviewProvider {\n" +
                "    static var previews: some View { Text(\"Hi\").padding(↓16) }\n}",
            "TagCloud(tags: tags, itemSpacing: ↓8, lineSpacing: ↓4)",
            "Text(\"Hi\").padding(.init(vertical: ↓8, horizontal: ↓16))",
            "Text(\"Hi\").listRowInsets(EdgeInsets(all: ↓12))",
            "Text(\"Hi\").padding(EdgeInsets(horizontal: ↓16, vertical: ↓8))",
            "List { Text(\"Hi\") }.contentMargins(.horizontal, ↓16, for: .scrollContent)",
            "Text(\"Hi\").safeAreaPadding(.bottom, ↓24)",
            "Text(\"Hi\").padding(mode == .compact ? nil : ↓16)",
            "Text(\"Hi\").padding(.top, items.isEmpty && isCompact ? ↓8 : ↓12)",
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
            "Text(\"Hi\").padding(mode == .compact ? nil : DesignSystem.Spacing.md)",
            "Text(\"Hi\").padding(.init(vertical: DesignSystem.Spacing.xs, horizontal: DesignSystem.Spacing.md))",
            "Text(\"Hi\").tracking(2).font(.custom(\"Avenir\", size: 17, relativeTo: .body))",
            "Styled(title, letterSpacing: 2)",
            "struct Card: View {\n    static let insets = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)\n" +
                "    var body: some View { Text(\"Hi\").padding(Self.insets) }\n}",
            "Text(\"Hi\").lineSpacing(4)",
            "Text(\"Hi\").frame(minHeight: 44).lineLimit(2)",
            "Text(\"Hi\").offset(.init(width: 12, height: 4))",
        ]
    )

    /// Modifiers whose unlabelled numbers are lengths of space.
    static let modifiers: Set<String> = [
        "padding", "safeAreaPadding", "contentMargins", "listRowSpacing", "listSectionSpacing"
    ]
    /// Whether the unlabelled numbers of the call `name` are space: SwiftUI's spacing modifiers, and
    /// an app's own named like them (`cardPadding(16)`, `rowSpacing(8)`). `lineSpacing(_:)` sets a
    /// text's leading, a matter of typography.
    static func isSpacingModifier(_ name: String) -> Bool {
        modifiers.contains(name) || ((name.hasSuffix("Padding") || name.hasSuffix("Spacing")) && name != "lineSpacing")
    }

    /// Inset types, whose edge arguments are lengths of space.
    static let insetTypes: Set<String> = ["EdgeInsets", "NSDirectionalEdgeInsets", "UIEdgeInsets", "NSEdgeInsets"]
    /// The edges of an inset, and the shorthands apps add to `EdgeInsets` (`.init(vertical:horizontal:)`, `all:`).
    static let insetLabels: Set<String> = [
        "top", "leading", "bottom", "trailing", "left", "right", "vertical", "horizontal", "all"
    ]

    /// Labels of space in any call, SwiftUI's or the app's own: `spacing:` on stacks, grids and
    /// layouts, `padding:` or `contentPadding:` on a card, `itemSpacing:` on a flow layout.
    static func isSpacingLabel(_ label: String) -> Bool {
        label == "spacing" || label == "padding" || label.hasSuffix("Padding")
            || (label.hasSuffix("Spacing") && !typeSpacingLabels.contains(label))
    }

    /// Spacing between letters is typography, not layout.
    static let typeSpacingLabels: Set<String> = ["letterSpacing", "characterSpacing"]

    func check(_ number: NumberSite, in file: LintFile) {
        guard file.looks(file.catalog.hasDimensions), isSpacing(number.label, of: number.callName),
              !file.isInsideDefinition,
              !file.configuration.allows(description.id, number: number.value) else { return }
        let value = number.value
        let match = file.catalog.numbers(abs(value), kind: .dimension) { $0.isForSpacing ? $0.points : nil }
            .used(for: Self.use(of: number))
        let sign = value < 0 ? "-" : ""
        file.report(
            description, at: number.expression,
            "hard-coded spacing \(value.formatted)" + match.advice { $0.withPoints },
            replacement: match.fix.map { sign + $0.swiftName },
            value: HardcodedValue(kind: "spacing", number: abs(value))
        )
    }

    /// What the space is for, to choose among tokens that share its value.
    static func use(of number: NumberSite) -> TokenUse {
        let name = number.callName
        guard let label = number.label else {
            if name == "listRowSpacing" || name == "listSectionSpacing" { return .list }
            if name.hasSuffix("Spacing") { return .stack }
            return modifiesForm(number.call) ? .form : .padding
        }
        if insetLabels.contains(label) || label == "padding" || label.hasSuffix("Padding") { return .padding }
        if gridNames.contains(name) || label == "horizontalSpacing" || label == "verticalSpacing" { return .grid }
        return .stack
    }

    /// Whether a modifier is applied to a `Form { … }`, through the modifiers before it and any
    /// `#if` around it.
    private static func modifiesForm(_ call: FunctionCallExprSyntax) -> Bool {
        var base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        if base == nil { base = enclosingPostfixIf(of: Syntax(call))?.base }
        while let expression = base {
            if let member = expression.as(MemberAccessExprSyntax.self) {
                base = member.base ?? enclosingPostfixIf(of: Syntax(member))?.base
            } else if let inner = expression.as(FunctionCallExprSyntax.self) {
                if inner.calledExpression.is(DeclReferenceExprSyntax.self) { return inner.calleeName == "Form" }
                base = inner.calledExpression
            } else if let postfix = expression.as(PostfixIfConfigExprSyntax.self) {
                base = postfix.base
            } else {
                return false
            }
        }
        return false
    }

    /// The `#if` a modifier chain continues in: `Form { }\n#if os(macOS)\n.padding(20)\n#endif`, when
    /// `node` stands in one of its clauses (not in the expression before it, which would lead back
    /// to `node`). Each step of `modifiesForm` so moves to code that comes earlier, and ends.
    private static func enclosingPostfixIf(of node: Syntax) -> PostfixIfConfigExprSyntax? {
        var child = node
        while let parent = child.parent, !parent.is(CodeBlockItemSyntax.self) {
            if let postfix = parent.as(PostfixIfConfigExprSyntax.self) {
                return child.id == Syntax(postfix.config).id ? postfix : nil
            }
            child = parent
        }
        return nil
    }

    static let gridNames: Set<String> = ["Grid", "LazyVGrid", "LazyHGrid", "GridItem", "GridRow"]

    private func isSpacing(_ label: String?, of name: String) -> Bool {
        guard let label else { return Self.isSpacingModifier(name) }
        // `.init(top:leading:bottom:trailing:)` is the usual shorthand for `EdgeInsets(…)`.
        if Self.insetLabels.contains(label) { return Self.insetTypes.contains(name) || name == "init" }
        if name == "Spacer" { return label == "minLength" }
        return Self.isSpacingLabel(label)
    }
}
