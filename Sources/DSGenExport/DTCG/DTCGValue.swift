import DSGenCore
import Foundation

/// A resolved token value as DTCG 2025.10 writes it, with what DTCG cannot say kept for dsgen's
/// extension: `(value, extras)`.
enum DTCGValue {
    static func json(_ value: TokenValue, in appearance: Appearance) -> (Any, [String: Any]) {
        switch value {
        case .alias(let reference): ("{\(reference.path)}", [:])
        case .color(let color): (self.color(color, in: appearance), [:])
        case .dimension(let points): (dimension(points), [:])
        case .radius(.points(let points)): (dimension(points), [:])
        // DTCG has no infinite length: 9999px is the pill radius CSS tools use, and the
        // extension says the radius is round.
        case .radius(.round): (dimension(9999), ["round": true])
        case .fontFamily(let family): (self.family(family), family.design.map { ["design": $0.rawValue] } ?? [:])
        case .fontWeight(let weight): (weight.numericValue, [:])
        case .typography(let type): typography(type)
        case .material(let material): (color(.rgba(material.fill(in: appearance)), in: appearance), ["material": material.rawValue])
        case .gradient(let gradient): (stops(gradient.stops, in: appearance), geometry(gradient))
        case .palette(let palette): self.palette(palette, in: appearance)
        case .shadow(let shadow): (self.shadow(shadow, in: appearance), [:])
        case .opacity(let fraction): (fraction, [:])
        case .number(let number): (number, [:])
        case .duration(let milliseconds): (["value": milliseconds, "unit": "ms"], [:])
        }
    }

    /// An sRGB colour object: components to four places (enough to give back every 8-bit value),
    /// `alpha` only when translucent, and the six-digit `hex` fallback.
    static func color(_ color: ColorValue, in appearance: Appearance) -> Any {
        let rgba: RGBA
        switch color {
        case .rgba(let value): rgba = value
        case .system(let system): rgba = system.value(in: appearance)
        case .reference(let reference): return "{\(reference.path)}"
        case .opacity(let base, let factor):
            guard case .rgba(let value) = base else { return Self.color(base, in: appearance) }
            rgba = value.multiplyingAlpha(by: factor)
        }
        // The hex is made from the components as written, so that reading them back gives it again.
        let components = [rgba.red, rgba.green, rgba.blue].map(rounded)
        var object: [String: Any] = [
            "colorSpace": "srgb", "components": components,
            "hex": RGBA(red: components[0], green: components[1], blue: components[2]).hex.lowercased(),
        ]
        if rgba.alpha < 1 { object["alpha"] = rounded(rgba.alpha) }
        return object
    }

    static func dimension(_ points: Double) -> [String: Any] { ["value": points, "unit": "px"] }

    static func family(_ family: FontFamily) -> String {
        switch family {
        case .system(let design): DTCGNames.family(design)
        case .custom(let name): name
        }
    }

    /// Text styles carry Apple's line height; a fixed size gets 1.2, the common default.
    private static func typography(_ type: Typography) -> (Any, [String: Any]) {
        let lineHeight = type.textStyle.map { $0.lineHeight / $0.pointSize } ?? 1.2
        let value: [String: Any] = [
            "fontFamily": family(type.family), "fontSize": dimension(type.size), "fontWeight": type.weight.numericValue,
            "letterSpacing": dimension(0), "lineHeight": rounded(lineHeight),
        ]
        var extras: [String: Any] = [:]
        if let style = type.textStyle { extras["textStyle"] = style.rawValue }
        if !type.modifiers.isEmpty { extras["modifiers"] = type.modifiers.map(\.rawValue) }
        if let design = type.family.design { extras["design"] = design.rawValue }
        return (value, extras)
    }

    /// Stops at their locations, or spread evenly as SwiftUI's `colors:` form spreads them.
    private static func stops(_ stops: [GradientStop], in appearance: Appearance) -> [[String: Any]] {
        stops.enumerated().map { index, stop in
            let position = stop.location ?? (stops.count > 1 ? Double(index) / Double(stops.count - 1) : 0)
            return ["color": color(stop.color, in: appearance), "position": rounded(position)]
        }
    }

    private static func geometry(_ gradient: Gradient) -> [String: Any] {
        let even = gradient.stops.allSatisfy { $0.location == nil }
        switch gradient {
        case .linear(let start, let end, _):
            return ["gradient": ["type": "linear", "startPoint": start.rawValue, "endPoint": end.rawValue, "evenlySpaced": even]]
        case .radial(let center, let from, let to, _):
            return ["gradient": ["type": "radial", "center": center.rawValue, "startRadius": from, "endRadius": to, "evenlySpaced": even]]
        }
    }

    /// A palette is written as the background gradient it forms, from top to bottom; its full
    /// list of colours rides in the extension.
    private static func palette(_ palette: Palette, in appearance: Appearance) -> (Any, [String: Any]) {
        let gradient = palette.gradientColors.map { GradientStop(color: $0, location: nil) }
        let extras: [String: Any] = ["palette": [
            "colors": palette.colors.map { color($0, in: appearance) },
            "gradientIndices": palette.gradientIndices, "gradientOpacities": palette.gradientOpacities,
        ]]
        return (stops(gradient, in: appearance), extras)
    }

    private static func shadow(_ shadow: Shadow, in appearance: Appearance) -> [String: Any] {
        [
            "color": color(shadow.color, in: appearance), "offsetX": dimension(shadow.x), "offsetY": dimension(shadow.y),
            "blur": dimension(shadow.radius), "spread": dimension(0),
        ]
    }

    /// Four decimal places: short to read, and exact enough for every 8-bit colour channel.
    static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}

extension FontFamily {
    /// The system design, for a system family.
    var design: FontDesign? { if case .system(let design) = self { design } else { nil } }
}
