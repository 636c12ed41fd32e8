import DSGenCore
import DSGenExport
import DSGenSwift

/// The values a preview's arguments stand for, in one appearance: numbers, colours and other
/// shape styles, fonts; a token's name reads as the token's value.
struct PreviewValues {
    let tokens: [String: ResolvedToken]
    let appearance: Appearance
    /// What the drawing has read that differs between appearances.
    let use: AppearanceUse

    /// Whether text is drawn at an accessibility Dynamic Type size (AX1) rather than the default.
    let accessibleText: Bool

    init(
        tokens: [String: ResolvedToken], appearance: Appearance, use: AppearanceUse = AppearanceUse(),
        accessibleText: Bool = false
    ) {
        self.tokens = tokens
        self.appearance = appearance
        self.use = use
        self.accessibleText = accessibleText
    }

    /// The token a Swift name (`DesignSystem.Spacing.md`) or a bare path names.
    func token(_ name: String) -> TokenValue? {
        guard let token = tokens[name] else { return nil }
        if token.values.varies { use.dependsOnAppearance = true }
        return token.values[appearance]
    }

    /// A length or a number: a literal, `.infinity`, a dimension, radius, opacity or number token,
    /// `CGFloat(…)`, or two of these with `+ - * /`.
    func number(_ expression: PreviewExpr) -> Double? {
        switch expression {
        case .number(let value):
            return value
        case .name(let name):
            if [".infinity", "CGFloat.infinity", "Double.infinity"].contains(name) { return .infinity }
            switch token(name) {
            case .dimension(let points)?, .opacity(let points)?, .number(let points)?: return points
            case .radius(.points(let points))?: return points
            case .radius(.round)?: return .infinity
            default: return nil
            }
        case .binary(let left, let operation, let right):
            guard let left = number(left), let right = number(right) else { return nil }
            switch operation {
            case "+": return left + right
            case "-": return left - right
            case "*": return left * right
            default: return right == 0 ? nil : left / right
            }
        case .call(let call) where ["CGFloat", "Double"].contains(call.name) && call.base == nil
            && call.arguments.count == 1:
            return number(call.arguments[0].value)
        default:
            return nil
        }
    }

    /// A colour, as a colour value: a colour token, a system or semantic colour by name (`.red`,
    /// `Color.secondary`, `Color(.systemBackground)`), numbers, and any of these `.opacity(…)`.
    func color(_ expression: PreviewExpr) -> RGBA? {
        switch expression {
        case .color(let light, let dark):
            if let dark, dark != light { use.dependsOnAppearance = true }
            return appearance.isDark ? dark ?? light : light
        case .name(let name):
            if case .color(let value)? = token(name) { return value.rgba }
            return namedColor(name)
        case .call(let call):
            if call.name == "opacity", let base = call.base, call.arguments.count == 1,
               let color = color(base), let factor = number(call.arguments[0].value) {
                return color.multiplyingAlpha(by: min(max(factor, 0), 1))
            }
            // `Color(.systemBackground)`, `Color(uiColor: .systemRed)`, `Color(DS.Colors.accent)`.
            if ["Color", "SwiftUI.Color"].contains(call.name), call.base == nil, call.arguments.count == 1,
               [nil, "uiColor", "nsColor"].contains(call.arguments[0].label),
               case .name(let name) = call.arguments[0].value {
                return color(.name(name))
            }
            return nil
        default:
            return nil
        }
    }

    /// A shape style as CSS `background`: a colour, a gradient token or `LinearGradient`, a material, the tint.
    func paint(_ expression: PreviewExpr) -> String? {
        if let color = color(expression) { return color.hex }
        if case .call(let call) = expression, call.base == nil, call.name == "LinearGradient" {
            return linearGradient(call)
        }
        guard case .name(let name) = expression else {
            if case .call(let call) = expression, call.name == "opacity", let base = call.base, let inner = paint(base),
               let factor = call.unlabelled.first.flatMap(number) {
                return "color-mix(in srgb, \(inner) \((min(max(factor, 0), 1) * 100).formatted)%, transparent)"
            }
            return nil
        }
        switch token(name) {
        case .gradient(let gradient)?: return CSSValue.gradient(gradient)
        case .material(let material)?:
            use.dependsOnAppearance = true
            return material.fill(in: appearance).hex
        default: break
        }
        let bare = Self.bare(name)
        if let material = Material.allCases.first(where: { $0.swiftName == "." + bare }) {
            use.dependsOnAppearance = true
            return material.fill(in: appearance).hex
        }
        if ["tint", "accentColor"].contains(bare) { return "var(--pv-tint)" }
        return nil
    }

