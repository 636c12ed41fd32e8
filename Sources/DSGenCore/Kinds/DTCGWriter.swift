/// The DTCG 2025.10 forms that several kinds write: colours, lengths, durations, stroke styles,
/// families and gradient stops. Each kind writes its own `$value` (`KindDescriptor.dtcg`) from these.
enum DTCGWriter {
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

    /// Stops at their locations, or spread evenly as SwiftUI's `colors:` form spreads them.
    static func stops(_ stops: [GradientStop], in appearance: Appearance) -> [JSONOutput] {
        stops.enumerated().map { index, stop in
            let position = stop.location ?? (stops.count > 1 ? Double(index) / Double(stops.count - 1) : 0)
            return ["color": color(stop.color, in: appearance), "position": .number(rounded(position))]
        }
    }

    /// Four decimal places: short to read, and exact enough for every 8-bit colour channel.
    static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}

extension FontFamily {
    /// The system design, for a system family.
    var design: FontDesign? { if case .system(let design) = self { design } else { nil } }
}
