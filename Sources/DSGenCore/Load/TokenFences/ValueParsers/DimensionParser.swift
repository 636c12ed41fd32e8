/// Spacing and sizes in points: `16pt`.
struct DimensionParser: TokenValueParser {
    let kind = TokenKind.dimension
    let expected = "a length in points such as 16pt"

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> TokenValue {
        .dimension(try expression.points(for: "a dimension"))
    }
}

/// Corner radii in points, or `round` for a capsule (SwiftUI's `.infinity`, also written `∞`).
struct RadiusParser: TokenValueParser {
    let kind = TokenKind.radius
    let expected = "a length in points such as 12pt, or round"

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> TokenValue {
        if let word = expression.word, ["round", "infinity", "∞"].contains(word) { return .radius(.round) }
        if let word = expression.word {
            throw Diagnostic(
                .invalidValue, at: expression.location,
                "'\(word)' is not a radius; write \(expected)\(Suggestion.hint(for: word, in: ["round"]))"
            )
        }
        let points = try expression.points(for: "a radius")
        guard points >= 0 else {
            throw Diagnostic(.invalidValue, at: expression.location, "a radius cannot be negative: \(expression.text)")
        }
        return .radius(.points(points))
    }
}
