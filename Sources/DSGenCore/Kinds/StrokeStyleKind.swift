/// How a line is drawn: a line style (`solid`, `dashed`, `dotted`, …) or a dash pattern,
/// `dash([4pt, 2pt], lineCap: round)`.
struct StrokeStyleKind: KindDescriptor {
    var kind: TokenKind { .strokeStyle }
    var expected: String {
        "solid, dashed, dotted, double, groove, ridge, outset, inset, or dash([4pt, 2pt], lineCap: round)"
    }
    var example: String { "dash([4pt, 2pt], lineCap: round)" }
    var dtcgType: String { "strokeStyle" }

    func wrap(_ style: StrokeStyle) -> TokenValue { .strokeStyle(style) }
    func payload(_ value: TokenValue) -> StrokeStyle? { if case .strokeStyle(let style) = value { style } else { nil } }

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> StrokeStyle { try style(expression) }

    func read(_ node: JSONNode, extras: JSONNode?, with reader: DTCGValueReader) throws(Diagnostic) -> StrokeStyle {
        try reader.strokeStyle(node)
    }

    func dtcg(_ style: StrokeStyle, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        (DTCGWriter.stroke(style), [:])
    }

    func text(_ style: StrokeStyle) -> String { style.text }

    func style(_ expression: ValueExpression) throws(Diagnostic) -> StrokeStyle {
        if expression.word != nil {
            return .line(try expression.name(
                from: Dictionary(uniqueKeysWithValues: LineStyle.allCases.map { ($0.rawValue, $0) }), for: "line style"
            ))
        }
        guard case .call("dash", let list) = expression.form, let first = list.first, first.label == nil else {
            throw Diagnostic(
                .invalidValue, at: expression.location,
                "'\(expression.text)' is not a stroke style; write \(expected)"
            )
        }
        var dashes: [Double] = []
        for item in try first.value.list(for: "a dash pattern") {
            let length = try item.points(for: "a dash length")
            guard length > 0 else {
                throw Diagnostic(.invalidValue, at: item.location, "a dash length is more than 0pt")
            }
            dashes.append(length)
        }
        guard !dashes.isEmpty else {
            throw Diagnostic(.invalidValue, at: first.location, "a dash pattern lists at least one length")
        }
        let arguments = try Arguments(Array(list.dropFirst()), of: expression, labels: ["lineCap"])
        let caps = Dictionary(uniqueKeysWithValues: LineCap.allCases.map { ($0.rawValue, $0) })
        return .dashes(dashes, cap: try arguments["lineCap"]?.name(from: caps, for: "line cap") ?? .butt)
    }
}
