import DSGenCore

extension DefaultStringInterpolation {
    /// The four numbers of `Animation.timingCurve(_:_:_:_:duration:)`.
    mutating func appendInterpolation(curve: CubicBezier) {
        appendLiteral(curve.components.map(SwiftSpelling.number).joined(separator: ", "))
    }
}

/// A token's value as the generated file declares it: `CGFloat` and `16`, or `Color` and the
/// colour in every appearance.
struct SwiftValue: Hashable, Sendable {
    /// The declared type: `CGFloat`, `Color`, `LinearGradient`.
    var type: String
    /// The expression; lines after the first are indented as if the declaration stood at column 0.
    var expression: String
    /// Paragraphs for the doc comment after the token's description: units, and what Swift
    /// cannot hold of the spec's value.
    var remarks: [String] = []
    /// The declarations of the file's support section that the expression uses.
    var support: Set<SwiftSupport> = []

    /// The Swift for a resolved token; nil for a value that resolution left as an alias, which
    /// a resolved design system does not hold.
    init?(_ values: AppearanceValues<TokenValue>, names: SwiftTypeNames) {
        switch values.light {
        case .alias:
            return nil
        case .dimension(let points), .radius(.points(let points)):
            self.init(fixed: "CGFloat", SwiftSpelling.number(points), values)
        case .radius(.round):
            self.init(fixed: "CGFloat", ".infinity", values)
        case .fontFamily(.system(let design)):
            self.init(fixed: names("Font.Design"), "." + design.rawValue, values)
        case .fontFamily(.custom(let name)):
            self.init(fixed: names("String"), SwiftSpelling.string(name), values)
        case .fontWeight(let weight):
            self.init(fixed: names("Font.Weight"), "." + weight.rawValue, values)
        case .typography(let typography):
            self.init(fixed: names("Font"), SwiftFont.expression(typography), values)
        case .material(let material):
            self.init(fixed: names("Material"), material.swiftName, values)
        case .opacity(let value), .number(let value):
            self.init(fixed: names("Double"), SwiftSpelling.number(value), values)
        case .duration(let milliseconds):
            // Seconds as a Double rather than `Duration`: SwiftUI's animations take a TimeInterval,
            // so the token goes straight into `.easeInOut(duration:)` without a conversion.
            self.init(fixed: names("Double"), SwiftSpelling.number(milliseconds / 1000), values)
            remarks.insert("In seconds, as SwiftUI's animations take a duration.", at: 0)
        case .cubicBezier(let curve):
            self.init(fixed: names("UnitCurve"), Self.curve(curve), values)
        case .transition(let transition):
            // An `Animation` goes straight into `withAnimation` and `.animation(_:value:)`.
            var expression = ".timingCurve(\(curve: transition.timing), " +
                "duration: \(SwiftSpelling.number(transition.duration / 1000)))"
            if transition.delay > 0 { expression += ".delay(\(SwiftSpelling.number(transition.delay / 1000)))" }
            self.init(fixed: names("Animation"), expression, values)
        case .strokeStyle(let style):
            self.init(fixed: names("StrokeStyle"), Self.stroke(style, width: nil), values)
            if let remark = Self.strokeRemark(style) { remarks.append(remark) }
        // Colours, and the values made of colours, follow the appearance.
        case .color: self = SwiftAppearances(values, names: names).color()
        case .gradient(let light): self = SwiftAppearances(values, names: names).gradient(light)
        case .palette(let light): self = SwiftAppearances(values, names: names).palette(light)
        case .shadow(let light): self = SwiftAppearances(values, names: names).shadow(light)
        case .border(let light): self = SwiftAppearances(values, names: names).border(light)
        }
    }

    init(type: String, expression: String, remarks: [String] = [], support: Set<SwiftSupport> = []) {
        self.type = type
        self.expression = expression
        self.remarks = remarks
        self.support = support
    }

    /// `.bezier(startControlPoint: UnitPoint(x: 0.4, y: 0), endControlPoint: UnitPoint(x: 0.2, y: 1))`.
    static func curve(_ curve: CubicBezier) -> String {
        let point = { (x: Double, y: Double) in
            "UnitPoint(x: \(SwiftSpelling.number(x)), y: \(SwiftSpelling.number(y)))"
        }
        return ".bezier(startControlPoint: \(point(curve.x1, curve.y1)), endControlPoint: \(point(curve.x2, curve.y2)))"
    }

    /// A `StrokeStyle` drawing the style: SwiftUI has dashes and caps but no named line styles, so
    /// dashed and dotted become dash patterns and the rest are drawn solid.
    static func stroke(_ style: StrokeStyle, width: Double?) -> String {
        var arguments = width.map { ["lineWidth: " + SwiftSpelling.number($0)] } ?? []
        switch style {
        case .line(.dashed): arguments.append("dash: [6, 4]")
        case .line(.dotted): arguments += ["lineCap: .round", "dash: [0, 4]"]
        case .line(.solid), .line(.double), .line(.groove), .line(.ridge), .line(.outset), .line(.inset): break
        case .dashes(let lengths, let cap):
            arguments += [
                "lineCap: .\(cap.rawValue)",
                "dash: [" + lengths.map(SwiftSpelling.number).joined(separator: ", ") + "]"
            ]
        }
        return "StrokeStyle(" + arguments.joined(separator: ", ") + ")"
    }

    static func strokeRemark(_ style: StrokeStyle) -> String? {
        switch style {
        case .line(let line) where ![.solid, .dashed, .dotted].contains(line):
            "SwiftUI has no \(line.rawValue) line; it is drawn solid."
        case .line, .dashes: nil
        }
    }

    /// A value that cannot follow the appearance: the light one, with a remark when the spec
    /// gives others.
    private init(fixed type: String, _ expression: String, _ values: AppearanceValues<TokenValue>) {
        self.init(type: type, expression: expression)
        if values.varies {
            remarks.append(
                "The spec gives it other values in dark mode or high contrast, which a `\(type)` cannot follow: " +
                    "this is the light value."
            )
        }
    }
}
