import DSGenCore
import DSGenSwift
import SwiftSyntax

/// A call read into a preview's terms: its base, name and arguments, a colour or a font made of numbers,
/// and the modifiers of an `#if os(…)` clause.
extension PreviewReader {
    func call(_ call: FunctionCallExprSyntax, depth: Int) -> PreviewExpr {
        if let color = literalColor(call) { return color }
        if let font = literalFont(call) { return .font(font) }
        let base: PreviewExpr?
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            (base, name) = (nil, reference.baseName.text)
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if let memberBase = member.base {
                if let path = Self.path(memberBase), path.first?.isUppercase == true, !path.contains(".") {
                    // A static member of a type: `Font.system(…)`, `Color.init(…)`, `Image.init`.
                    (base, name) = (
                        nil,
                        member.declName.baseName.text == "init" ? path : path + "." + member.declName.baseName.text
                    )
                } else {
                    (base, name) = (expression(memberBase, depth: depth + 1), member.declName.baseName.text)
                }
            } else {
                (base, name) = (nil, "." + member.declName.baseName.text)
            }
        } else {
            return other(Syntax(call))
        }
        // Sized once: thousands of examples' calls are held until their previews are drawn.
        var arguments: [PreviewArgument] = []
        arguments.reserveCapacity(
            call.arguments.count + (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        )
        for argument in call.arguments {
            arguments.append(PreviewArgument(
                label: argument.label?.text, value: expression(argument.expression, depth: depth + 1)
            ))
        }
        if let closure = call.trailingClosure {
            arguments.append(PreviewArgument(label: nil, value: expression(ExprSyntax(closure), depth: depth + 1)))
        }
        for extra in call.additionalTrailingClosures {
            arguments.append(PreviewArgument(
                label: extra.label.text,
                value: expression(ExprSyntax(extra.closure), depth: depth + 1)
            ))
        }
        let named = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call)
        return .call(PreviewCall(base: base, name: name, arguments: arguments, line: line(of: named)))
    }

    /// Modifiers under `#if os(…)` after a view, as on iOS, the platform a preview draws: the
    /// first clause whose platform is iOS (or `#else`) applies; nil for any other condition.
    func platform(_ postfix: PostfixIfConfigExprSyntax, on base: PreviewExpr, depth: Int) -> PreviewExpr? {
        for clause in postfix.config.clauses {
            var active = true
            if let condition = clause.condition {
                guard let call = condition.as(FunctionCallExprSyntax.self), call.calleeName == "os",
                      call.arguments.count == 1,
                      let name = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
                    return nil
                }
                active = name == "iOS"
            }
            guard active else { continue }
            guard case .postfixExpression(let modifiers)? = clause.elements else { return base }
            return expression(modifiers, depth: depth + 1).applied(to: base)
        }
        return base
    }

    /// A colour made of numbers, as a token definition reads it: `Color(red:green:blue:)`, `Color(hex:)`.
    private func literalColor(_ call: FunctionCallExprSyntax) -> PreviewExpr? {
        guard let callee = Self.path(call.calledExpression),
              ["Color", "SwiftUI.Color", "Color.init", "SwiftUI.Color.init"].contains(callee),
              let color = SwiftValues.color(ExprSyntax(call)) else { return nil }
        return .color(light: color.light, dark: color.dark)
    }

    /// A font made of numbers: `.system(size:weight:)`, `Font.custom(_:size:)`.
    private func literalFont(_ call: FunctionCallExprSyntax) -> Typography? {
        guard let name = call.calleeName, ["system", "custom"].contains(name),
              call.isStaticCall(on: ["Font", "SwiftUI.Font"]),
              call.argument("size") != nil else { return nil }
        return SwiftValues.typography(ExprSyntax(call))
    }

    /// `a.b.c` or `.b.c`, when every part is a plain name.
    static func path(_ node: ExprSyntax) -> String? {
        if let reference = node.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return reference.baseName.text
        }
        guard let member = node.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else {
            return nil
        }
        let name = member.declName.baseName.text
        guard let base = member.base else { return "." + name }
        return path(base).map { $0 + "." + name }
    }
}
