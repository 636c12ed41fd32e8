/// How the values inside tokens read in the style guide and in messages (`TokenValue.text`).
extension ColorValue {
    public var text: String {
        switch self {
        case .rgba(let rgba): rgba.hex
        case .system(let system): system.name
        case .reference(let reference): reference.description
        case .opacity(let base, let factor): "\(base.text).opacity(\(factor.formatted))"
        }
    }
}

extension FontFamily {
    public var text: String {
        switch self {
        case .system(let design): design.rawValue
        case .custom(let name): "\"\(name)\""
        }
    }
}

extension Typography {
    public var text: String {
        var parts: [String] = []
        if let textStyle { parts.append(textStyle.rawValue) }
        var font = "\(size.formatted) pt \(weight.rawValue)"
        if family != .system(.default) { font += " \(family.text)" }
        parts.append(font)
        return parts.joined(separator: " · ") + modifiers.map { " .\($0.rawValue)()" }.joined()
    }
}

extension Gradient {
    public var text: String {
        let stopText = stops.map { stop in
            stop.color.text + (stop.location.map { " \(($0 * 100).formatted)%" } ?? "")
        }.joined(separator: ", ")
        switch self {
        case .linear(let start, let end, _):
            return "linear \(start.rawValue) → \(end.rawValue): \(stopText)"
        case .radial(let center, let from, let to, _):
            return "radial at \(center.rawValue), \(from.formatted)–\(to.formatted) pt: \(stopText)"
        }
    }
}

extension CubicBezier {
    /// The curve's name when CSS and SwiftUI have one for it, else its control points.
    public var text: String {
        CubicBezier.named.first { $0.value == self }?.key
            ?? "cubicBezier(\(components.map(\.formatted).joined(separator: ", ")))"
    }
}

extension StrokeStyle {
    public var text: String {
        switch self {
        case .line(let style): style.rawValue
        case .dashes(let lengths, let cap):
            "dash \(lengths.map(\.formatted).joined(separator: " ")) pt, \(cap.rawValue) caps"
        }
    }
}

extension Palette {
    public var text: String {
        let gradient = zip(gradientIndices, gradientOpacities).map { "\($0) at \(($1 * 100).formatted)%" }
            .joined(separator: ", ")
        return colors.map(\.text).joined(separator: ", ") + "; gradient: " + gradient
    }
}

extension Double {
    /// `16`, `0.5`, `12.75`: no trailing `.0`, at most three decimals.
    public var formatted: String {
        let rounded = (self * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
