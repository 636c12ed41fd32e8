import SwiftSyntax

/// A member access with its name read once, `red` for `Color.red` and `.red`, and the token it
/// names when it spells one under a group's prefix (`DesignSystem.Spacing.md`).
struct MemberSite {
    let node: MemberAccessExprSyntax
    let name: String
    let chain: TokenChain?

    init(_ node: MemberAccessExprSyntax, catalog: TokenCatalog) {
        self.node = node
        name = node.declName.baseName.text
        chain = TokenChain(node, in: catalog)
    }
}

/// A number written as a call's argument: `16` in `.padding(16)`, `-8` in `.padding(.top, -8)`,
/// `CGFloat(12)` in `VStack(spacing: CGFloat(12))`.
///
/// Rules about numbers start from the number literals, which are few, rather than from every call:
/// the walk finds each literal's argument, and hands the rules the argument's label and its call.
struct NumberSite {
    /// The whole number expression, `-8` or `CGFloat(12)`: what a fix replaces.
    let expression: ExprSyntax
    let value: Double
    let label: String?
    let call: FunctionCallExprSyntax
    /// The name called, `padding`.
    let callName: String

    /// The argument `literal` is, if it is a number argument of a named call.
    init?(literal: ExprSyntax) {
        var expression = literal
        while let parent = expression.parent {
            if let prefix = parent.as(PrefixOperatorExprSyntax.self) {
                guard prefix.operator.text == "-" else { return nil }
                expression = ExprSyntax(prefix)
                continue
            }
            guard let argument = parent.as(LabeledExprSyntax.self), let owner = argument.parent?.parent else { return nil }
            if let tuple = owner.as(TupleExprSyntax.self), tuple.elements.count == 1, argument.label == nil {
                expression = ExprSyntax(tuple)
                continue
            }
            guard let call = owner.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return nil }
            let label = argument.label?.text
            if label == nil, call.arguments.count == 1, Self.conversions.contains(name),
               call.calledExpression.is(DeclReferenceExprSyntax.self) {
                expression = ExprSyntax(call)
                continue
            }
            // Most numbers are widths, opacities or durations: read the value only when a rule may want it.
            guard label.map(Self.labels.contains) ?? Self.unlabelledCalls.contains(name),
                  let value = expression.literalNumber else { return nil }
            self.expression = expression
            self.value = value
            self.label = label
            self.call = call
            callName = name
            return
        }
        return nil
    }

    /// Every label under which a rule looks at a number (spacing, insets, radii, font sizes)…
    static let labels: Set<String> = [
        "spacing", "horizontalSpacing", "verticalSpacing", "minLength", "top", "leading", "bottom", "trailing",
        "left", "right", "cornerRadius", "topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius",
        "topTrailingRadius", "size", "ofSize",
    ]
    /// …and every call whose unlabelled numbers a rule looks at.
    static let unlabelledCalls: Set<String> = [
        "padding", "safeAreaPadding", "contentMargins", "listRowSpacing", "listSectionSpacing", "cornerRadius",
    ]

    /// Conversions that keep a literal a literal: `CGFloat(16)`.
    static let conversions: Set<String> = ["CGFloat", "Double", "Float", "Int"]
}
