import DSGenCore

/// How the drift rules write values: a definition's as code means it (`20`, `#FF8000`), the
/// spec's as the style guide shows it (`16 pt`, `40%`), and Swift that a fix or a new
/// declaration puts in the token file.
enum DriftSpelling {
    /// `20`, `.infinity`, `#FF8000`, `#FF3B30 | #FF453A`, `17 pt regular`, `.regularMaterial`.
    static func text(of value: DefinitionValue) -> String {
        switch value {
        case .number(let number): number.isInfinite ? ".infinity" : number.formatted
        case .color(let light, let dark): colors(light, dark)
        case .typography(let font): TokenValue.typography(font).text
        case .material(let material): material.swiftName
        case .fontWeight(let weight): TokenValue.fontWeight(weight).text
        case .fontFamily(let family): TokenValue.fontFamily(family).text
        }
    }

    /// The token's value as the style guide shows it; a colour by its light and dark values.
    static func text(of token: ResolvedToken) -> String {
        if let (light, dark) = token.lightAndDark { return colors(light, dark) }
        return token.values.light.text
    }

    private static func colors(_ light: RGBA, _ dark: RGBA?) -> String {
        guard let dark, dark.hex != light.hex else { return light.hex }
        return light.hex + " | " + dark.hex
    }

    /// The literal to write in place of a definition's, when the token's value can stand there.
    static func replacement(
        for literal: EvaluatedDefinition.Literal, token: ResolvedToken, isAnnotated: Bool
    ) -> String? {
        switch literal {
        case .number:
            guard let value = token.values.light.plainNumber else { return nil }
            // Without a declared type, `.infinity` alone would not compile.
            return value.isInfinite ? (isAnnotated ? ".infinity" : "CGFloat.infinity") : number(value)
        case .hexInteger, .hexString:
            // Six hex digits cannot hold alpha, nor the dark value, which these forms do not follow.
            guard let light = token.lightAndDark?.light, light.alpha > 0.995 else { return nil }
            let digits = String(light.hex.dropFirst())
            if case .hexString(_, let hasHash) = literal { return "\"" + (hasHash ? "#" : "") + digits + "\"" }
            return "0x" + digits
        }
    }

    /// `static let xl: CGFloat = 32`, the declaration of a token code lacks; nil for values with no
    /// short exact Swift (a colour that differs in dark but is no system colour, a gradient).
    static func declaration(of token: ResolvedToken, named name: String) -> String? {
        let value = token.values.light
        let typeAndValue: String?
        switch token.kind {
        case .dimension, .radius:
            typeAndValue = value.plainNumber.map { "CGFloat = " + ($0.isInfinite ? ".infinity" : number($0)) }
        case .opacity, .number:
            typeAndValue = value.plainNumber.map { "Double = " + number($0) }
        case .color:
            typeAndValue = token.lightAndDark.flatMap(color).map { "Color = " + $0 }
        case .typography:
            if case .typography(let font) = value {
                typeAndValue = "Font = " + self.font(font)
            } else {
                typeAndValue = nil
            }
        case .material:
            if case .material(let material) = value {
                typeAndValue = "Material = " + material.swiftName
            } else {
                typeAndValue = nil
            }
        case .fontWeight:
            if case .fontWeight(let weight) = value {
                typeAndValue = "Font.Weight = ." + weight.rawValue
            } else {
                typeAndValue = nil
            }
        case .fontFamily:
            switch value {
            case .fontFamily(.system(let design)): typeAndValue = "Font.Design = ." + design.rawValue
            case .fontFamily(.custom(let family)): typeAndValue = "String = " + string(family)
            default: typeAndValue = nil
            }
        case .gradient, .palette, .shadow, .duration, .cubicBezier, .transition, .strokeStyle, .border:
            typeAndValue = nil
        }
        return typeAndValue.map { "static let \(name): \($0)" }
    }

    /// A system colour by name when it has the token's light and dark values; otherwise the
    /// colour's sRGB bytes when it is the same in both.
    private static func color(_ light: RGBA, _ dark: RGBA) -> String? {
        if let system = SystemColor.all.values.filter({ $0.light.isClose(to: light) && $0.dark.isClose(to: dark) })
            .map(\.name).sorted().first {
            return "." + system
        }
        guard light.isClose(to: dark) else { return nil }
        let bytes = [light.red, light.green, light.blue].map { Int(($0 * 255).rounded()) }
        let opacity = light.alpha < 0.995 ? ", opacity: \(light.alpha.formatted)" : ""
        return "Color(red: \(bytes[0]) / 255, green: \(bytes[1]) / 255, blue: \(bytes[2]) / 255\(opacity))"
    }

    /// A font as SwiftUI writes it, in the forms the definitions are read in.
    static func font(_ font: Typography) -> String {
        var text: String
        let baseWeight: FontWeight
        switch (font.textStyle, font.family) {
        case (let style?, .system(.default)):
            text = "." + style.rawValue
            baseWeight = style.defaultWeight
        case (let style?, .system(let design)):
            text = ".system(.\(style.rawValue), design: .\(design.rawValue))"
            baseWeight = style.defaultWeight
        case (nil, .system(let design)):
            text = ".system(size: \(number(font.size))"
                + (font.weight == .regular ? "" : ", weight: .\(font.weight.rawValue)")
                + (design == .default ? "" : ", design: .\(design.rawValue)") + ")"
            baseWeight = font.weight
        case (let style, .custom(let family)):
            text = ".custom(\(string(family)), size: \(number(font.size))"
                + (style.map { ", relativeTo: .\($0.rawValue)" } ?? "") + ")"
            baseWeight = style?.defaultWeight ?? .regular
        }
        let bold = font.modifiers.contains(.bold)
        text += font.modifiers.map { ".\($0.rawValue)()" }.joined()
        if font.weight != (bold ? .bold : baseWeight) { text += ".weight(.\(font.weight.rawValue))" }
        return text
    }

    /// A number as a Swift literal: `16`, `0.35`, `-2`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func string(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}
