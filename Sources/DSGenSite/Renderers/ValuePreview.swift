import DSGenCore

/// How a value is drawn beside its text, to scale: a spacing as a bar of that length, a radius on
/// a sample card (`round` as a capsule), a type style as a specimen set in it. Styles are built
/// from numbers and known names only, never from text a page wrote, so they cannot break out of
/// the `style` attribute.
enum ValuePreview {
    /// Points drawn as CSS pixels, as iOS draws them at 1×; longer bars are capped, with their value.
    static let longestBar = 320.0

    static func bar(_ value: TokenValue) -> String? {
        guard case .dimension(let points) = value, points > 0 else { return nil }
        return "width: \(min(points, longestBar).formatted)px"
    }

    static func radius(_ value: TokenValue) -> String? {
        switch value {
        case .radius(.points(let points)): "border-radius: \(max(points, 0).formatted)px"
        case .radius(.round): "border-radius: 999px"
        default: nil
        }
    }

    static func specimen(_ value: TokenValue) -> String? {
        guard case .typography(let type) = value else { return nil }
        var style = "font-size: \(type.size.formatted)px; font-weight: \(type.weight.numericValue)"
        style += "; font-family: " + family(type.family)
        if type.modifiers.contains(.italic) { style += "; font-style: italic" }
        if type.modifiers.contains(.smallCaps) { style += "; font-variant: small-caps" }
        if type.modifiers.contains(.bold) { style += "; font-weight: 700" }
        return style
    }

    /// A CSS font stack for a family: the system designs map to their CSS generic families; a
    /// custom family is quoted with only letters, digits, spaces and hyphens kept.
    static func family(_ family: FontFamily) -> String {
        switch family {
        case .system(.default): "var(--font)"
        case .system(.rounded): "ui-rounded, var(--font)"
        case .system(.serif): "ui-serif, Georgia, serif"
        case .system(.monospaced): "ui-monospace, var(--mono)"
        case .custom(let name):
            "\"" + String(name.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }) + "\", var(--font)"
        }
    }
}
