/// Gradients with SwiftUI's own argument labels:
/// `linear(colors: [a, b], startPoint: top, endPoint: bottom)`,
/// `linear(stops: [clear 0%, black.opacity(0.4) 100%], startPoint: top, endPoint: bottom)`,
/// `radial(colors: [clear, black.opacity(0.3)], center: center, startRadius: 0pt, endRadius: 400pt)`.
struct GradientParser: TokenValueParser {
    let kind = TokenKind.gradient
    let expected = "linear(colors: […], startPoint: top, endPoint: bottom) or " +
        "radial(colors: […], center: center, startRadius: 0pt, endRadius: 400pt); " +
        "stops: [color 0%, …] may replace colors:"

    static let unitPoints = Dictionary(uniqueKeysWithValues: UnitPoint.allCases.map { ($0.rawValue, $0) })

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> TokenValue {
        switch expression.form {
        case .call("linear", let list):
            let arguments = try Arguments(list, of: expression, labels: ["colors", "stops", "startPoint", "endPoint"])
            return .gradient(.linear(
                start: try point(arguments.required("startPoint")),
                end: try point(arguments.required("endPoint")),
                stops: try stops(arguments, in: expression)
            ))
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
            return .gradient(.radial(
                center: try arguments["center"].map { (value) throws(Diagnostic) in try point(value) } ?? .center,
                startRadius: startRadius, endRadius: endRadius,
                stops: try stops(arguments, in: expression)
            ))
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
        let colorParser = ColorParser()
        var result: [GradientStop] = []
        switch (arguments["colors"], arguments["stops"]) {
        case (let colors?, nil):
            for item in try colors.list(for: "colors:") {
                result.append(GradientStop(color: try colorParser.color(item), location: nil))
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
                result.append(GradientStop(color: try colorParser.color(parts[0]), location: location))
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
