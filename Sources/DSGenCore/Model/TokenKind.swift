/// What a token is, aligned with the DTCG 2025.10 types plus the SwiftUI-specific `material` and `palette`.
public enum TokenKind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case color
    case dimension
    case radius
    case fontFamily
    case fontWeight
    case typography
    case material
    case gradient
    case palette
    case shadow
    case opacity
    case number
    case duration
    case cubicBezier
    case transition
    case strokeStyle
    case border

    public var description: String { rawValue }

    /// Whether a token of this kind may alias a token of `other` kind.
    ///
    /// Kinds must match, with two exceptions that hold by definition: a radius is a length, so it may
    /// take a dimension's value, and an opacity is a number.
    public func accepts(aliasTo other: TokenKind) -> Bool {
        if self == other { return true }
        switch (self, other) {
        case (.radius, .dimension), (.opacity, .number): return true
        default: return false
        }
    }
}
