/// The format's timing and line types: `cubicBezier`, `transition`, `strokeStyle` and `border`.
extension DTCGValueReader {
    /// Four numbers, `[P1x, P1y, P2x, P2y]`, the x values in 0…1.
    func curve(_ node: JSONNode) throws(Diagnostic) -> CubicBezier {
        let value = try literal(node, expecting: "cubicBezier")
        guard let items = value.array, items.count == 4 else {
            throw Diagnostic(.invalidValue, at: node.location, "a cubicBezier is four numbers, [P1x, P1y, P2x, P2y]")
        }
        var numbers: [Double] = []
        for (index, item) in items.enumerated() {
            let number = try self.number(item)
            if index.isMultiple(of: 2), !(0...1).contains(number) {
                throw Diagnostic(
                    .invalidValue, at: item.location, "a control point's x lies from 0 to 1, not \(number.formatted)"
                )
            }
            numbers.append(number)
        }
        return CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// `{"duration": …, "delay": …, "timingFunction": […]}`, each field a value or a reference.
    func transition(_ node: JSONNode) throws(Diagnostic) -> Transition {
        let value = try literal(node, expecting: "transition")
        guard let duration = value["duration"], let delay = value["delay"], let timing = value["timingFunction"] else {
            throw Diagnostic(.invalidValue, at: node.location, "a transition has duration, delay and timingFunction")
        }
        return Transition(
            duration: try self.duration(duration), delay: try self.duration(delay), timing: try curve(timing)
        )
    }

    /// A line style name, or `{"dashArray": [dimensions], "lineCap": "round"}`.
    func strokeStyle(_ node: JSONNode) throws(Diagnostic) -> StrokeStyle {
        let value = try literal(node, expecting: "strokeStyle")
        if let name = value.string {
            guard let style = LineStyle(rawValue: name) else {
                throw Diagnostic(
                    .invalidValue, at: node.location,
                    "'\(name)' is not a stroke style; " +
                        "styles are \(LineStyle.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            return .line(style)
        }
        guard let dashes = value["dashArray"]?.array, !dashes.isEmpty, let capName = value["lineCap"]?.string else {
            throw Diagnostic(
                .invalidValue, at: node.location,
                "a stroke style is a name such as \"dashed\" or {\"dashArray\": […], \"lineCap\": \"round\"}"
            )
        }
        guard let cap = LineCap(rawValue: capName) else {
            throw Diagnostic(
                .invalidValue, at: value["lineCap"]?.location ?? node.location,
                "'\(capName)' is not a line cap: write round, butt or square"
            )
        }
        var lengths: [Double] = []
        for dash in dashes { lengths.append(try points(dash)) }
        return .dashes(lengths, cap: cap)
    }

    /// `{"color": …, "width": …, "style": …}`.
    func border(_ node: JSONNode) throws(Diagnostic) -> Border {
        let value = try literal(node, expecting: "border")
        guard let color = value["color"], let width = value["width"], let style = value["style"] else {
            throw Diagnostic(.invalidValue, at: node.location, "a border has color, width and style")
        }
        return Border(color: try self.color(color), width: try points(width), style: try strokeStyle(style))
    }
}
