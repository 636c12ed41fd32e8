import Foundation

/// CSS's ways of writing a colour, as token files made for the web write them: `#hex`, `rgb()`/`rgba()`,
/// `hsl()`/`hsla()` (commas or spaces, percentages, hue units, `/ alpha`), `transparent` and CSS's
/// named colours. In a token file a name means CSS's colour; in a fence it keeps meaning Apple's.
public enum CSSColor {
    /// The colour `text` writes, or nil when it is none of CSS's forms.
    public static func rgba(_ text: String) -> RGBA? {
        let text = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let hex = RGBA(hex: text) { return hex }
        if text == "transparent" { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        if let named = CSSNamedColors.hex[text] { return RGBA(hex: named) }
        guard let (name, arguments) = function(text), arguments.count == 3 || arguments.count == 4 else { return nil }
        let alpha = arguments.count == 4 ? fraction(arguments[3], percentOf: 100) : 1
        guard let alpha, (0...1).contains(alpha) else { return nil }
        switch name {
        case "rgb", "rgba":
            let channels = arguments.prefix(3).map { fraction($0, percentOf: 100, bareOf: 255) }
            guard channels.allSatisfy({ $0.map { (0...1).contains($0) } == true }) else { return nil }
            return RGBA(red: channels[0]!, green: channels[1]!, blue: channels[2]!, alpha: alpha)
        case "hsl", "hsla":
            guard let hue = hue(arguments[0]), let saturation = percent(arguments[1]),
                  let lightness = percent(arguments[2]),
                  (0...100).contains(saturation), (0...100).contains(lightness) else { return nil }
            let srgb = ColorSpace.hsl.srgb([hue, saturation, lightness])
            return RGBA(red: srgb.red, green: srgb.green, blue: srgb.blue, alpha: alpha)
        default:
            return nil
        }
    }

    /// `rgba({color.black}, 0.5)`: Tokens Studio's colour token at an alpha, the token's path and the alpha.
    public static func referenceWithAlpha(_ text: String) -> (path: String, alpha: Double)? {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard let (name, arguments) = function(text.lowercased()), name == "rgba" || name == "rgb",
              arguments.count == 2, let alpha = fraction(arguments[1], percentOf: 100), (0...1).contains(alpha),
              let open = text.firstIndex(of: "{"), let close = text.firstIndex(of: "}"), open < close else {
            return nil
        }
        let path = text[text.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
        return path.isEmpty ? nil : (path, alpha)
    }

    /// `name(a, b, c)` or `name(a b c / d)`: the function's name and its arguments.
    private static func function(_ text: String) -> (String, [String])? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let name = text[..<open].trimmingCharacters(in: .whitespaces)
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let arguments = inside.replacingOccurrences(of: "/", with: " / ")
            .split { $0 == "," || $0 == " " }.map(String.init).filter { $0 != "/" }
        return (name, arguments)
    }

    /// `0.5`, `50%`, or a bare number in `0...bareOf` (a channel of 0–255): a fraction.
    private static func fraction(_ text: String, percentOf whole: Double, bareOf bare: Double = 1) -> Double? {
        if text == "none" { return 0 }
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / whole } }
        return Double(text).map { $0 / bare }
    }

    /// Saturation or lightness, `40%` or a bare `40`.
    private static func percent(_ text: String) -> Double? {
        if text == "none" { return 0 }
        return Double(text.hasSuffix("%") ? String(text.dropLast()) : text)
    }

    /// A hue in degrees, from `120`, `120deg`, `0.5turn`, `3.14rad` or `200grad`, brought into [0, 360).
    private static func hue(_ text: String) -> Double? {
        if text == "none" { return 0 }
        let units: [(String, Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360)]
        var degrees = Double(text)
        for (unit, factor) in units where text.hasSuffix(unit) {
            degrees = Double(text.dropLast(unit.count)).map { $0 * factor }
        }
        guard let degrees, degrees.isFinite else { return nil }
        let turned = degrees.truncatingRemainder(dividingBy: 360)
        return turned < 0 ? turned + 360 : turned
    }
}
