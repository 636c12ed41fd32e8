import DSGenCore
import DSGenSwift
import SwiftSyntax

/// A colour definition as a token line writes it: a system hue by name (`red`, `red.opacity(0.4)`),
/// an asset catalog's colour or one of Apple's semantic colours with its value in each appearance,
/// or the numbers `ColorDefinition` reads.
package struct AppColorValue {
    /// The catalogs' colours under the paths `init` reads, by the name code gives them.
    let catalogColors: [String: AppearanceValues<TokenValue>]

    package init(catalogColors: [String: AppearanceValues<TokenValue>]) {
        self.catalogColors = catalogColors
    }

    package func specText(_ expression: ExprSyntax) -> String? {
        if let name = expression.memberName(on: ["Color", "SwiftUI.Color"]) {
            if SystemColor.all[name] != nil { return name }
            return SystemColor.named(name).map(Self.appearances)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, member.declName.baseName.text == "opacity", call.arguments.count == 1,
           let factor = call.arguments.first?.expression.literalNumber, (0...1).contains(factor),
           let name = base.memberName(on: ["Color", "SwiftUI.Color"]),
           SystemColor.all[name] != nil {
            return "\(name).opacity(\(factor.formatted))"
        }
        if let named = namedColor(expression) { return named }
        guard let color = ColorDefinition(expression) else { return nil }
        return ([color.light] + [color.dark].compactMap { $0 }).map(\.hex).joined(separator: " | ")
    }

    /// `Color("Brand")`, `Color("Brand", bundle: .module)`, `Color(.brand)`, `Color(uiColor: .label)`,
    /// `Color(.systemBackground)`: a catalog's colour or Apple's.
    private func namedColor(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), Self.isColorCall(expression),
              let argument = call.arguments.first else { return nil }
        if argument.label == nil, let name = argument.expression.literalString {
            return catalogColors[AssetCatalogReader.symbolName(name)].map(Self.appearances)
        }
        guard argument.label == nil || ["uiColor", "nsColor"].contains(argument.label?.text ?? "") else { return nil }
        let text = argument.expression.sourceText
        let name = String(text.split(separator: ".").last ?? "")
        if let catalog = catalogColors[name], text.hasPrefix(".") || text.hasPrefix("ColorResource.") {
            return Self.appearances(catalog)
        }
        return SystemColor.named(name).map(Self.appearances)
    }

    /// Whether the expression is a call of `Color`'s initialiser.
    static func isColorCall(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        return ["Color", "SwiftUI.Color", "Color.init"].contains(call.calledExpression.sourceText)
    }

    /// Apple's colour as hex in each appearance where it differs.
    static func appearances(_ color: SystemColor) -> String {
        let values = AppearanceValues(light: TokenValue.color(.rgba(color.light)), dark: .color(.rgba(color.dark)),
                                      lightHighContrast: .color(.rgba(color.lightHighContrast)),
                                      darkHighContrast: .color(.rgba(color.darkHighContrast)))
        return appearances(values)
    }

    /// `light`, `light | dark`, or all four, as a token line writes them.
    static func appearances(_ values: AppearanceValues<TokenValue>) -> String {
        let all = Appearance.allCases.map { appearance -> String in
            // A semantic colour has no name on a token line: its value in this appearance stands in.
            if case .color(.system(let system)) = values[appearance], SystemColor.all[system.name] == nil {
                return system.value(in: appearance).hex
            }
            return values[appearance].specText ?? "clear"
        }
        if all[2] == all[0], all[3] == all[1] { return all[1] == all[0] ? all[0] : "\(all[0]) | \(all[1])" }
        return all.joined(separator: " | ")
    }
}
