/// Declarations the generated file carries after its tokens, each only when a token uses it.
///
/// The file must compile on its own in the team's app, so the types that SwiftUI lacks (a
/// palette, a shadow) and the colour initialisers are written into it rather than shipped in a
/// library the app would have to add.
enum SwiftSupport: CaseIterable, Hashable, Sendable {
    case palette
    case shadow
    case border
    case colorInitializers

    var source: String {
        switch self {
        case .palette: Self.paletteSource
        case .shadow: Self.shadowSource
        case .border: Self.borderSource
        case .colorInitializers: Self.colorSource
        }
    }

    private static let paletteSource = """
    /// A palette: its colours, and which of them, at which opacities, form its background gradient.
    public struct DesignTokenPalette: Hashable, Sendable {
        /// The palette's colours, in order.
        public let colors: [Color]
        /// Indices into `colors` of the colours its gradient runs through, top to bottom.
        public let gradientIndices: [Int]
        /// The opacity of each of the gradient's colours, one per index.
        public let gradientOpacities: [Double]

        /// A palette of `colors`, whose gradient takes the colours at `gradientIndices` at `gradientOpacities`.
        public init(colors: [Color], gradientIndices: [Int], gradientOpacities: [Double]) {
            self.colors = colors
            self.gradientIndices = gradientIndices
            self.gradientOpacities = gradientOpacities
        }

        /// The gradient's colours: each chosen colour at its opacity.
        public var gradientColors: [Color] {
            zip(gradientIndices, gradientOpacities).map { index, opacity in colors[index].opacity(opacity) }
        }
    }
    """

    private static let shadowSource = """
    /// A drop shadow, as SwiftUI's `.shadow(color:radius:x:y:)` takes it.
    public struct DesignTokenShadow: Hashable, Sendable {
        /// The shadow's colour, usually black at a low opacity.
        public let color: Color
        /// How far the shadow blurs, in points.
        public let radius: CGFloat
        /// The horizontal offset, in points.
        public let x: CGFloat
        /// The vertical offset, in points.
        public let y: CGFloat

        /// A shadow of `color` blurred by `radius` and moved by `x` and `y`.
        public init(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) {
            self.color = color
            self.radius = radius
            self.x = x
            self.y = y
        }
    }
    """

    private static let borderSource = """
    /// A border: its colour, its width and how its line is drawn, for `.strokeBorder(_:style:)`.
    public struct DesignTokenBorder: Sendable {
        /// The border's colour.
        public let color: Color
        /// The width of the line, in points.
        public let width: CGFloat
        /// The line, with `width` as its line width.
        public let style: StrokeStyle

        /// A border of `color`, `width` points wide, drawn as `style`.
        public init(color: Color, width: CGFloat, style: StrokeStyle) {
            self.color = color
            self.width = width
            self.style = style
        }
    }
    """

    // UIKit and AppKit call the providers on whatever thread draws, so each closure works only
    // with the values it captured and calls nothing of this file that an actor could isolate.
    private static let colorSource = """
    extension Color {
        /// A colour that follows light and dark mode and Increase Contrast; each value is sRGB
        /// 0xRRGGBBAA.
        fileprivate init(dsgenLight light: UInt32, dark: UInt32, lightHighContrast: UInt32, darkHighContrast: UInt32) {
            #if os(watchOS)
            // watchOS always draws apps dark, and its UIKit has no dynamic colours.
            self.init(dsgenRGBA: dark)
            #elseif canImport(UIKit)
            self.init(uiColor: UIColor { traits in
                let isDark = traits.userInterfaceStyle == .dark
                let rgba = traits.accessibilityContrast == .high
                    ? (isDark ? darkHighContrast : lightHighContrast)
                    : (isDark ? dark : light)
                func component(_ shift: UInt32) -> CGFloat { CGFloat((rgba >> shift) & 0xFF) / 255 }
                return UIColor(red: component(24), green: component(16), blue: component(8), alpha: component(0))
            })
            #elseif canImport(AppKit)
            self.init(nsColor: NSColor(name: nil) { appearance in
                let match = appearance.bestMatch(from: [.aqua, .darkAqua, \
    .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua])
                let rgba = match == .darkAqua ? dark
                    : match == .accessibilityHighContrastAqua ? lightHighContrast
                    : match == .accessibilityHighContrastDarkAqua ? darkHighContrast
                    : light
                func component(_ shift: UInt32) -> CGFloat { CGFloat((rgba >> shift) & 0xFF) / 255 }
                return NSColor(srgbRed: component(24), green: component(16), blue: component(8), alpha: component(0))
            })
            #else
            self.init(dsgenRGBA: light)
            #endif
        }

        /// One sRGB colour in every appearance, from 0xRRGGBBAA.
        fileprivate init(dsgenRGBA rgba: UInt32) {
            func component(_ shift: UInt32) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
            self.init(.sRGB, red: component(24), green: component(16), blue: component(8), opacity: component(0))
        }
    }
    """
}
