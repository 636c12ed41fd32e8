/// Corner radii in points, or `round` for a capsule (SwiftUI's `.infinity`, also written `∞`).
/// DTCG has no radius type: a radius is written as a dimension, and a round one as 9999px, the
/// pill radius CSS tools use, with `round` in dsgen's extension.
struct RadiusKind: KindDescriptor {
    var kind: TokenKind { .radius }
    var expected: String { "a length in points such as 12pt, or round" }
    var example: String { "12pt" }
    var dtcgType: String { "dimension" }
    var isDTCGType: Bool { false }

    func wrap(_ radius: Radius) -> TokenValue { .radius(radius) }
    func payload(_ value: TokenValue) -> Radius? { if case .radius(let radius) = value { radius } else { nil } }

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> Radius {
        if let word = expression.word, ["round", "infinity", "∞"].contains(word) { return .round }
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
        return .points(points)
    }

    func read(_ node: JSONNode, extras: JSONNode?, with reader: DTCGValueReader) throws(Diagnostic) -> Radius {
        extras?["round"] != nil ? .round : .points(try reader.points(node))
    }

    func dtcg(_ radius: Radius, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        switch radius {
        case .points(let points): (DTCGWriter.dimension(points), [:])
        case .round: (DTCGWriter.dimension(9999), ["round": true])
        }
    }

    func text(_ radius: Radius) -> String {
        switch radius {
        case .points(let points): "\(points.formatted) pt"
        case .round: "round"
        }
    }

    func specText(_ radius: Radius) -> String? {
        switch radius {
        case .points(let points): "\(points.formatted)pt"
        case .round: "round"
        }
    }
}
