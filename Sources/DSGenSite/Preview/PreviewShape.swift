import DSGenCore
import DSGenSwift

/// A shape as CSS: `Rectangle()`, `RoundedRectangle(cornerRadius:)`, `Capsule()`, `Circle()`,
/// `Ellipse()`, and the shape styles `.rect(cornerRadius:)`, `.capsule`, `.circle`.
struct PreviewShape {
    /// CSS `border-radius`.
    var radius: String
    /// A circle keeps its width and height equal.
    var isCircle = false

    init?(_ expression: PreviewExpr, values: PreviewValues) {
        switch expression {
        case .call(let call) where call.base == nil:
            switch call.name {
            case "Rectangle": radius = "0"
            case ".rect" where call.arguments.isEmpty: radius = "0"
            case "RoundedRectangle", ".rect", ".roundedRectangle":
                guard let corner = call.argument("cornerRadius").flatMap(values.number) else { return nil }
                radius = Self.radius(corner)
            case "Capsule", ".capsule": radius = "9999px"
            case "Circle", ".circle": (radius, isCircle) = ("50%", true)
            case "Ellipse", ".ellipse": radius = "50%"
            default: return nil
            }
        case .name(let name):
            switch name {
            case ".rect", ".rectangle": radius = "0"
            case ".capsule": radius = "9999px"
            case ".circle": (radius, isCircle) = ("50%", true)
            case ".ellipse": radius = "50%"
            default: return nil
            }
        default:
            return nil
        }
    }

    static func radius(_ points: Double) -> String {
        points.isInfinite ? "9999px" : "\(max(points, 0).formatted)px"
    }

    /// The shape as a view: filled with `fill` (the foreground colour by default, as SwiftUI fills
    /// a shape), or only its outline when `stroke` is given. A shape takes the space offered.
    func view(fill: String?, stroke: (paint: String, width: Double)?) -> DrawnView {
        var style = "border-radius: \(radius)"
        if let stroke {
            style += "; box-shadow: inset 0 0 0 \(max(stroke.width, 0).formatted)px \(stroke.paint)"
            if let fill { style += "; background: \(fill)" }
        } else {
            style += "; background: \(fill ?? "currentColor")"
        }
        if isCircle { style += "; aspect-ratio: 1" }
        return DrawnView("pv-shape", style: style, "", wide: true, tall: !isCircle)
    }
}
