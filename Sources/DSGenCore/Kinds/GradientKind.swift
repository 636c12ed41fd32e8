/// Gradients with SwiftUI's own argument labels:
/// `linear(colors: [a, b], startPoint: top, endPoint: bottom)`,
/// `linear(stops: [clear 0%, black.opacity(0.4) 100%], startPoint: top, endPoint: bottom)`,
/// `radial(colors: [clear, black.opacity(0.3)], center: center, startRadius: 0pt, endRadius: 400pt)`.
struct GradientKind: KindDescriptor {
    var kind: TokenKind { .gradient }
    var expected: String {
        "linear(colors: […], startPoint: top, endPoint: bottom) or " +
            "radial(colors: […], center: center, startRadius: 0pt, endRadius: 400pt); " +
            "stops: [color 0%, …] may replace colors:"
    }
    var example: String { "linear(colors: [clear, black.opacity(0.4)], startPoint: top, endPoint: bottom)" }
    var dtcgType: String { "gradient" }

    static let unitPoints = Dictionary(uniqueKeysWithValues: UnitPoint.allCases.map { ($0.rawValue, $0) })

    func wrap(_ gradient: Gradient) -> TokenValue { .gradient(gradient) }
    func payload(_ value: TokenValue) -> Gradient? { if case .gradient(let gradient) = value { gradient } else { nil } }

    func read(_ node: JSONNode, extras: JSONNode?, with reader: DTCGValueReader) throws(Diagnostic) -> Gradient {
        try reader.gradient(node, extras: extras)
    }

    /// DTCG's stops, with the geometry, which DTCG does not say, in dsgen's extension.
    func dtcg(_ gradient: Gradient, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        let even = JSONOutput.bool(gradient.stops.allSatisfy { $0.location == nil })
        let geometry: JSONOutput = switch gradient {
        case .linear(let start, let end, _): [
            "type": "linear", "startPoint": .string(start.rawValue), "endPoint": .string(end.rawValue),
            "evenlySpaced": even
        ]
        case .radial(let center, let from, let to, _): [
            "type": "radial", "center": .string(center.rawValue), "startRadius": .number(from),
            "endRadius": .number(to), "evenlySpaced": even
        ]
        }
        return (.array(DTCGWriter.stops(gradient.stops, in: appearance)), ["gradient": geometry])
    }

    func text(_ gradient: Gradient) -> String { gradient.text }
    func colors(in gradient: Gradient) -> [ColorValue] { gradient.stops.map(\.color) }

    func replacingColors(in gradient: Gradient, with colors: [ColorValue]) -> Gradient {
        var next = colors.makeIterator()
        return gradient.mapColors { next.next() ?? $0 }
    }

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> Gradient {
        switch expression.form {
        case .call("linear", let list):
            let arguments = try Arguments(list, of: expression, labels: ["colors", "stops", "startPoint", "endPoint"])
            return .linear(
                start: try point(arguments.required("startPoint")),
                end: try point(arguments.required("endPoint")),
                stops: try stops(arguments, in: expression)
            )
        case .call("radial", let list):
            let arguments = try Arguments(
                list, of: expression, labels: ["colors", "stops", "center", "startRadius", "endRadius"]
            )
            let startRadius = try arguments["startRadius"]?.points(for: "a start radius") ?? 0
            if let start = arguments["startRadius"], startRadius < 0 {
                throw Diagnostic(.invalidValue, at: start.location, "startRadius cannot be negative")
            }
            let endArgument = try arguments.required("endRadius")
            let endRadius = try endArgument.points(for: "an end radius")
            guard endRadius > startRadius else {
                throw Diagnostic(.invalidValue, at: endArgument.location, "endRadius must be larger than startRadius")
            }
            return .radial(
                center: try arguments["center"].map { (value) throws(Diagnostic) in try point(value) } ?? .center,
                startRadius: startRadius, endRadius: endRadius,
                stops: try stops(arguments, in: expression)
            )
        default:
            throw Diagnostic(
                .invalidValue, at: expression.location, "'\(expression.text)' is not a gradient; write \(expected)"
            )
        }
    }

    private func point(_ expression: ValueExpression) throws(Diagnostic) -> UnitPoint {
        try expression.name(from: Self.unitPoints, for: "unit point")
    }

    private func stops(_ arguments: Arguments, in call: ValueExpression) throws(Diagnostic) -> [GradientStop] {
        let colorKind = ColorKind()
        var result: [GradientStop] = []
        switch (arguments["colors"], arguments["stops"]) {
        case (let colors?, nil):
            for item in try colors.list(for: "colors:") {
                result.append(GradientStop(color: try colorKind.color(item), location: nil))
            }
        case (nil, let stops?):
            var previous = 0.0
            for item in try stops.list(for: "stops:") {
                guard case .sequence(let parts) = item.form, parts.count == 2 else {
                    throw Diagnostic(
                        .invalidValue, at: item.location, "a stop is a colour and a location, such as 'red 40%'"
                    )
                }
                let location = try parts[1].fraction(for: "a stop location")
                guard location >= previous else {
                    throw Diagnostic(
                        .invalidValue, at: parts[1].location,
                        "stop locations must not go backwards: " +
                            "\(parts[1].text) comes after \(ValueExpression.format(previous * 100))%"
                    )
                }
                previous = location
                result.append(GradientStop(color: try colorKind.color(parts[0]), location: location))
            }
        default:
            throw Diagnostic(
                .invalidValue, at: call.location, "a gradient takes either colors: or stops:, not both or neither"
            )
        }
        guard result.count >= 2 else {
            throw Diagnostic(.invalidValue, at: call.location, "a gradient needs at least two colours")
        }
        return result
    }
}
