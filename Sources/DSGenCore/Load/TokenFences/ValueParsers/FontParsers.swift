/// `rounded`, `serif`, `monospaced`, `default` (SwiftUI's `Font.Design`), or a custom family `"Inter"`.
struct FontFamilyParser: TokenValueParser {
    let kind = TokenKind.fontFamily
    let expected = "a system design (default, rounded, serif, monospaced) or a quoted family name such as \"Inter\""

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> TokenValue {
        if case .string(let family) = expression.form {
            guard !family.isEmpty else {
                throw Diagnostic(.invalidValue, at: expression.location, "a font family name cannot be empty")
            }
            return .fontFamily(.custom(family))
        }
        return .fontFamily(.system(try expression.name(from: FontDesign.byName, for: "font design")))
    }
}

/// `semibold` (SwiftUI's names) or `600` (DTCG's numbers, 100–900).
struct FontWeightParser: TokenValueParser {
    let kind = TokenKind.fontWeight
    let expected = "a weight name (ultraLight … black) or a number from 100 to 900"

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> TokenValue {
        .fontWeight(try Self.weight(expression))
    }

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

extension FontDesign {
    static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}

extension FontWeight {
    static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}

extension TextStyle {
    static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}
