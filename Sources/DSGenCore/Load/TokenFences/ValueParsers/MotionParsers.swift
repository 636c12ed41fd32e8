/// A timing curve: `cubicBezier(0.4, 0, 0.2, 1)`, or one of the curves CSS and SwiftUI name:
/// `linear`, `ease`, `easeIn`, `easeOut`, `easeInOut`.
struct CubicBezierParser: TokenValueParser {
    let kind = TokenKind.cubicBezier
    let expected = "cubicBezier(0.4, 0, 0.2, 1), or linear, ease, easeIn, easeOut or easeInOut"

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> TokenValue {
        .cubicBezier(try curve(expression))
    }

    func curve(_ expression: ValueExpression) throws(Diagnostic) -> CubicBezier {
        if expression.word != nil { return try expression.name(from: CubicBezier.named, for: "timing curve") }
        guard case .call("cubicBezier", let arguments) = expression.form, arguments.count == 4,
            arguments.allSatisfy({ $0.label == nil }) else {
            throw Diagnostic(
                .invalidValue, at: expression.location,
                "'\(expression.text)' is not a timing curve; write \(expected)"
            )
        }
        var numbers: [Double] = []
        for (index, argument) in arguments.enumerated() {
            guard case .number(let value, let unit) = argument.value.form, unit.isEmpty else {
                throw Diagnostic(
                    .invalidValue, at: argument.location,
                    "a control point coordinate is a plain number, not '\(argument.value.text)'"
                )
            }
            if index.isMultiple(of: 2), !(0...1).contains(value) {
                throw Diagnostic(
                    .invalidValue, at: argument.location,
                    "a control point's x lies from 0 to 1, not \(argument.value.text)"
                )
            }
            numbers.append(value)
        }
        return CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    }
}

/// An animated change: `transition(duration: 250ms, delay: 0ms, timing: easeOut)`; the delay
/// defaults to none and the curve to `ease`, as CSS's do.
struct TransitionParser: TokenValueParser {
    let kind = TokenKind.transition
    let expected = "transition(duration: 250ms, delay: 0ms, timing: easeOut)"

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> TokenValue {
        guard case .call("transition", let list) = expression.form else {
            throw Diagnostic(
                .invalidValue, at: expression.location,
                "'\(expression.text)' is not a transition; write \(expected)"
            )
        }
        let arguments = try Arguments(list, of: expression, labels: ["duration", "delay", "timing"])
        let time = { (value: ValueExpression) throws(Diagnostic) -> Double in
            guard case .duration(let milliseconds) = try DurationParser().parse(value) else { return 0 }
            return milliseconds
        }
        return .transition(Transition(
            duration: try time(try arguments.required("duration")),
            delay: try arguments["delay"].map(time) ?? 0,
            timing: try arguments["timing"].map { (value) throws(Diagnostic) in
                try CubicBezierParser().curve(value)
            } ?? CubicBezier.named["ease"]!
        ))
    }
}

/// How a line is drawn: a line style (`solid`, `dashed`, `dotted`, …) or a dash pattern,
/// `dash([4pt, 2pt], lineCap: round)`.
struct StrokeStyleParser: TokenValueParser {
    let kind = TokenKind.strokeStyle
    let expected = "solid, dashed, dotted, double, groove, ridge, outset, inset, or dash([4pt, 2pt], lineCap: round)"

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> TokenValue {
        .strokeStyle(try style(expression))
    }

    func style(_ expression: ValueExpression) throws(Diagnostic) -> StrokeStyle {
        if expression.word != nil {
            return .line(try expression.name(
                from: Dictionary(uniqueKeysWithValues: LineStyle.allCases.map { ($0.rawValue, $0) }), for: "line style"
            ))
        }
        guard case .call("dash", let list) = expression.form, let first = list.first, first.label == nil else {
            throw Diagnostic(
                .invalidValue, at: expression.location,
                "'\(expression.text)' is not a stroke style; write \(expected)"
            )
        }
        var dashes: [Double] = []
        for item in try first.value.list(for: "a dash pattern") {
            let length = try item.points(for: "a dash length")
            guard length > 0 else {
                throw Diagnostic(.invalidValue, at: item.location, "a dash length is more than 0pt")
            }
            dashes.append(length)
        }
        guard !dashes.isEmpty else {
            throw Diagnostic(.invalidValue, at: first.location, "a dash pattern lists at least one length")
        }
        let arguments = try Arguments(Array(list.dropFirst()), of: expression, labels: ["lineCap"])
        let caps = Dictionary(uniqueKeysWithValues: LineCap.allCases.map { ($0.rawValue, $0) })
        return .dashes(dashes, cap: try arguments["lineCap"]?.name(from: caps, for: "line cap") ?? .butt)
    }
}

/// A border: `border(color: {colors.separator}, width: 1pt, style: solid)`; the style defaults to solid.
struct BorderParser: TokenValueParser {
    let kind = TokenKind.border
    let expected = "border(color: {colors.separator}, width: 1pt, style: solid)"

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> TokenValue {
        guard case .call("border", let list) = expression.form else {
            throw Diagnostic(
                .invalidValue, at: expression.location,
                "'\(expression.text)' is not a border; write \(expected)"
            )
        }
        let arguments = try Arguments(list, of: expression, labels: ["color", "width", "style"])
        let width = try arguments.required("width").points(for: "a border width")
        guard width >= 0 else {
            throw Diagnostic(
                .invalidValue, at: try arguments.required("width").location, "a border width cannot be negative"
            )
        }
        return .border(Border(
            color: try ColorParser().color(try arguments.required("color")), width: width,
            style: try arguments["style"].map { (value) throws(Diagnostic) in
                try StrokeStyleParser().style(value)
            } ?? .line(.solid)
        ))
    }
}
