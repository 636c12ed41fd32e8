import DSGenSwift
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
        // The argument the number is passed as: itself, or a conditional it is a branch of.
        var argumentValue = literal
        while let parent = argumentValue.parent {
            if let prefix = parent.as(PrefixOperatorExprSyntax.self) {
                guard prefix.operator.text == "-" else { return nil }
                expression = ExprSyntax(prefix)
                argumentValue = expression
                continue
            }
            if let conditional = ConditionalBranch.conditional(around: argumentValue) {
                argumentValue = conditional
                continue
            }
            guard let argument = parent.as(LabeledExprSyntax.self), let owner = argument.parent?.parent else {
                return nil
            }
            if let tuple = owner.as(TupleExprSyntax.self), tuple.elements.count == 1, argument.label == nil {
                if argumentValue.id == expression.id { expression = ExprSyntax(tuple) }
                argumentValue = ExprSyntax(tuple)
                continue
            }
            guard let call = owner.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return nil }
            let label = argument.label?.text
            if label == nil, call.arguments.count == 1, Self.conversions.contains(name),
               call.calledExpression.is(DeclReferenceExprSyntax.self) {
                if argumentValue.id == expression.id { expression = ExprSyntax(call) }
                argumentValue = ExprSyntax(call)
                continue
            }
            // Most numbers are widths, opacities or durations: read the value only when a rule may want it.
            guard label.map(Self.isWatched) ?? Self.isWatchedUnlabelled(name),
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

    /// Whether a rule looks at a number under `label`: spacing, insets, radii, font sizes, frames
    /// and sizes, line widths, durations.
    static func isWatched(label: String) -> Bool {
        HardcodedSpacingRule.isSpacingLabel(label) || HardcodedSpacingRule.insetLabels.contains(label)
            || label == "minLength"
            || HardcodedRadiusRule.isRadiusLabel(label) || fontLabels.contains(label)
            || HardcodedSizeRule.frameLabels.contains(label) || HardcodedSizeRule.isSizeLabel(label)
            || label == "lineWidth" || HardcodedMotionRule.isDurationLabel(label)
    }

    /// Whether a rule looks at the unlabelled numbers of the call `name`: `padding`, `cornerRadius`,
    /// `opacity`.
    static func isWatchedUnlabelled(_ name: String) -> Bool {
        HardcodedSpacingRule.isSpacingModifier(name) || HardcodedRadiusRule.isRadiusModifier(name) || name == "opacity"
    }

    static let fontLabels: Set<String> = ["size", "ofSize", "fixedSize"]

    /// Conversions that keep a literal a literal: `CGFloat(16)`.
    static let conversions: Set<String> = ["CGFloat", "Double", "Float", "Int"]
}

/// The branches of `c ? a : b`, which the parser leaves as a sequence until operators are folded:
/// `a` sits in the ternary's middle, `b` after it.
enum ConditionalBranch {
    /// The whole conditional, when `expression` is one of its two branches.
    static func conditional(around expression: ExprSyntax) -> ExprSyntax? {
        if let ternary = expression.parent?.as(UnresolvedTernaryExprSyntax.self),
           ternary.thenExpression.id == expression.id,
           let sequence = ternary.parent?.parent?.as(SequenceExprSyntax.self) {
            return ExprSyntax(sequence)
        }
        // The else branch follows the `? … :` and ends the sequence, whatever the condition before it:
        // `a == .b ? nil : 16`. (A branch followed by more operators is part of a larger expression.)
        if let list = expression.parent?.as(ExprListSyntax.self),
           let sequence = list.parent?.as(SequenceExprSyntax.self),
           list.count >= 3, list.last?.id == expression.id,
           list.dropLast().last?.is(UnresolvedTernaryExprSyntax.self) == true {
            return ExprSyntax(sequence)
        }
        return nil
    }
}