    /// `LinearGradient(colors:startPoint:endPoint:)` (or `gradient: Gradient(colors:)`) with colours
    /// it reads, drawn as the spec's gradients are.
    private func linearGradient(_ call: PreviewCall) -> String? {
        var colors = call.argument("colors")
        if case .call(let gradient)? = call.argument("gradient"), gradient.name == "Gradient" {
            colors = gradient.argument("colors")
        }
        guard case .array(let elements)? = colors, elements.count >= 2,
              case .name(let start)? = call.argument("startPoint"), case .name(let end)? = call.argument("endPoint"),
              let from = UnitPoint(rawValue: Self.bare(start, types: ["UnitPoint"])),
              let to = UnitPoint(rawValue: Self.bare(end, types: ["UnitPoint"])),
              from != to else { return nil }
        var stops: [GradientStop] = []
        for element in elements {
            guard let color = color(element) else { return nil }
            stops.append(GradientStop(color: .rgba(color), location: nil))
        }
        return CSSValue.gradient(.linear(start: from, end: to, stops: stops))
    }

    /// A font as CSS declarations: a text style (`.headline`), a typography token, a font written
    /// by its numbers, and any of these `.weight(…)`, `.bold()`, `.italic()`, `.monospacedDigit()`.
    func font(_ expression: PreviewExpr) -> String? {
        switch expression {
        case .font(let typography):
            return ValuePreview.specimen(.typography(scaled(typography)))
        case .name(let name):
            if case .typography(let typography)? = token(name) {
                return ValuePreview.specimen(.typography(scaled(typography)))
            }
            if let value = token(name) { return ValuePreview.specimen(value) }
            guard let style = TextStyle(rawValue: Self.bare(name, types: ["Font", "SwiftUI.Font"])) else { return nil }
            return ValuePreview.specimen(.typography(scaled(Typography(textStyle: style))))
        case .call(let call):
            guard let base = call.base, let font = font(base) else { return nil }
            switch call.name {
            case "bold": return font + "; font-weight: 700"
            case "italic": return font + "; font-style: italic"
            case "monospacedDigit": return font + "; font-variant-numeric: tabular-nums"
            case "weight":
                guard let weight = call.unlabelled.first.flatMap(self.weight) else { return nil }
                return font + "; font-weight: \(weight.numericValue)"
            default: return nil
            }
        default:
            return nil
        }
    }

    /// A system or semantic colour that is always known (`separator`, `systemFill`), which the
    /// drawing's own controls use: as a CSS variable that each canvas sets to the colour of its
    /// appearance, so that a drawing that reads nothing else of its appearance is made once.
    func system(_ name: String) -> String {
        guard Self.knownColorNames.contains(name) else { return "currentColor" }
        use.systemColors.insert(name)
        return "var(--pv-\(name))"
    }

    /// A colour the example names (`.red`, `Color.secondary`), in this appearance.
    private func namedColor(_ name: String) -> RGBA? {
        guard let color = Self.namedColor(name, in: appearance) else { return nil }
        use.dependsOnAppearance = true
        return color
    }

    /// A weight: `.semibold`, `Font.Weight.bold`, a weight token.
    func weight(_ expression: PreviewExpr) -> FontWeight? {
        guard case .name(let name) = expression else { return nil }
        if case .fontWeight(let weight)? = token(name) { return weight }
        return FontWeight(rawValue: Self.bare(name, types: ["Font.Weight", "SwiftUI.Font.Weight"]))
    }

    /// A name without its type or its leading dot: `red` for `.red`, `Color.red`, `SwiftUI.Color.red`.
    static func bare(
        _ name: String,
        types: [String] = ["Color", "SwiftUI.Color", "ShapeStyle", "HierarchicalShapeStyle", "Material"]
    ) -> String {
        if name.hasPrefix(".") { return String(name.dropFirst()) }
        // Compared without building `type + "."`: every colour and font of every preview comes here.
        for type in types where name.hasPrefix(type)
            && name.utf8.dropFirst(type.utf8.count).first == UInt8(ascii: ".") {
            return String(name.dropFirst(type.count + 1))
        }
        return name
    }

    /// A colour SwiftUI or UIKit names: the system colours, the label colours (`.primary`,
    /// `.secondary`), and the system backgrounds and separators; nil for any other name.
    static func namedColor(_ name: String, in appearance: Appearance) -> RGBA? {
        SystemColor.named(
            bare(name, types: ["Color", "SwiftUI.Color", "UIColor", "ShapeStyle", "HierarchicalShapeStyle"])
        )?.value(in: appearance)
    }

    /// Every name `namedColor` knows without a type or a `system` prefix.
    static let colorNames = Array(SystemColor.all.keys) + semanticNames
    private static let knownColorNames = Set(colorNames)

    /// The semantic colours the drawing's controls name, whose values come from the core's table.
    private static let semanticNames = [
        "primary", "label", "secondary", "secondaryLabel", "tertiary", "tertiaryLabel", "quaternary", "quaternaryLabel",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "systemFill", "secondarySystemFill", "separator", "systemGray",
        "systemGray5", "systemGray6",
    ]
}

/// What a drawing has read that depends on the appearance it is drawn in: a value that differs
/// between appearances, and the iOS colours its controls use (each a CSS variable of the canvas).
final class AppearanceUse {
    var dependsOnAppearance = false
    var systemColors: Set<String> = []
}
