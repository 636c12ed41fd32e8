/// A drop shadow with SwiftUI's `.shadow(color:radius:x:y:)` labels:
/// `shadow(color: black.opacity(0.12), radius: 8pt, y: 4pt)`. `x` and `y` default to 0pt and the
/// colour to SwiftUI's default, black at 33% opacity.
struct ShadowParser: TokenValueParser {
    let kind = TokenKind.shadow
    let expected = "shadow(color: black.opacity(0.2), radius: 8pt, x: 0pt, y: 4pt)"

    static let defaultColor = ColorValue.opacity(.rgba(RGBA(red: 0, green: 0, blue: 0)), 0.33)

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> TokenValue {
        guard case .call("shadow", let list) = expression.form else {
            throw Diagnostic(
                .invalidValue, at: expression.location,
                "'\(expression.text)' is not a shadow; write \(expected)"
            )
        }
        let arguments = try Arguments(list, of: expression, labels: ["color", "radius", "x", "y"])
        let radius = try arguments.required("radius").points(for: "a shadow radius")
        guard radius >= 0 else {
            throw Diagnostic(
                .invalidValue, at: try arguments.required("radius").location,
                "a shadow radius cannot be negative"
            )
        }
        return .shadow(Shadow(
            color: try arguments["color"].map { (value) throws(Diagnostic) in
                try ColorParser().color(value)
            } ?? Self.defaultColor,
            radius: radius,
            x: try arguments["x"]?.points(for: "a shadow offset") ?? 0,
            y: try arguments["y"]?.points(for: "a shadow offset") ?? 0
        ))
    }
}
