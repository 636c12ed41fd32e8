/// A list of colours plus which of them, at which opacities, form the palette's background gradient.
public struct Palette: Hashable, Sendable {
    public var colors: [ColorValue]
    public var gradientIndices: [Int]
    public var gradientOpacities: [Double]

    public init(colors: [ColorValue], gradientIndices: [Int], gradientOpacities: [Double]) {
        self.colors = colors
        self.gradientIndices = gradientIndices
        self.gradientOpacities = gradientOpacities
    }

    /// The gradient's colours: each chosen colour with its opacity applied.
    public var gradientColors: [ColorValue] {
        zip(gradientIndices, gradientOpacities).map { .opacity(colors[$0], $1) }
    }
}

/// A drop shadow as SwiftUI's `.shadow(color:radius:x:y:)` takes it.
public struct Shadow: Hashable, Sendable {
    public var color: ColorValue
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: ColorValue, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// SwiftUI's materials, from thinnest to thickest, plus the bar material.
public enum Material: String, CaseIterable, Hashable, Sendable {
    case ultraThin, thin, regular, thick, ultraThick, bar

    /// The spelling SwiftUI code uses: `.ultraThinMaterial`, `.bar`.
    public var swiftName: String { self == .bar ? ".bar" : ".\(rawValue)Material" }

    /// A flat colour that stands in for the material where blur cannot be drawn (formats without
    /// materials, such as DTCG): iOS's light or dark panel tint, more opaque as the material thickens.
    public func fill(in appearance: Appearance) -> RGBA {
        let alpha = switch self {
        case .ultraThin: 0.2
        case .thin: 0.35
        case .regular: 0.5
        case .thick: 0.65
        case .ultraThick: 0.8
        case .bar: 0.75
        }
        return appearance.isDark
            ? RGBA(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: alpha)
            : RGBA(red: 1, green: 1, blue: 1, alpha: alpha)
    }
}

/// A corner radius in points, or fully round (a capsule).
public enum Radius: Hashable, Sendable {
    case points(Double)
    case round
}
