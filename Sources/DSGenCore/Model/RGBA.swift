/// A concrete sRGB colour with straight (not premultiplied) alpha; components are in 0...1.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive); nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits = Array(hex.dropFirst())
        // ASCII only: Character.isHexDigit also accepts full-width digits, which radix 16 does not.
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else {
            return nil
        }
        if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
        let bytes = stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! }
        self.init(
            red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255, blue: Double(bytes[2]) / 255,
            alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1
        )
    }

    /// The same colour with its alpha multiplied by `factor`, as SwiftUI's `.opacity(_:)` does.
    public func multiplyingAlpha(by factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when the colour is not opaque. Upper-case, as Apple's tables write it.
    public var hex: String {
        let channels = alpha < 1 ? [red, green, blue, alpha] : [red, green, blue]
        return "#" + channels.map { byteHex($0) }.joined()
    }

    public var description: String { hex }

    /// `AARRGGBB`, alpha first, as Android's resources and Compose's `Color(0x…)` write a colour.
    public var argbHex: String {
        [alpha, red, green, blue].map { byteHex($0) }.joined()
    }

    private func byteHex(_ component: Double) -> String {
        let byte = Int((min(max(component, 0), 1) * 255).rounded())
        let text = String(byte, radix: 16, uppercase: true)
        return byte < 16 ? "0" + text : text
    }
}
