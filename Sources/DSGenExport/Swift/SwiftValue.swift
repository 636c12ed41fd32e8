import DSGenCore

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
        case .color, .gradient, .palette, .shadow:
            self = SwiftAppearances(values, names: names).value
        }
    }

    init(type: String, expression: String, remarks: [String] = [], support: Set<SwiftSupport> = []) {
        self.type = type
        self.expression = expression
        self.remarks = remarks
        self.support = support
    }

    /// A value that cannot follow the appearance: the light one, with a remark when the spec
    /// gives others.
    private init(fixed type: String, _ expression: String, _ values: AppearanceValues<TokenValue>) {
        self.init(type: type, expression: expression)
        if values.varies {
            remarks.append("The spec gives it other values in dark mode or high contrast, which a `\(type)` cannot follow: this is the light value.")
        }
    }
}
