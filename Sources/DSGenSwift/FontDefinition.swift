import DSGenCore
import SwiftSyntax

/// A font definition read from its expression, the way the spec reads a typography value: a text
/// style (`.headline`), `.system(…)`, `.custom(…)`, then `.bold()`, `.monospacedDigit()`,
/// `.weight(…)` and the other modifiers.
package enum FontDefinition {
    private static let fontTypes: Set<String> = ["Font", "SwiftUI.Font"]

    package static func typography(_ expression: ExprSyntax) -> Typography? {
        if expression.is(MemberAccessExprSyntax.self) {
            return expression.memberName(on: fontTypes).flatMap(TextStyle.init(rawValue:))
                .map { Typography(textStyle: $0) }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        let arguments = Array(call.arguments)
        guard let base = member.base, !fontTypes.contains(base.sourceText) else {
            switch name {
            case "system": return system(arguments)
            case "custom": return custom(arguments)
            default: return nil
            }
        }
        guard var font = typography(base) else { return nil }
        if name == "weight" {
            guard arguments.count == 1, arguments[0].label == nil,
                  let weight = weight(arguments[0].expression) else { return nil }
            font.weight = weight
        } else {
            guard arguments.isEmpty, let modifier = FontModifier(rawValue: name) else { return nil }
            font.modifiers.append(modifier)
            // As in the spec, `.bold()` is a weight as well as a modifier.
            if modifier == .bold { font.weight = .bold }
        }
        return font
    }

    /// `.system(.headline, design: .rounded)` or `.system(size: 17, weight: .semibold, design: .rounded)`.
    private static func system(_ arguments: [LabeledExprSyntax]) -> Typography? {
        var font: Typography
        var rest = arguments[...]
        if let first = rest.first, first.label == nil {
            guard let style = first.expression.memberName(on: ["Font.TextStyle"])
                .flatMap(TextStyle.init(rawValue:)) else { return nil }
            font = Typography(textStyle: style)
            rest = rest.dropFirst()
        } else {
            guard let size = labelled(rest, "size")?.literalNumber, size > 0 else { return nil }
            font = Typography(textStyle: nil, size: size, weight: .regular)
        }
        for argument in rest {
            switch argument.label?.text {
            case "size" where font.textStyle == nil: continue
            case "weight":
                guard let weight = weight(argument.expression) else { return nil }
                font.weight = weight
            case "design":
                guard let design = argument.expression.memberName(on: ["Font.Design"])
                    .flatMap(FontDesign.init(rawValue:)) else { return nil }
                font.family = .system(design)
            default:
                return nil
            }
        }
        return font
    }

    /// `.custom("Inter", size: 15)`, `.custom("Inter", size: 15, relativeTo: .body)` or
    /// `.custom("Inter", fixedSize: 15)`.
    private static func custom(_ arguments: [LabeledExprSyntax]) -> Typography? {
        guard let first = arguments.first, first.label == nil, let family = first.expression.literalString,
              !family.isEmpty else { return nil }
        let rest = arguments.dropFirst()
        let labels = rest.map { $0.label?.text ?? "_" }
        guard labels == ["size"] || labels == ["size", "relativeTo"] || labels == ["fixedSize"],
              let size = rest.first?.expression.literalNumber, size > 0 else { return nil }
        var style: TextStyle?
        if let relative = labelled(rest, "relativeTo") {
            guard let name = relative.memberName(on: ["Font.TextStyle"]),
                  let named = TextStyle(rawValue: name) else { return nil }
            style = named
        }
        // The spec gives a custom font its text style's weight, so the definition does too.
        return Typography(
            textStyle: style, size: size, weight: style?.defaultWeight ?? .regular, family: .custom(family)
        )
    }

    private static func weight(_ expression: ExprSyntax) -> FontWeight? {
        expression.memberName(on: ["Font.Weight"]).flatMap(FontWeight.init(rawValue:))
    }

    private static func labelled(_ arguments: ArraySlice<LabeledExprSyntax>, _ label: String) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }
}
