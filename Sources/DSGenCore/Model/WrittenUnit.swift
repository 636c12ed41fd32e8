/// A length unit outside DTCG's `px` and `rem` that token files still write: Android's `dp`,
/// typographers' `pt` and `em`, and CSS's relative units.
///
/// A unit of fixed size is read into points (`em` as 16 points, as a rem is); a unit relative to
/// something dsgen cannot know (the viewport, a parent, nothing) keeps the number as written.
/// Either way the token remembers the unit, and the DTCG and CSS exports write it back.
public enum WrittenUnit: String, Hashable, Sendable, CaseIterable {
    case em, pt, dp, vw, vh
    case percent = "%"
    case none = ""

    /// Points in one unit.
    public var pointsPerUnit: Double { self == .em ? 16 : 1 }

    /// The unit as CSS writes it; a number without one is written bare.
    public var css: String { rawValue }

    /// What dsgen assumed in reading it, for the warning.
    var assumption: String {
        switch self {
        case .em: "'em' is not a DTCG unit; it is read as 16 points, as a rem is, and written back in em"
        case .pt, .dp: "'\(rawValue)' is not a DTCG unit; it is read as points (px) and written back in \(rawValue)"
        case .vw, .vh, .percent:
            "'\(rawValue)' is not a DTCG unit and is relative to what dsgen cannot know; " +
                "the number is kept as written and written back in \(rawValue)"
        case .none: "this dimension has no unit; the number is kept as written and written back without one"
        }
    }
}
