/// How the values inside tokens are written on a token line (`TokenValue.specText`), so that the
/// spec reader reads them back as the same values.
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
