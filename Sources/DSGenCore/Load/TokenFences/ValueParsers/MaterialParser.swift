/// SwiftUI materials: `ultraThin`, `thin`, `regular`, `thick`, `ultraThick`, `bar`
/// (the `…Material` spelling, as in `.ultraThinMaterial`, is accepted too).
struct MaterialParser: TokenValueParser {
    let kind = TokenKind.material
    let expected = "ultraThin, thin, regular, thick, ultraThick or bar"

    static let byName: [String: Material] = Dictionary(uniqueKeysWithValues:
        Material.allCases.map { ($0.rawValue, $0) }
            + Material.allCases.filter { $0 != .bar }.map { ($0.rawValue + "Material", $0) })

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> TokenValue {
        guard let word = expression.word, let material = Self.byName[word] else {
            let hint = expression.word.map { Suggestion.hint(for: $0, in: Self.byName.keys) } ?? ""
            throw Diagnostic(
                .invalidValue, at: expression.location,
                "'\(expression.text)' is not a material; write \(expected)\(hint)"
            )
        }
        return .material(material)
    }
}
