import DSGenCore
import SwiftSyntax

/// The light value of a colour written with literals, as a shadow or a gradient takes it:
/// `.black`, `Color.black.opacity(0.08)`, `.clear`, `Color(red: 0.1, green: 0.2, blue: 0.3)`.
/// Nil for anything else: a token, a variable, an asset's colour.
enum ColorExpression {
    static func light(of expression: ExprSyntax) -> RGBA? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == "opacity", let base = member.base,
               call.arguments.count == 1, call.arguments.first?.label == nil,
               let opacity = call.arguments.first?.expression.literalNumber {
                return light(of: base)?.multiplyingAlpha(by: opacity)
            }
            guard let type = HardcodedColorRule.initialisedType(of: call),
                  HardcodedColorRule.colorTypes.contains(type) else { return nil }
            return ColorLiteral.components(of: call) ?? nil
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard member.base == nil || type == "Color" else { return nil }
        let name = member.declName.baseName.text
        if name == "clear" { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        return NamedColor(name, onType: "Color")?.light
    }
}
