import DSGenCore

/// SwiftUI fonts as the spec writes them: `.headline`, `.body.monospacedDigit()`,
/// `.system(size:weight:design:)`, `.custom(_:size:relativeTo:)`.
enum SwiftFont {
    static func expression(_ typography: Typography) -> String {
        let size = SwiftSpelling.number(typography.size)
        let weight = typography.weight
        // A text style at another size than its own is a fixed size that SwiftUI spells with
        // `.system(size:)` or `.custom(_:size:)`.
        let style = typography.textStyle.flatMap { $0.pointSize == typography.size ? $0 : nil }
        var font: String
        let baseWeight: FontWeight
        switch (style, typography.family) {
        case (let style?, .system(.default)):
            font = "." + style.rawValue
            baseWeight = style.defaultWeight
        case (let style?, .system(let design)):
            font = ".system(.\(style.rawValue), design: .\(design.rawValue))"
            baseWeight = style.defaultWeight
        case (nil, .system(let design)):
            font = ".system(size: \(size), weight: .\(weight.rawValue), design: .\(design.rawValue))"
            baseWeight = weight
        case (_, .custom(let name)):
            let relative = typography.textStyle.map { ", relativeTo: .\($0.rawValue)" } ?? ""
            font = ".custom(\(SwiftSpelling.string(name)), size: \(size)\(relative))"
            baseWeight = typography.textStyle?.defaultWeight ?? .regular
        }
        // `.bold()` sets the weight; a weight the spec gives after it must come after it too.
        let bold = typography.modifiers.contains(.bold)
        if !bold, weight != baseWeight { font += ".weight(.\(weight.rawValue))" }
        font += typography.modifiers.map { ".\($0.rawValue)()" }.joined()
        if bold, weight != .bold { font += ".weight(.\(weight.rawValue))" }
        return font
    }
}
