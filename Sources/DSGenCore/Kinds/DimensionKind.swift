/// Spacing and sizes in points: `16pt`.
struct DimensionKind: KindDescriptor {
    var kind: TokenKind { .dimension }
    var expected: String { "a length in points such as 16pt" }
    var example: String { "16pt" }
    var dtcgType: String { "dimension" }
    var uses: [TokenUse] { [.padding, .stack, .grid, .list, .form, .size, .text] }

    func wrap(_ points: Double) -> TokenValue { .dimension(points) }
    func payload(_ value: TokenValue) -> Double? { if case .dimension(let points) = value { points } else { nil } }

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> Double {
        try expression.points(for: "a dimension")
    }

    func read(_ node: JSONNode, extras: JSONNode?, with reader: DTCGValueReader) throws(Diagnostic) -> Double {
        try reader.points(node)
    }

    func dtcg(_ points: Double, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        (DTCGWriter.dimension(points), [:])
    }

    func text(_ points: Double) -> String { "\(points.formatted) pt" }
    func specText(_ points: Double) -> String? { "\(points.formatted)pt" }
}
