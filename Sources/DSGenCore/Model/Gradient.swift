/// SwiftUI's named `UnitPoint`s.
public enum UnitPoint: String, CaseIterable, Hashable, Sendable {
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing

    /// Position in the unit square, y growing downwards as in SwiftUI.
    public var x: Double {
        switch self {
        case .topLeading, .leading, .bottomLeading: 0
        case .top, .center, .bottom: 0.5
        case .topTrailing, .trailing, .bottomTrailing: 1
        }
    }

    public var y: Double {
        switch self {
        case .topLeading, .top, .topTrailing: 0
        case .leading, .center, .trailing: 0.5
        case .bottomLeading, .bottom, .bottomTrailing: 1
        }
    }
}

/// One colour stop; `location` is in 0...1, or nil to be spaced evenly as SwiftUI's `colors:` form does.
public struct GradientStop: Hashable, Sendable {
    public var color: ColorValue
    public var location: Double?

    public init(color: ColorValue, location: Double?) {
        self.color = color
        self.location = location
    }
}

/// A linear gradient between two unit points, or a radial one (the seed's vignette) around a centre.
public enum Gradient: Hashable, Sendable {
    case linear(start: UnitPoint, end: UnitPoint, stops: [GradientStop])
    case radial(center: UnitPoint, startRadius: Double, endRadius: Double, stops: [GradientStop])

    public var stops: [GradientStop] {
        switch self {
        case .linear(_, _, let stops), .radial(_, _, _, let stops): stops
        }
    }

    public func mapColors(_ transform: (ColorValue) throws -> ColorValue) rethrows -> Gradient {
        let mapped = try stops.map { GradientStop(color: try transform($0.color), location: $0.location) }
        switch self {
        case .linear(let start, let end, _): return .linear(start: start, end: end, stops: mapped)
        case .radial(let center, let from, let to, _):
            return .radial(center: center, startRadius: from, endRadius: to, stops: mapped)
        }
    }
}
