/// An animated change: `transition(duration: 250ms, delay: 0ms, timing: easeOut)`; the delay
/// defaults to none and the curve to `ease`, as CSS's do.
struct TransitionKind: KindDescriptor {
    var kind: TokenKind { .transition }
    var expected: String { "transition(duration: 250ms, delay: 0ms, timing: easeOut)" }
    var example: String { "transition(duration: 250ms, timing: easeOut)" }
    var dtcgType: String { "transition" }

    func wrap(_ transition: Transition) -> TokenValue { .transition(transition) }
    func payload(_ value: TokenValue) -> Transition? {
        if case .transition(let transition) = value { transition } else { nil }
    }

    func read(_ node: JSONNode, extras: JSONNode?, with reader: DTCGValueReader) throws(Diagnostic) -> Transition {
        try reader.transition(node)
    }

    func dtcg(_ transition: Transition, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        ([
            "duration": DTCGWriter.duration(transition.duration), "delay": DTCGWriter.duration(transition.delay),
            "timingFunction": .array(transition.timing.components.map(JSONOutput.number))
        ], [:])
    }

    func text(_ transition: Transition) -> String {
        "\(transition.duration.formatted) ms"
            + (transition.delay > 0 ? " after \(transition.delay.formatted) ms" : "")
            + ", \(transition.timing.text)"
    }

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> Transition {
        guard case .call("transition", let list) = expression.form else {
            throw Diagnostic(
                .invalidValue, at: expression.location,
                "'\(expression.text)' is not a transition; write \(expected)"
            )
        }
        let arguments = try Arguments(list, of: expression, labels: ["duration", "delay", "timing"])
        let time = { (value: ValueExpression) throws(Diagnostic) -> Double in try DurationKind().parse(value) }
        return Transition(
            duration: try time(try arguments.required("duration")),
            delay: try arguments["delay"].map(time) ?? 0,
            timing: try arguments["timing"].map { (value) throws(Diagnostic) in
                try CubicBezierKind().curve(value)
            } ?? CubicBezier.named["ease"]!
        )
    }
}
