import DSGenCore
import Foundation

/// Resolved values written as Kotlin for Jetpack Compose.
enum ComposeValue {
    /// The Kotlin expression of a token's value, or nil for a kind Compose has no value for here
    /// (gradients, palettes, materials, transitions, borders, a shadow off to the side).
    static func expression(of token: ResolvedToken) -> String? {
        let values = token.values
        switch values.light {
        case .color: return themedColor(values)
        case .dimension(let points): return number(points) + (token.token.uses.contains(.text) ? ".sp" : ".dp")
        case .radius(.points(let points)): return number(points) + ".dp"
        case .radius(.round): return "999.dp"
        case .typography(let type): return textStyle(type)
        case .fontWeight(let weight): return "FontWeight(\(weight.numericValue))"
        case .fontFamily(let family): return fontFamily(family)
        case .opacity(let fraction), .number(let fraction): return float(fraction)
        case .duration(let milliseconds): return String(Int(milliseconds.rounded()))
        case .cubicBezier(let curve):
            return "CubicBezierEasing(" + curve.components.map(float).joined(separator: ", ") + ")"
        case .shadow(let shadow) where shadow.x == 0 && shadow.y >= 0: return number(shadow.y) + ".dp"
        // Every kind is named, so that a new one does not compile until it decides.
        case .shadow, .alias, .material, .gradient, .palette, .transition, .strokeStyle, .border: return nil
        }
    }

    /// What a reader needs to know of the value beside its description.
    static func note(of token: ResolvedToken) -> String? {
        switch token.values.light {
        case .duration: "In milliseconds."
        case .shadow(let shadow):
            "The shadow's elevation (its vertical offset; radius \(shadow.radius.formatted) in the spec)."
        case .fontFamily(.custom(let name)): "The family \"\(name)\": load its fonts as a FontFamily."
        case .radius(.round): "Fully rounded (a capsule): RoundedCornerShape(percent = 50) draws it exactly."
        default: nil
        }
    }

    /// `ThemedColor(light = Color(0xFFFFFFFF), dark = Color(0xFF1C1C1E))`, naming only the
    /// appearances that differ from what they fall back to.
    static func themedColor(_ values: AppearanceValues<TokenValue>) -> String? {
        guard let light = color(values[.light]) else { return nil }
        var arguments = ["light = \(light)"]
        let dark = color(values[.dark]) ?? light
        if dark != light { arguments.append("dark = \(dark)") }
        if values.declaresHighContrast {
            let lightContrast = color(values[.lightHighContrast]) ?? light
            let darkContrast = color(values[.darkHighContrast]) ?? dark
            if lightContrast != light { arguments.append("lightHighContrast = \(lightContrast)") }
            if darkContrast != dark { arguments.append("darkHighContrast = \(darkContrast)") }
        }
        return "ThemedColor(" + arguments.joined(separator: ", ") + ")"
    }

    /// `Color(0xAARRGGBB)`.
    static func color(_ value: TokenValue) -> String? {
        guard case .color(let color) = value, let rgba = color.rgba else { return nil }
        return "Color(0x" + rgba.argbHex + ")"
    }

    static func textStyle(_ type: Typography) -> String {
        var arguments = ["fontSize = \(number(type.size)).sp", "fontWeight = FontWeight(\(type.weight.numericValue))"]
        if let style = type.textStyle { arguments.append("lineHeight = \(number(style.lineHeight)).sp") }
        arguments.append("fontFamily = " + (fontFamily(type.family).hasPrefix("FontFamily") ? fontFamily(type.family)
            : "FontFamily.Default"))
        return "TextStyle(" + arguments.joined(separator: ", ") + ")"
    }

    static func fontFamily(_ family: FontFamily) -> String {
        switch family {
        case .system(.monospaced): "FontFamily.Monospace"
        case .system(.serif): "FontFamily.Serif"
        case .system(.default), .system(.rounded): "FontFamily.Default"
        case .custom(let name): "\"" + name.filter { $0 != "\"" && $0 != "\\" && $0 != "$" } + "\""
        }
    }

    /// `16`, `16.5`: a Kotlin number that `.dp` and `.sp` extend.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    /// `0.4f`.
    static func float(_ value: Double) -> String {
        (value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)) + "f"
    }
}
