/// `semibold` (SwiftUI's names) or `600` (DTCG's numbers, 100–900).
struct FontWeightKind: KindDescriptor {
    var kind: TokenKind { .fontWeight }
    var expected: String { "a weight name (ultraLight … black) or a number from 100 to 900" }
    var example: String { "semibold" }
    var dtcgType: String { "fontWeight" }

    func wrap(_ weight: FontWeight) -> TokenValue { .fontWeight(weight) }
    func payload(_ value: TokenValue) -> FontWeight? { if case .fontWeight(let weight) = value { weight } else { nil } }

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> FontWeight { try Self.weight(expression) }

    func read(_ node: JSONNode, extras: JSONNode?, with reader: DTCGValueReader) throws(Diagnostic) -> FontWeight {
        try reader.weight(node)
    }

    func dtcg(_ weight: FontWeight, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        (.integer(weight.numericValue), [:])
    }

    func text(_ weight: FontWeight) -> String { "\(weight.rawValue) (\(weight.numericValue))" }
    func specText(_ weight: FontWeight) -> String? { weight.rawValue }

    static func weight(_ expression: ValueExpression) throws(Diagnostic) -> FontWeight {
        if case .number(let value, let unit) = expression.form {
            guard unit.isEmpty else {
                throw Diagnostic(
                    .invalidValue, at: expression.location,
                    "a font weight takes no unit: write \(ValueExpression.format(value))"
                )
            }
            guard let weight = FontWeight(numericValue: Int(exactly: value) ?? 0) else {
                throw Diagnostic(
                    .invalidValue, at: expression.location,
                    "font weight \(expression.text) is not one of 100, 200, … 900"
                )
            }
            return weight
        }
        return try expression.name(from: FontWeight.byName, for: "font weight")
    }
}

extension FontWeight {
    static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}
