import DSGenCore
import DSGenLint
import SwiftSyntax

/// A colour an app writes as two, one per appearance, through a type or an initialiser of its own:
/// `DynamicColor(lightColor: .white, darkColor: x474747)`, `Color(light: .white, dark: .black)`.
/// Each side is a colour literal or another colour token, written as `light | dark` on the token's line.
extension TokenReading {
    /// Marks where a side names another token, whose group is known only once every token is read.
    static let placeholder: Character = "\u{1}"

    mutating func appearancePair(_ expression: ExprSyntax, scope: String, own: String) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 2,
              let light = call.arguments.first(where: { Self.isLabel($0, of: "light") }),
              let dark = call.arguments.first(where: { Self.isLabel($0, of: "dark") }),
              let lightText = side(light.expression, scope: scope, own: own),
              let darkText = side(dark.expression, scope: scope, own: own) else { return nil }
        return lightText + " | " + darkText
    }

    private mutating func side(_ expression: ExprSyntax, scope: String, own: String) -> String? {
        if let text = colors.specText(expression), !text.contains("|") { return text }
        guard let target = aliasTarget(expression, scope: scope, own: own), let token = read(target),
              token.kind == .color else { return nil }
        return "\(Self.placeholder)\(target)\(Self.placeholder)"
    }

    /// `light:`, `lightColor:`, `lightMode:` (and `any:` for light), `dark:`, `darkColor:`, `darkMode:`.
    private static func isLabel(_ argument: LabeledExprSyntax, of appearance: String) -> Bool {
        guard let label = argument.label?.text.lowercased() else { return false }
        return [appearance, appearance + "color", appearance + "mode"].contains(label)
            || (appearance == "light" && label == "any")
    }

    /// `value` with each marked token written as its alias, `{group.name}`.
    static func resolvingPlaceholders(_ value: String, alias: (String) -> String) -> String {
        guard value.contains(placeholder) else { return value }
        return value.split(separator: placeholder, omittingEmptySubsequences: false).enumerated()
            .map { index, part in index % 2 == 1 ? alias(String(part)) : String(part) }.joined()
    }
}
