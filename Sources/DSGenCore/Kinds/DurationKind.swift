/// A duration for animations: `250ms` or `0.25s`, held in milliseconds.
struct DurationKind: KindDescriptor {
    var kind: TokenKind { .duration }
    var expected: String { "a time such as 250ms or 0.25s" }
    var example: String { "250ms" }
    var dtcgType: String { "duration" }

    func wrap(_ milliseconds: Double) -> TokenValue { .duration(milliseconds) }
    func payload(_ value: TokenValue) -> Double? {
        if case .duration(let milliseconds) = value { milliseconds } else { nil }
    }

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> Double {
        guard case .number(let value, let unit) = expression.form else {
            throw Diagnostic(
                .invalidValue, at: expression.location, "'\(expression.text)' is not a duration; write \(expected)"
            )
        }
        guard value >= 0 else {
            throw Diagnostic(
                .invalidValue, at: expression.location, "a duration cannot be negative: \(expression.text)"
            )
        }
        switch unit {
        case "ms": return value
        case "s": return value * 1000
        case "": throw Diagnostic(
            .missingUnit, at: expression.location,
            "'\(expression.text)' has no unit: write \(expression.text)ms or \(expression.text)s"
        )
        default: throw Diagnostic(
            .invalidValue, at: expression.location, "'\(unit)' is not a unit of time: write ms or s"
        )
        }
    }

    func read(_ node: JSONNode, extras: JSONNode?, with reader: DTCGValueReader) throws(Diagnostic) -> Double {
        try reader.duration(node)
    }

    func dtcg(_ milliseconds: Double, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        (DTCGWriter.duration(milliseconds), [:])
    }

    func text(_ milliseconds: Double) -> String { "\(milliseconds.formatted) ms" }
    func specText(_ milliseconds: Double) -> String? { "\(milliseconds.formatted)ms" }
}
