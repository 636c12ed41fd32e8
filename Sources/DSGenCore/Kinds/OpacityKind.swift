/// An opacity: `0.4` or `40%`. DTCG has no opacity type: an opacity is written as a number, with
/// `kind` in dsgen's extension.
struct OpacityKind: KindDescriptor {
    var kind: TokenKind { .opacity }
    var expected: String { "a number from 0 to 1, or a percentage such as 40%" }
    var example: String { "40%" }
    var dtcgType: String { "number" }
    var isDTCGType: Bool { false }

    func wrap(_ fraction: Double) -> TokenValue { .opacity(fraction) }
    func payload(_ value: TokenValue) -> Double? { if case .opacity(let fraction) = value { fraction } else { nil } }

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> Double {
        try expression.fraction(for: "an opacity")
    }

    func read(_ node: JSONNode, extras: JSONNode?, with reader: DTCGValueReader) throws(Diagnostic) -> Double {
        let fraction = try reader.number(node)
        guard (0...1).contains(fraction) else {
            throw Diagnostic(.invalidValue, at: node.location, "an opacity is from 0 to 1, not \(fraction.formatted)")
        }
        return fraction
    }

    func dtcg(_ fraction: Double, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        (.number(fraction), [:])
    }

    func text(_ fraction: Double) -> String { "\((fraction * 100).formatted)%" }
    func specText(_ fraction: Double) -> String? { text(fraction) }
}
