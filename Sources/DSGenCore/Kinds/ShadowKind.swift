/// A drop shadow with SwiftUI's `.shadow(color:radius:x:y:)` labels:
/// `shadow(color: black.opacity(0.12), radius: 8pt, y: 4pt)`. `x` and `y` default to 0pt and the
/// colour to SwiftUI's default, black at 33% opacity.
struct ShadowKind: KindDescriptor {
    var kind: TokenKind { .shadow }
    var expected: String { "shadow(color: black.opacity(0.2), radius: 8pt, x: 0pt, y: 4pt)" }
    var example: String { "shadow(color: black.opacity(0.12), radius: 8pt, y: 4pt)" }
    var dtcgType: String { "shadow" }

    static let defaultColor = ColorValue.opacity(.rgba(RGBA(red: 0, green: 0, blue: 0)), 0.33)

    func wrap(_ shadow: Shadow) -> TokenValue { .shadow(shadow) }
    func payload(_ value: TokenValue) -> Shadow? { if case .shadow(let shadow) = value { shadow } else { nil } }

    func read(_ node: JSONNode, extras: JSONNode?, with reader: DTCGValueReader) throws(Diagnostic) -> Shadow {
        try reader.shadow(node)
    }

    /// SwiftUI's radius is DTCG's blur; SwiftUI has no spread.
    func dtcg(_ shadow: Shadow, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        ([
            "color": DTCGWriter.color(shadow.color, in: appearance), "offsetX": DTCGWriter.dimension(shadow.x),
            "offsetY": DTCGWriter.dimension(shadow.y),
            "blur": DTCGWriter.dimension(shadow.radius), "spread": DTCGWriter.dimension(0),
        ], [:])
    }

    func text(_ shadow: Shadow) -> String {
        "\(shadow.color.text), radius \(shadow.radius.formatted) pt, x \(shadow.x.formatted) pt, " +
            "y \(shadow.y.formatted) pt"
    }

    func colors(in shadow: Shadow) -> [ColorValue] { [shadow.color] }

    func replacingColors(in shadow: Shadow, with colors: [ColorValue]) -> Shadow {
        var shadow = shadow
        shadow.color = colors[0]
        return shadow
    }

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> Shadow {
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
        return Shadow(
            color: try arguments["color"].map { (value) throws(Diagnostic) in
                try ColorKind().color(value)
            } ?? Self.defaultColor,
            radius: radius,
            x: try arguments["x"]?.points(for: "a shadow offset") ?? 0,
            y: try arguments["y"]?.points(for: "a shadow offset") ?? 0
        )
    }
}
