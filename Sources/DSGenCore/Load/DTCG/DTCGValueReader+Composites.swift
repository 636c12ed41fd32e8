import Foundation

/// The DTCG value forms made of other values: gradients, palettes and shadows.
extension DTCGValueReader {
    /// Stops in order; dsgen's extension says whether the gradient is linear or radial and where
    /// it runs, and a gradient without it runs from top to bottom.
    func gradient(_ node: JSONNode, extras: JSONNode?) throws(Diagnostic) -> Gradient {
        let geometry = extras?["gradient"]
        let even = geometry?["evenlySpaced"].map { if case .bool(true) = $0.value { true } else { false } } ?? false
        var stops: [GradientStop] = []
        for item in try literal(node, expecting: "gradient").array ?? [] {
            let stop = try literal(item, expecting: "gradient")
            if let nested = stop.array {
                for inner in nested { stops.append(try self.stop(inner, even: even)) }
            } else {
                stops.append(try self.stop(stop, even: even))
            }
        }
        guard !stops.isEmpty else {
            throw Diagnostic(
                .invalidValue, at: node.location, "a gradient is a list of stops {\"color\": …, \"position\": 0}"
            )
        }
        let point = { (key: String, fallback: UnitPoint) in
            geometry?[key]?.string.flatMap(UnitPoint.init(rawValue:)) ?? fallback
        }
        if geometry?["type"]?.string == "radial" {
            return .radial(
                center: point("center", .center), startRadius: geometry?["startRadius"]?.number ?? 0,
                endRadius: geometry?["endRadius"]?.number ?? 100, stops: stops
            )
        }
        return .linear(start: point("startPoint", .top), end: point("endPoint", .bottom), stops: stops)
    }

    func stop(_ node: JSONNode, even: Bool) throws(Diagnostic) -> GradientStop {
        guard let color = node["color"], let position = node["position"] else {
            throw Diagnostic(.invalidValue, at: node.location, "a gradient stop is {\"color\": …, \"position\": 0.5}")
        }
        // Positions outside 0…1 are clamped, as the format says.
        return GradientStop(color: try self.color(color), location: even ? nil : min(max(try number(position), 0), 1))
    }

    /// A palette is dsgen's own: its colours, indices and opacities ride in the extension.
    func palette(_ node: JSONNode, extras: JSONNode?) throws(Diagnostic) -> Palette {
        guard let palette = extras?["palette"], let colors = palette["colors"]?.array else {
            throw Diagnostic(
                .invalidValue, at: node.location, "a palette token keeps its colours in the dev.dsgen extension"
            )
        }
        var values: [ColorValue] = []
        for color in colors { values.append(try self.color(color)) }
        // Plain loops: the release compiler (6.3) crashed on key-path maps over these nodes here.
        var indices: [Int] = [], opacities: [Double] = []
        for item in palette["gradientIndices"]?.array ?? [] {
            let index = try number(item)
            guard index == index.rounded(), index >= 0, index < Double(values.count) else {
                throw Diagnostic(
                    .paletteIndexOutOfRange, at: item.location,
                    "a palette's gradient index is a whole number from 0 to \(values.count - 1), " +
                        "not \(index.formatted)"
                )
            }
            indices.append(Int(index))
        }
        for item in palette["gradientOpacities"]?.array ?? [] { opacities.append(try number(item)) }
        guard !indices.isEmpty, indices.count == opacities.count else {
            throw Diagnostic(
                .invalidValue, at: node.location,
                "a palette gives one gradient opacity for each of its gradient indices, and at least one"
            )
        }
        return Palette(colors: values, gradientIndices: indices, gradientOpacities: opacities)
    }

    /// One shadow; of a list of layers, the first, since SwiftUI's `.shadow` draws one.
    func shadow(_ node: JSONNode) throws(Diagnostic) -> Shadow {
        var value = try literal(node, expecting: "shadow")
        if let layers = value.array {
            guard let first = layers.first else {
                throw Diagnostic(.invalidValue, at: node.location, "a shadow list needs at least one shadow")
            }
            value = try literal(first, expecting: "shadow")
            for layer in layers where (try? literal(layer, expecting: "shadow"))?.members == nil {
                warn(Diagnostic(
                    .warning, .formatDeviation, at: layer.location,
                    "a shadow's layers are objects, not \(layer.kindDescription); this one is ignored"
                ))
            }
            guard value.members != nil else {
                throw Diagnostic(.invalidValue, at: first.location, "a shadow is an object of color, offsets and blur")
            }
        }
        if let inset = value["inset"], inset.bool == nil {
            warn(Diagnostic(
                .warning, .formatDeviation, at: inset.location,
                "inset is true or false, not \(inset.kindDescription); the shadow is read as not inset"
            ))
        }
        func field(_ name: String) throws(Diagnostic) -> JSONNode {
            guard let field = value[name] else {
                throw Diagnostic(.invalidValue, at: value.location, "a shadow needs \(name)")
            }
            return field
        }
        if value["spread"] == nil {
            warn(Diagnostic(
                .warning, .formatDeviation, at: value.location,
                "a shadow has color, offsetX, offsetY, blur and spread; this one has no spread, which is read as 0"
            ))
        }
        return Shadow(
            color: try color(try field("color")), radius: try points(try field("blur")),
            x: try points(try field("offsetX")), y: try points(try field("offsetY"))
        )
    }
}
