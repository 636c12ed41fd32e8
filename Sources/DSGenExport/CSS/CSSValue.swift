import DSGenCore
import Foundation

/// Resolved values written as CSS: the stylesheet of tokens and the site's previews share them.
public enum CSSValue {
    /// A resolved colour as CSS; `transparent` for anything unresolved.
    public static func color(_ color: ColorValue) -> String {
        switch color {
        case .rgba(let rgba): rgba.hex
        case .opacity(.rgba(let rgba), let factor): rgba.multiplyingAlpha(by: factor).hex
        case .system, .reference, .opacity: "transparent"
        }
    }

    /// A CSS font stack for a family: the system designs map to their CSS generic families; a
    /// custom family is quoted with only letters, digits, spaces and hyphens kept.
    public static func family(_ family: FontFamily) -> String {
        switch family {
        case .system(.default): "var(--font)"
        case .system(.rounded): "ui-rounded, var(--font)"
        case .system(.serif): "ui-serif, Georgia, serif"
        case .system(.monospaced): "ui-monospace, var(--mono)"
        case .custom(let name):
            "\"" + String(name.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }) + "\", var(--font)"
        }
    }

    /// A gradient as CSS: a linear one at the angle from its start to its end point, a radial one
    /// with its stops spread from the start radius to the end radius, in CSS pixels unless `point`
    /// names the length of a point (`var(--pt)` on a scaled screen).
    public static func gradient(_ gradient: Gradient, point: String? = nil) -> String {
        switch gradient {
        case .linear(let start, let end, let stops):
            let dx = end.x - start.x, dy = end.y - start.y
            let angle = dx == 0 && dy == 0 ? 180 : (atan2(dx, -dy) * 180 / .pi).rounded()
            let list = stops.map { stop in
                color(stop.color) + (stop.location.map { " \(($0 * 100).formatted)%" } ?? "")
            }
            return "linear-gradient(\(angle.formatted)deg, \(list.joined(separator: ", ")))"
        case .radial(let center, let from, let to, let stops):
            let list = stops.enumerated().map { index, stop in
                let share = stop.location ?? (stops.count > 1 ? Double(index) / Double(stops.count - 1) : 0)
                let radius = (from + (to - from) * share).formatted
                return color(stop.color) + (point.map { " calc(\(radius) * \($0))" } ?? " \(radius)px")
            }
            return "radial-gradient(circle at \((center.x * 100).formatted)% \((center.y * 100).formatted)%, " +
                "\(list.joined(separator: ", ")))"
        }
    }

    /// `cubic-bezier(0.4, 0, 0.2, 1)`.
    public static func curve(_ curve: CubicBezier) -> String {
        "cubic-bezier(" + curve.components.map(\.formatted).joined(separator: ", ") + ")"
    }

    /// CSS's `border-style`: a named style as it is; a dash pattern, which CSS borders cannot draw, as `dashed`.
    public static func lineStyle(_ style: StrokeStyle) -> String {
        switch style {
        case .line(let line): line.rawValue
        case .dashes: "dashed"
        }
    }
}
