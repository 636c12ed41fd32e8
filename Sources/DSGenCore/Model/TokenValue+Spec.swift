/// How a value is written on a token line, so that the spec reader reads it back as the same
/// value: `16pt`, `red.opacity(0.4)`, `#3C3C4399 | #EBEBF599`, `headline.weight(bold)`.
/// Nil for the kinds a token line does not yet get from here (gradients, palettes, shadows, motion).
extension TokenValue {
    public var specText: String? {
        switch self {
        case .alias(let reference): "{\(reference.path)}"
        case .color(let color): color.specText
        case .dimension(let points): "\(points.formatted)pt"
        case .radius(.points(let points)): "\(points.formatted)pt"
        case .radius(.round): "round"
        case .opacity(let fraction): "\((fraction * 100).formatted)%"
        case .number(let value): value.formatted
        case .material(let material): material.rawValue
        case .fontWeight(let weight): weight.rawValue
        case .fontFamily(.custom(let name)): "\"\(name)\""
        case .fontFamily(.system(let design)): design.rawValue
        case .typography(let typography): typography.specText
        case .duration(let milliseconds): "\(milliseconds.formatted)ms"
        case .gradient, .palette, .shadow, .cubicBezier, .transition, .strokeStyle, .border: nil
        }
    }
}

extension ColorValue {
    var specText: String? {
        switch self {
        case .rgba(let rgba): rgba.hex
        case .system(let system): SystemColor.all[system.name] != nil ? system.name : nil
        case .reference(let reference): "{\(reference.path)}"
        case .opacity(let base, let factor): base.specText.map { "\($0).opacity(\(factor.formatted))" }
        }
    }
}

extension Typography {
    /// A text style with its modifiers, or `system(…)` / `custom(…)` for a fixed font; nil for a
    /// text style in another design, which a token line cannot write.
    var specText: String? {
        var text: String
        switch (textStyle, family) {
        case (let style?, .system(.default)):
            text = style.rawValue
        case (let style, .custom(let name)):
            text = "custom(\"\(name)\", size: \(size.formatted)pt"
                + (style.map { ", relativeTo: \($0.rawValue)" } ?? "") + ")"
        case (nil, .system(let design)):
            text = "system(size: \(size.formatted)pt, weight: \(weight.rawValue)"
                + (design == .default ? "" : ", design: \(design.rawValue)") + ")"
            return text + modifiers.map { ".\($0.rawValue)()" }.joined()
        case (.some, .system):
            return nil
        }
        if !modifiers.contains(.bold), weight != (textStyle?.defaultWeight ?? .regular) {
            text += ".weight(\(weight.rawValue))"
        }
        return text + modifiers.map { ".\($0.rawValue)()" }.joined()
    }
}
