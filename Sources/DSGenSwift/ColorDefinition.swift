import DSGenCore
import SwiftSyntax

/// A colour definition read from its expression: `.red`, `Color(red:green:blue:)`,
/// `Color(white:)`, `Color(hex:)`, dsgen's exported initialisers, each optionally under
/// `.opacity(_:)`. A colour from an asset, a UIKit or AppKit colour or a provider is not read.
package struct ColorDefinition {
    package var light: RGBA
    /// The dark value, for the forms that carry one: a system colour follows dark mode, a colour
    /// made of numbers does not, so only its light value is compared.
    package var dark: RGBA?
    package var literal: ValueLiteral?

    private static let colorTypes: Set<String> = ["Color", "SwiftUI.Color"]
    // `.init(red:…)` where the type is known to be `Color` (`var tint: Color = .init(…)`).
    private static let initializers: Set<String> = [
        "Color", "SwiftUI.Color", "Color.init", "SwiftUI.Color.init", ".init",
    ]

    package init(light: RGBA, dark: RGBA?, literal: ValueLiteral? = nil) {
        self.light = light
        self.dark = dark
        self.literal = literal
    }

    package init?(_ expression: ExprSyntax) {
        if let call = expression.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, member.declName.baseName.text == "opacity" {
            guard call.arguments.count == 1, call.arguments.first?.label == nil,
                  let factor = call.arguments.first?.expression.literalNumber, (0...1).contains(factor),
                  let color = ColorDefinition(base) else { return nil }
            self.init(light: color.light.multiplyingAlpha(by: factor), dark: color.dark?.multiplyingAlpha(by: factor))
        } else if expression.is(MemberAccessExprSyntax.self) {
            guard let name = expression.memberName(on: Self.colorTypes),
                  let system = SystemColor.all[name] else { return nil }
            self.init(light: system.light, dark: system.dark)
        } else if let call = expression.as(FunctionCallExprSyntax.self),
                  Self.initializers.contains(call.calledExpression.sourceText),
                  call.trailingClosure == nil {
            self.init(arguments: Array(call.arguments))
        } else {
            return nil
        }
    }

    private init?(arguments: [LabeledExprSyntax]) {
        var arguments = arguments
        var values: [String: ExprSyntax] = [:]
        // `Color(0xFF9500)`: an app's own initialiser of a hex number, read as `Color(hex:)` is.
        if let first = arguments.first, first.label == nil, Self.hexDigits(of: first.expression) != nil {
            values["hex"] = first.expression
            arguments.removeFirst()
        }
        // `Color(.sRGB, red:…)` is the default colour space written out; other spaces are not read.
        if let first = arguments.first, first.label == nil {
            guard first.expression.memberName(on: ["Color.RGBColorSpace"]) == "sRGB" else {
                return nil
            }
            arguments.removeFirst()
        }
        for argument in arguments {
            guard let label = argument.label?.text, values[label] == nil else { return nil }
            values[label] = argument.expression
        }
        let labels = Set(values.keys)
        let opacity = labels.contains("opacity") ? values["opacity"].flatMap(Self.component) : 1
        guard let opacity else { return nil }
        switch labels.subtracting(["opacity"]) {
        case ["red", "green", "blue"]:
            guard let red = values["red"].flatMap(Self.component), let green = values["green"].flatMap(Self.component),
                  let blue = values["blue"].flatMap(Self.component) else { return nil }
            self.init(light: RGBA(red: red, green: green, blue: blue, alpha: opacity), dark: nil)
        case ["white"]:
            guard let white = values["white"].flatMap(Self.component) else { return nil }
            self.init(light: RGBA(red: white, green: white, blue: white, alpha: opacity), dark: nil)
        case ["hex"]:
            guard let hex = values["hex"], let (rgba, literal) = Self.hex(hex) else { return nil }
            // A fix rewrites the hex digits alone, so it is offered only where they are the whole colour.
            self.init(
                light: rgba.multiplyingAlpha(by: opacity), dark: nil,
                literal: labels.contains("opacity") ? nil : literal
            )
        case ["dsgenRGBA"] where !labels.contains("opacity"):
            guard let rgba = values["dsgenRGBA"].flatMap(Self.rgbaInteger) else { return nil }
            self.init(light: rgba, dark: nil)
        case ["dsgenLight", "dark", "lightHighContrast", "darkHighContrast"] where !labels.contains("opacity"):
            // `dsgen export swift`'s colour that follows the appearance.
            guard let light = values["dsgenLight"].flatMap(Self.rgbaInteger),
                  let dark = values["dark"].flatMap(Self.rgbaInteger) else { return nil }
            self.init(light: light, dark: dark)
        default:
            return nil
        }
    }

    /// A component in 0…1, written as a number or as `N / 255`.
    private static func component(_ expression: ExprSyntax) -> Double? {
        expression.literalQuotient.flatMap { (0...1).contains($0) ? $0 : nil }
    }

    /// `0xFF9500` (up to six hex digits) or `"#FF9500"` (exactly six), read as RRGGBB. Eight
    /// digits are left alone: teams' `hex` initialisers disagree on where alpha goes.
    private static func hex(_ expression: ExprSyntax) -> (RGBA, ValueLiteral)? {
        if let digits = hexDigits(of: expression), digits.count <= 6, let value = UInt32(digits, radix: 16) {
            return (
                RGBA(
                    red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
                    blue: Double(value & 0xFF) / 255
                ),
                .hexInteger(expression)
            )
        }
        guard let text = expression.literalString else { return nil }
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.count == 6, let rgba = RGBA(hex: "#" + digits) else { return nil }
        return (rgba, .hexString(expression, hasHash: text.hasPrefix("#")))
    }

    /// `0xRRGGBBAA`, as dsgen's exported initialisers take it.
    private static func rgbaInteger(_ expression: ExprSyntax) -> RGBA? {
        guard let digits = hexDigits(of: expression), digits.count == 8,
              let value = UInt32(digits, radix: 16) else { return nil }
        let byte = { (shift: UInt32) in Double(value >> shift & 0xFF) / 255 }
        return RGBA(red: byte(24), green: byte(16), blue: byte(8), alpha: byte(0))
    }

    private static func hexDigits(of expression: ExprSyntax) -> String? {
        guard let literal = expression.as(IntegerLiteralExprSyntax.self) else { return nil }
        let text = literal.literal.text.filter { $0 != "_" }
        guard text.hasPrefix("0x") || text.hasPrefix("0X") else { return nil }
        return String(text.dropFirst(2))
    }
}
