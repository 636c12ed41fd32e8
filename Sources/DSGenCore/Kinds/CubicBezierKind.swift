/// A timing curve: `cubicBezier(0.4, 0, 0.2, 1)`, or one of the curves CSS and SwiftUI name:
/// `linear`, `ease`, `easeIn`, `easeOut`, `easeInOut`.
struct CubicBezierKind: KindDescriptor {
    var kind: TokenKind { .cubicBezier }
    var expected: String { "cubicBezier(0.4, 0, 0.2, 1), or linear, ease, easeIn, easeOut or easeInOut" }
    var example: String { "cubicBezier(0.4, 0, 0.2, 1)" }
    var dtcgType: String { "cubicBezier" }

    func wrap(_ curve: CubicBezier) -> TokenValue { .cubicBezier(curve) }
    func payload(_ value: TokenValue) -> CubicBezier? { if case .cubicBezier(let curve) = value { curve } else { nil } }

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> CubicBezier { try curve(expression) }

    func read(_ node: JSONNode, extras: JSONNode?, with reader: DTCGValueReader) throws(Diagnostic) -> CubicBezier {
        try reader.curve(node)
    }

    func dtcg(_ curve: CubicBezier, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        (.array(curve.components.map(JSONOutput.number)), [:])
    }

    func text(_ curve: CubicBezier) -> String { curve.text }

    func curve(_ expression: ValueExpression) throws(Diagnostic) -> CubicBezier {
        if expression.word != nil { return try expression.name(from: CubicBezier.named, for: "timing curve") }
        guard case .call("cubicBezier", let arguments) = expression.form, arguments.count == 4,
            arguments.allSatisfy({ $0.label == nil }) else {
            throw Diagnostic(
                .invalidValue, at: expression.location,
                "'\(expression.text)' is not a timing curve; write \(expected)"
            )
        }
        var numbers: [Double] = []
        for (index, argument) in arguments.enumerated() {
            guard case .number(let value, let unit) = argument.value.form, unit.isEmpty else {
                throw Diagnostic(
                    .invalidValue, at: argument.location,
                    "a control point coordinate is a plain number, not '\(argument.value.text)'"
                )
            }
            if index.isMultiple(of: 2), !(0...1).contains(value) {
                throw Diagnostic(
                    .invalidValue, at: argument.location,
                    "a control point's x lies from 0 to 1, not \(argument.value.text)"
                )
            }
            numbers.append(value)
        }
        return CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    }
}
