import DSGenCore
import DSGenSwift
import SwiftSyntax

/// A hard-coded colour and, where known, the values it takes in light and dark.
struct NamedColor {
    var light: RGBA?
    var dark: RGBA?

    /// A colour written by its numbers: the same in light and dark.
    init(fixed rgba: RGBA?) {
        light = rgba
        dark = rgba
    }

    /// A colour by name: `red` or `white` on SwiftUI's `Color` (or with a leading dot), `systemRed`
    /// or `red` on UIKit's and AppKit's colours. Nil for semantic colours (`primary`, `label`, `clear`).
    init?(_ name: String, onType type: String?) {
        if type == nil || type == "Color", let system = SystemColor.all[name], name != "clear" {
            light = system.light
            dark = system.dark
            return
        }
        guard type != "Color" else { return nil }
        if let system = SystemColor.prefixed(name), system.name != "clear" {
            light = system.light
            dark = system.dark
            return
        }
        if name.hasPrefix("systemGray") {
            // systemGray2…6 are grays of the core's table; their values make a fix-it possible.
            light = SystemColor.named(name)?.light
            dark = SystemColor.named(name)?.dark
            return
        }
        if type != nil, [
            "red", "orange", "yellow", "green", "blue", "purple", "brown", "cyan", "magenta", "white", "black", "gray"
        ].contains(name) {
            light = nil
            dark = nil
            return
        }
        if type != nil, ["darkGray", "lightGray"].contains(name) { return }
        return nil
    }
}

/// Reads the colour of `Color(red:green:blue:)`, `Color(white:)`, `Color(hue:saturation:brightness:)`,
/// `Color(hex:)` and their UIKit and AppKit counterparts, when its arguments are literals.
enum ColorLiteral {
    /// The colour a call makes; `.some(nil)` when it is hard-coded but written with an unknown value;
    /// nil when the call does not make a colour from numbers (`Color("Asset")`, `Color(red: r, …)`).
    static func components(of call: FunctionCallExprSyntax) -> RGBA?? {
        let labels = call.argumentLabels
        let alpha = call.argument("opacity") ?? call.argument("alpha")
        if labels.isSuperset(of: ["red", "green", "blue"]) {
            guard let rgba = rgb(
                red: call.argument("red"), green: call.argument("green"), blue: call.argument("blue"), alpha: alpha
            ) else { return nil }
            return .some(rgba)
        }
        if labels.contains("white"), let white = call.argument("white")?.literalNumber {
            return .some(RGBA(red: white, green: white, blue: white, alpha: alpha?.literalNumber ?? 1))
        }
        if labels.isSuperset(of: ["hue", "saturation", "brightness"]),
           let hue = call.argument("hue")?.literalNumber, let saturation = call.argument("saturation")?.literalNumber,
           let brightness = call.argument("brightness")?.literalNumber {
            return .some(
                hsb(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha?.literalNumber ?? 1)
            )
        }
        // AppKit's and UIKit's other colour spaces: `NSColor(srgbRed:green:blue:alpha:)` and the like.
        for red in ["srgbRed", "calibratedRed", "deviceRed", "displayP3Red"] where labels.contains(red) {
            return .some(
                rgb(red: call.argument(red), green: call.argument("green"), blue: call.argument("blue"), alpha: alpha)
            )
        }
        if let hex = call.argument("hex") {
            let opacity = alpha?.literalNumber ?? 1
            if let text = hex.literalString {
                return .some(RGBA(hex: text.hasPrefix("#") ? text : "#" + text)?.multiplyingAlpha(by: opacity))
            }
            if let literal = hex.as(IntegerLiteralExprSyntax.self), let value = literal.representedLiteralValue {
                let digits = String(value, radix: 16)
                return .some(RGBA(
                    hex: "#" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
                )?.multiplyingAlpha(by: opacity))
            }
            // `Color(hex: container.decode(…))`: a colour from data, not one written in the code.
            return nil
        }
        return nil
    }

    static func rgb(red: ExprSyntax?, green: ExprSyntax?, blue: ExprSyntax?, alpha: ExprSyntax?) -> RGBA? {
        guard let red = red?.literalQuotient, let green = green?.literalQuotient,
              let blue = blue?.literalQuotient else { return nil }
        let alpha = alpha.map { $0.literalNumber } ?? 1
        guard let alpha else { return nil }
        return RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// HSB (hue 0…1) to sRGB, as `Color(hue:saturation:brightness:)` converts it.
    static func hsb(hue: Double, saturation: Double, brightness: Double, alpha: Double) -> RGBA? {
        guard hue.isFinite, saturation.isFinite, brightness.isFinite else { return nil }
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f),
            t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (brightness, t, p)
        case 1: (q, brightness, p)
        case 2: (p, brightness, t)
        case 3: (p, q, brightness)
        case 4: (t, p, brightness)
        default: (brightness, p, q)
        }
        return RGBA(red: r, green: g, blue: b, alpha: alpha)
    }
}
