/// A token's value in one appearance. Before resolution it may be an alias or contain colour references;
/// after resolution it holds only concrete values (colours as `.rgba`).
public indirect enum TokenValue: Hashable, Sendable {
    /// The largest number a token value holds, in any of its units: past it, nothing on a screen
    /// is meant, and the arithmetic of the outputs (scale bars, rounding, unit changes) would
    /// overflow to infinity. Both readers, the spec's and DTCG's, refuse larger numbers.
    public static let largestMagnitude = 1e9

    case alias(TokenReference)
    case color(ColorValue)
    case dimension(Double)
    case radius(Radius)
    case fontFamily(FontFamily)
    case fontWeight(FontWeight)
    case typography(Typography)
    case material(Material)
    case gradient(Gradient)
    case palette(Palette)
    case shadow(Shadow)
    case opacity(Double)
    case number(Double)
    /// In milliseconds.
    case duration(Double)
    case cubicBezier(CubicBezier)
    case transition(Transition)
    case strokeStyle(StrokeStyle)
    case border(Border)

    /// The kind this value has on its own (nil for an alias, which takes its target's kind).
    public var kind: TokenKind? {
        switch self {
        case .alias: nil
        case .color: .color
        case .dimension: .dimension
        case .radius: .radius
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .typography: .typography
        case .material: .material
        case .gradient: .gradient
        case .palette: .palette
        case .shadow: .shadow
        case .opacity: .opacity
        case .number: .number
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .transition: .transition
        case .strokeStyle: .strokeStyle
        case .border: .border
        }
    }

    /// The value as a token of `kind` holds it, for the aliases `TokenKind.accepts(aliasTo:)` allows
    /// across kinds: a dimension read as a radius, a number read as an opacity.
    public func converted(to kind: TokenKind) -> TokenValue {
        switch (self, kind) {
        case (.dimension(let points), .radius): .radius(.points(points))
        case (.number(let value), .opacity): .opacity(value)
        default: self
        }
    }
}
