/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) through two control points, as CSS's
/// `cubic-bezier()`, SwiftUI's `UnitCurve.bezier` and DTCG's `cubicBezier` write it. The x values
/// lie in 0…1; the y values may overshoot.
public struct CubicBezier: Hashable, Sendable {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The curves CSS names, which SwiftUI's `.easeIn`, `.easeOut` and `.easeInOut` match.
    public static let named: [String: CubicBezier] = [
        "linear": CubicBezier(0, 0, 1, 1), "ease": CubicBezier(0.25, 0.1, 0.25, 1),
        "easeIn": CubicBezier(0.42, 0, 1, 1), "easeOut": CubicBezier(0, 0, 0.58, 1),
        "easeInOut": CubicBezier(0.42, 0, 0.58, 1),
    ]

    public var components: [Double] { [x1, y1, x2, y2] }
}

/// An animated change: how long it takes, how long it waits, and its timing curve.
public struct Transition: Hashable, Sendable {
    /// In milliseconds.
    public var duration: Double
    /// In milliseconds.
    public var delay: Double
    public var timing: CubicBezier

    public init(duration: Double, delay: Double, timing: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timing = timing
    }
}

/// How a line is drawn: one of CSS's line styles, or a dash pattern with its line cap, as
/// SwiftUI's `StrokeStyle(dash:lineCap:)` takes it.
public enum StrokeStyle: Hashable, Sendable {
    case line(LineStyle)
    /// Dash and gap lengths in points, repeated.
    case dashes([Double], cap: LineCap)
}

/// The line styles of CSS and DTCG.
public enum LineStyle: String, CaseIterable, Hashable, Sendable {
    case solid, dashed, dotted, double, groove, ridge, outset, inset
}

/// The end of a dash: SwiftUI's `CGLineCap`, SVG's `stroke-linecap`.
public enum LineCap: String, CaseIterable, Hashable, Sendable {
    case butt, round, square
}

/// A border: a colour, a width in points and a stroke style.
public struct Border: Hashable, Sendable {
    public var color: ColorValue
    public var width: Double
    public var style: StrokeStyle

    public init(color: ColorValue, width: Double, style: StrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}
