import DSGenCore

/// The Swift of colours and of the values made of colours (gradients, palettes, shadows), which
/// follow light, dark and high contrast colour by colour.
///
/// A composite follows the appearance when only its colours differ between appearances; when its
/// shape differs too (another stop, another radius), Swift holds the light one, with a remark.
struct SwiftAppearances {
    /// The token's value in each appearance, in `Appearance.allCases` order.
    let values: [TokenValue]
    let names: SwiftTypeNames
    /// Whether the value follows the appearance: only its colours differ between appearances.
    /// When its shape differs too, Swift holds the light value.
    private let follows: Bool

    init(_ values: AppearanceValues<TokenValue>, names: SwiftTypeNames) {
        self.values = Appearance.allCases.map { values[$0] }
        self.names = names
        follows = Set(self.values.map { $0.mappingColors(Self.blank) }).count == 1
    }

    /// The Swift `Color` of the value's colour at `index` (in `TokenValue.colors` order), in
    /// every appearance the value follows.
    private func color(at index: Int) -> String {
        color { value in
            let colors = (follows ? value : values[0]).colors
            return colors.indices.contains(index) ? colors[index] : nil
        }
    }

    private func composite(_ noun: String, type: String, _ expression: String, support: SwiftSupport? = nil,
                           remarks: [String] = []) -> SwiftValue {
        SwiftValue(
            type: type, expression: expression, remarks: (follows ? [] : [Self.shapeRemark(noun)]) + remarks,
            support: Set([.colorInitializers] + (support.map { [$0] } ?? []))
        )
    }

    func color() -> SwiftValue {
        SwiftValue(type: names("Color"), expression: color(at: 0), support: [.colorInitializers])
    }

    func gradient(_ light: Gradient) -> SwiftValue {
        var value = gradient(light, stopColor: color(at:))
        if !follows { value.remarks.append(Self.shapeRemark("gradient")) }
        value.support.insert(.colorInitializers)
        return value
    }

    func palette(_ light: Palette) -> SwiftValue {
        let expression = Self.call("DesignTokenPalette", [
            "colors: " + Self.array(light.colors.indices.map(color(at:))),
            "gradientIndices: [" + light.gradientIndices.map(String.init).joined(separator: ", ") + "]",
            "gradientOpacities: [" + light.gradientOpacities.map(SwiftSpelling.number).joined(separator: ", ") + "]",
        ])
        return composite("palette", type: "DesignTokenPalette", expression, support: .palette)
    }

    func shadow(_ light: Shadow) -> SwiftValue {
        let arguments = "color: \(color(at: 0)), radius: \(SwiftSpelling.number(light.radius)), " +
            "x: \(SwiftSpelling.number(light.x)), y: \(SwiftSpelling.number(light.y))"
        return composite("shadow", type: "DesignTokenShadow", "DesignTokenShadow(\(arguments))", support: .shadow)
    }

    func border(_ light: Border) -> SwiftValue {
        let arguments = "color: \(color(at: 0)), width: \(SwiftSpelling.number(light.width)), " +
            "style: \(SwiftValue.stroke(light.style, width: light.width))"
        return composite(
            "border", type: "DesignTokenBorder", "DesignTokenBorder(\(arguments))", support: .border,
            remarks: SwiftValue.strokeRemark(light.style).map { [$0] } ?? []
        )
    }

    /// A `Color` from the colour `pick` finds in each appearance's value: one sRGB value when
    /// every appearance has the same, else the emitted initialiser that follows the appearance.
    private func color(_ pick: (TokenValue) -> ColorValue?) -> String {
        let literals = zip(values, Appearance.allCases).map { value, appearance in
            SwiftSpelling.rgba(
                pick(value).flatMap { Self.rgba($0, in: appearance) } ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
            )
        }
        if Set(literals).count == 1 { return names("Color") + "(dsgenRGBA: \(literals[0]))" }
        return names("Color") + "(dsgenLight: \(literals[0]), dark: \(literals[1]), " +
            "lightHighContrast: \(literals[2]), darkHighContrast: \(literals[3]))"
    }

    private func gradient(_ light: Gradient, stopColor: (Int) -> String) -> SwiftValue {
        let stops = light.stops
        let colors = stops.indices.map(stopColor)
        let list: String
        if stops.allSatisfy({ $0.location == nil }) {
            list = "colors: " + Self.array(colors)
        } else {
            // A stop without a location sits where SwiftUI's `colors:` form would put it.
            let locations = stops.enumerated().map { index, stop in
                stop.location ?? (stops.count > 1 ? Double(index) / Double(stops.count - 1) : 0)
            }
            list = "stops: " + Self.array(zip(colors, locations).map {
                names("Gradient.Stop") + "(color: \($0), location: \(SwiftSpelling.number($1)))"
            })
        }
        switch light {
        case .linear(let start, let end, _):
            return SwiftValue(
                type: names("LinearGradient"),
                expression: Self.call(
                    names("LinearGradient"), [list, "startPoint: .\(start.rawValue)", "endPoint: .\(end.rawValue)"]
                )
            )
        case .radial(let center, let from, let to, _):
            let arguments = [
                list, "center: .\(center.rawValue)", "startRadius: \(SwiftSpelling.number(from))",
                "endRadius: \(SwiftSpelling.number(to))"
            ]
            return SwiftValue(type: names("RadialGradient"), expression: Self.call(names("RadialGradient"), arguments))
        }
    }

    /// A resolved colour holds `.rgba`; the other cases are worked out the way resolution does.
    private static func rgba(_ color: ColorValue, in appearance: Appearance) -> RGBA? {
        switch color {
        case .rgba(let rgba): rgba
        case .system(let system): system.value(in: appearance)
        case .opacity(let base, let factor): rgba(base, in: appearance)?.multiplyingAlpha(by: factor)
        case .reference: nil
        }
    }

    /// Every colour replaced by one, so that two values compare by their shape alone.
    private static func blank(_ color: ColorValue) -> ColorValue { .rgba(RGBA(red: 0, green: 0, blue: 0, alpha: 0)) }

    private static func shapeRemark(_ noun: String) -> String {
        "The spec gives this \(noun) another shape, not only other colours, in dark mode or high contrast, " +
            "which Swift cannot follow: this is the light \(noun)."
    }

    /// `Name(` and each argument on a line of its own, then `)`.
    static func call(_ name: String, _ arguments: [String]) -> String {
        name + "(\n" + arguments.map { "    " + indented($0) }.joined(separator: ",\n") + "\n)"
    }

    /// `[`, each element on a line of its own with a trailing comma, then `]`.
    static func array(_ elements: [String]) -> String {
        "[\n" + elements.map { "    " + indented($0) + ",\n" }.joined() + "]"
    }

    private static func indented(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: "\n    ")
    }
}
