import DSGenCore
import Foundation

/// A resolved token value as DTCG 2025.10 writes it, with what DTCG cannot say kept for dsgen's
/// extension: `(value, extras)`.
enum DTCGValue {
    static func json(_ value: TokenValue, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        switch value {
        case .alias(let reference): (.string("{\(reference.path)}"), [:])
        case .color(let color): (self.color(color, in: appearance), [:])
        case .dimension(let points): (dimension(points), [:])
        case .radius(.points(let points)): (dimension(points), [:])
        // DTCG has no infinite length: 9999px is the pill radius CSS tools use, and the
        // extension says the radius is round.
        case .radius(.round): (dimension(9999), ["round": true])
        case .fontFamily(let family):
            (.string(self.family(family)), family.design.map { ["design": .string($0.rawValue)] } ?? [:])
        case .fontWeight(let weight): (.integer(weight.numericValue), [:])
        case .typography(let type): typography(type)
        case .material(let material):
            (color(.rgba(material.fill(in: appearance)), in: appearance), ["material": .string(material.rawValue)])
        case .gradient(let gradient): (.array(stops(gradient.stops, in: appearance)), geometry(gradient))
        case .palette(let palette): self.palette(palette, in: appearance)
        case .shadow(let shadow): (self.shadow(shadow, in: appearance), [:])
        case .opacity(let fraction): (.number(fraction), [:])
        case .number(let number): (.number(number), [:])
        case .duration(let milliseconds): (duration(milliseconds), [:])
        case .cubicBezier(let curve): (.array(curve.components.map(JSONOutput.number)), [:])
        case .transition(let transition):
            ([
                "duration": duration(transition.duration), "delay": duration(transition.delay),
                "timingFunction": .array(transition.timing.components.map(JSONOutput.number))
            ], [:])
        case .strokeStyle(let style): (stroke(style), [:])
        case .border(let border):
            ([
                "color": color(border.color, in: appearance), "width": dimension(border.width),
                "style": stroke(border.style)
            ], [:])
        }
    }

    /// An sRGB colour object: components to four places (enough to give back every 8-bit value),
    /// `alpha` only when translucent, and the six-digit `hex` fallback.
    static func color(_ color: ColorValue, in appearance: Appearance) -> JSONOutput {
        let rgba: RGBA
        switch color {
        case .rgba(let value): rgba = value
        case .system(let system): rgba = system.value(in: appearance)
        case .reference(let reference): return .string("{\(reference.path)}")
        case .opacity(let base, let factor):
            switch base {
            case .rgba(let value): rgba = value.multiplyingAlpha(by: factor)
            case .system(let system): rgba = system.value(in: appearance).multiplyingAlpha(by: factor)
            // Resolved values hold no references; a reference with an opacity has no DTCG form.
            case .reference, .opacity: return Self.color(base, in: appearance)
            }
        }
        // The hex is made from the components as written, so that reading them back gives it again.
        let components = [rgba.red, rgba.green, rgba.blue].map(rounded)
        var object: [String: JSONOutput] = [
            "colorSpace": "srgb", "components": .array(components.map(JSONOutput.number)),
            "hex": .string(RGBA(red: components[0], green: components[1], blue: components[2]).hex.lowercased()),
        ]
        if rgba.alpha < 1 { object["alpha"] = .number(rounded(rgba.alpha)) }
        return .object(object)
    }

    static func dimension(_ points: Double) -> JSONOutput { ["value": .number(points), "unit": "px"] }

    static func duration(_ milliseconds: Double) -> JSONOutput { ["value": .number(milliseconds), "unit": "ms"] }

    static func stroke(_ style: StrokeStyle) -> JSONOutput {
        switch style {
        case .line(let line): .string(line.rawValue)
        case .dashes(let lengths, let cap):
            ["dashArray": .array(lengths.map(dimension)), "lineCap": .string(cap.rawValue)]
        }
    }

    static func family(_ family: FontFamily) -> String {
        switch family {
        case .system(let design): DTCGNames.family(design)
        case .custom(let name): name
        }
    }

    /// Text styles carry Apple's line height; a fixed size gets 1.2, the common default.
    private static func typography(_ type: Typography) -> (JSONOutput, [String: JSONOutput]) {
        let lineHeight = type.textStyle.map { $0.lineHeight / $0.pointSize } ?? 1.2
        let value: JSONOutput = [
            "fontFamily": .string(family(type.family)), "fontSize": dimension(type.size),
            "fontWeight": .integer(type.weight.numericValue),
            "letterSpacing": dimension(0), "lineHeight": .number(rounded(lineHeight)),
        ]
        var extras: [String: JSONOutput] = [:]
        if let style = type.textStyle { extras["textStyle"] = .string(style.rawValue) }
        if !type.modifiers.isEmpty { extras["modifiers"] = .array(type.modifiers.map { .string($0.rawValue) }) }
        if let design = type.family.design { extras["design"] = .string(design.rawValue) }
        return (value, extras)
    }

    /// Stops at their locations, or spread evenly as SwiftUI's `colors:` form spreads them.
    private static func stops(_ stops: [GradientStop], in appearance: Appearance) -> [JSONOutput] {
        stops.enumerated().map { index, stop in
            let position = stop.location ?? (stops.count > 1 ? Double(index) / Double(stops.count - 1) : 0)
            return ["color": color(stop.color, in: appearance), "position": .number(rounded(position))]
        }
    }

    private static func geometry(_ gradient: Gradient) -> [String: JSONOutput] {
        let even = JSONOutput.bool(gradient.stops.allSatisfy { $0.location == nil })
        switch gradient {
        case .linear(let start, let end, _):
            return ["gradient": [
                "type": "linear", "startPoint": .string(start.rawValue), "endPoint": .string(end.rawValue),
                "evenlySpaced": even
            ]]
        case .radial(let center, let from, let to, _):
            return ["gradient": [
                "type": "radial", "center": .string(center.rawValue), "startRadius": .number(from),
                "endRadius": .number(to), "evenlySpaced": even
            ]]
        }
    }

    /// A palette is written as the background gradient it forms, from top to bottom; its full
    /// list of colours rides in the extension.
    private static func palette(_ palette: Palette, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        let gradient = palette.gradientColors.map { GradientStop(color: $0, location: nil) }
        let extras: [String: JSONOutput] = ["palette": [
            "colors": .array(palette.colors.map { color($0, in: appearance) }),
            "gradientIndices": .array(palette.gradientIndices.map(JSONOutput.integer)),
            "gradientOpacities": .array(palette.gradientOpacities.map(JSONOutput.number)),
        ]]
        return (.array(stops(gradient, in: appearance)), extras)
    }

    private static func shadow(_ shadow: Shadow, in appearance: Appearance) -> JSONOutput {
        [
            "color": color(shadow.color, in: appearance), "offsetX": dimension(shadow.x),
            "offsetY": dimension(shadow.y),
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
