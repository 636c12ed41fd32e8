/// A plain number without a unit: a scale factor, a line limit.
struct NumberKind: KindDescriptor {
    var kind: TokenKind { .number }
    var expected: String { "a number without a unit, such as 1.5" }
    var example: String { "1.5" }
    var dtcgType: String { "number" }

    func wrap(_ number: Double) -> TokenValue { .number(number) }
    func payload(_ value: TokenValue) -> Double? { if case .number(let number) = value { number } else { nil } }

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> Double {
        guard case .number(let value, let unit) = expression.form, unit.isEmpty else {
            throw Diagnostic(
                .invalidValue, at: expression.location, "'\(expression.text)' is not a number; write \(expected)"
            )
        }
        return value
    }

    func read(_ node: JSONNode, extras: JSONNode?, with reader: DTCGValueReader) throws(Diagnostic) -> Double {
        try reader.number(node)
    }

    func dtcg(_ number: Double, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        (.number(number), [:])
    }

    func text(_ number: Double) -> String { number.formatted }
    func specText(_ number: Double) -> String? { number.formatted }
}
