/// A colour as the spec declares it: a hex value, a SwiftUI system colour, a reference to a colour
/// token, or any of these with `.opacity(_:)` applied.
public indirect enum ColorValue: Hashable, Sendable {
    case rgba(RGBA)
    case system(SystemColor)
    case reference(TokenReference)
    case opacity(ColorValue, Double)

    /// The references this colour depends on (at most one).
    public var references: [TokenReference] {
        switch self {
        case .rgba, .system: []
        case .reference(let reference): [reference]
        case .opacity(let base, _): base.references
        }
    }

    /// The concrete colour, once resolved; nil while it still contains a reference or a system name.
    public var rgba: RGBA? {
        if case .rgba(let value) = self { return value }
        return nil
    }
}
