import DSGenCore
import DSGenSwift

/// The modifiers that lay a view out with another or in a size: a shape's fill and stroke, a
/// background or an overlay, a frame.
extension PreviewDrawer {
    /// A shape filled or stroked: `Capsule().fill(.red)`, `Circle().stroke(.blue, lineWidth: 2)`.
    func shape(_ base: PreviewExpr, styledBy call: PreviewCall) -> DrawnView? {
        var fill: String?
        var stroke: (paint: String, width: Double)?
        var shapeExpression = base
        // `.fill(…)` then `.stroke(…)` on the same shape (iOS 17): both apply.
        if case .call(let inner) = base, inner.name == "fill", let innerBase = inner.base,
           let paint = inner.unlabelled.first.flatMap(values.paint) {
            shapeExpression = innerBase
            fill = paint
        }
        guard let shape = PreviewShape(shapeExpression, values: values) else { return nil }
        let paint = call.unlabelled.first.map(values.paint) ?? "currentColor"
        guard let paint else { return nil }
        if call.name == "fill" {
            fill = paint
        } else {
            stroke = (paint, call.argument("lineWidth").flatMap(values.number) ?? 1)
        }
        return shape.view(fill: fill, stroke: stroke)
    }

    /// `background(_:in:)`, `background { … }`, `overlay(_:alignment:)`, `overlay(alignment:) { … }`:
    /// a shape style fills the view's bounds (behind it in a shape when given); a view is drawn
    /// behind or in front of it, at its size. Nil, with nothing drawn, for what it cannot read.
    func layered(
        _ base: PreviewExpr,
        _ call: PreviewCall,
        behind: Bool,
        _ environment: Environment
    ) -> DrawnView? {
        guard let layer = call.unlabelled.first else { return nil }
        var place: (vertical: String, horizontal: String)?
        if let alignment = call.argument("alignment") {
            guard let known = Self.placement(alignment) else { return nil }
            place = known
        }
        let paint = values.paint(layer)
        var inner = environment
        if behind {
            // Text stands on the colour behind it; on a gradient or a material, on no one colour.
            inner.background = backdrop(layer).flatMap { PreviewInk.laid(.color($0), over: environment.background) }
        }
        if behind, let paint {
            var style = "background: \(paint)"
            if let shape = call.argument("in") {
                guard let shape = PreviewShape(shape, values: values) else { return nil }
                style += "; border-radius: \(shape.radius)"
            }
            return draw(base, inner).wrapped(style: style)
        }
        let content = draw(base, inner)
        let other = paint.map(DrawnView.fill) ?? draw(layer, environment.inside(row: false))
        let layers = behind ? other.html + content.html : content.html + other.html
        return DrawnView(
            "pv-layers",
            style: place.map { "place-items: \($0.vertical) \($0.horizontal)" } ?? "",
            layers,
            wide: content.wide,
            tall: content.tall
        ).sized(content.width, content.height)
    }

    /// `frame(width:height:alignment:)` and `frame(minWidth:…maxHeight:alignment:)`: the size it
    /// proposes, and where the view sits in it (centred by default).
    func frame(_ base: PreviewExpr, _ call: PreviewCall, _ environment: Environment) -> DrawnView? {
        let known: Set<String> = [
            "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
            "alignment"
        ]
        guard call.arguments.allSatisfy({ $0.label.map(known.contains) == true }) else { return nil }
        var sizes: [String: Double] = [:]
        for argument in call.arguments where argument.label != "alignment" {
            guard let label = argument.label, let number = values.number(argument.value) else { return nil }
            sizes[label] = number
        }
        var style: [String] = []
        for (label, property) in [
            ("width", "width"), ("height", "height"), ("minWidth", "min-width"), ("minHeight", "min-height"),
            ("maxWidth", "max-width"), ("maxHeight", "max-height")
        ] {
            if let size = sizes[label], size.isFinite { style.append("\(property): \(max(size, 0).formatted)px") }
        }
        if let alignment = call.argument("alignment") {
            guard let place = Self.placement(alignment) else { return nil }
            let flex = { (side: String) in side == "center" ? side : "flex-" + side }
            style.append("justify-content: \(flex(place.vertical)); align-items: \(flex(place.horizontal))")
        }
        let content = draw(base, environment.inside(row: false))
        let wide = sizes["width"] == nil && (sizes["maxWidth"] == .infinity || content.wide)
        let tall = sizes["height"] == nil && (sizes["maxHeight"] == .infinity || content.tall)
        let width = Self.framed(content.width, exactly: sizes["width"], min: sizes["minWidth"], max: sizes["maxWidth"])
        let height = Self.framed(
            content.height, exactly: sizes["height"], min: sizes["minHeight"], max: sizes["maxHeight"]
        )
        return DrawnView("pv-col pv-frame", style: style.joined(separator: "; "), content.html, wide: wide, tall: tall)
            .sized(wide ? nil : width, tall ? nil : height)
    }

    /// A frame's length along one axis: the length it sets, or its content's within its bounds.
    private static func framed(_ content: Double?, exactly: Double?, min: Double?, max: Double?) -> Double? {
        if let exactly { return Swift.max(exactly, 0) }
        guard var length = content else { return nil }
        if let max, max.isFinite { length = Swift.min(length, max) }
        if let min { length = Swift.max(length, min) }
        return length
    }
}
