/// A border: `border(color: {colors.separator}, width: 1pt, style: solid)`; the style defaults to solid.
struct BorderKind: KindDescriptor {
    var kind: TokenKind { .border }
    var expected: String { "border(color: {colors.separator}, width: 1pt, style: solid)" }
    var example: String { "border(color: {colors.separator}, width: 1pt, style: solid)" }
    var dtcgType: String { "border" }

    func wrap(_ border: Border) -> TokenValue { .border(border) }
    func payload(_ value: TokenValue) -> Border? { if case .border(let border) = value { border } else { nil } }

    func read(_ node: JSONNode, extras: JSONNode?, with reader: DTCGValueReader) throws(Diagnostic) -> Border {
        try reader.border(node)
    }

    func dtcg(_ border: Border, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        ([
            "color": DTCGWriter.color(border.color, in: appearance), "width": DTCGWriter.dimension(border.width),
            "style": DTCGWriter.stroke(border.style)
        ], [:])
    }

    func text(_ border: Border) -> String {
        "\(border.width.formatted) pt \(border.style.text) \(border.color.text)"
    }

    func colors(in border: Border) -> [ColorValue] { [border.color] }

    func replacingColors(in border: Border, with colors: [ColorValue]) -> Border {
        var border = border
        border.color = colors[0]
        return border
    }

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> Border {
        guard case .call("border", let list) = expression.form else {
            throw Diagnostic(
                .invalidValue, at: expression.location,
                "'\(expression.text)' is not a border; write \(expected)"
            )
        }
        let arguments = try Arguments(list, of: expression, labels: ["color", "width", "style"])
        let width = try arguments.required("width").points(for: "a border width")
        guard width >= 0 else {
            throw Diagnostic(
                .invalidValue, at: try arguments.required("width").location, "a border width cannot be negative"
            )
        }
        return Border(
            color: try ColorKind().color(try arguments.required("color")), width: width,
            style: try arguments["style"].map { (value) throws(Diagnostic) in
                try StrokeStyleKind().style(value)
            } ?? .line(.solid)
        )
    }
}
