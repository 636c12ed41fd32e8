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

    init(_ values: AppearanceValues<TokenValue>, names: SwiftTypeNames) {
        self.values = Appearance.allCases.map { values[$0] }
        self.names = names
    }

    var value: SwiftValue {
        var value = makeValue()
        value.support.insert(.colorInitializers)
        return value
    }

    private func makeValue() -> SwiftValue {
        switch values[0] {
        case .color:
            return SwiftValue(
                type: names("Color"), expression: color { if case .color(let color) = $0 { color } else { nil } }
            )
        case .gradient(let light):
            let gradients = values.compactMap { if case .gradient(let gradient) = $0 { gradient } else { nil } }
            let follows = Self.sameShape(gradients.map { $0.mapColors(Self.blank) })
            var value = gradient(light) { index in
                color {
                    if follows, case .gradient(let gradient) = $0 {
                        gradient.stops[index].color
                    } else {
                        light.stops[index].color
                    }
                }
            }
            if !follows { value.remarks.append(Self.shapeRemark("gradient")) }
            return value
        case .palette(let light):
            let palettes = values.compactMap { if case .palette(let palette) = $0 { palette } else { nil } }
            let follows = Self.sameShape(palettes.map {
                Palette(
                    colors: $0.colors.map(Self.blank), gradientIndices: $0.gradientIndices,
                    gradientOpacities: $0.gradientOpacities
                )
            })
            let colors = light.colors.indices.map { index in
                color {
                    if follows, case .palette(let palette) = $0 { palette.colors[index] } else { light.colors[index] }
                }
            }
            let expression = Self.call("DesignTokenPalette", [
                "colors: " + Self.array(colors),
                "gradientIndices: [" + light.gradientIndices.map(String.init).joined(separator: ", ") + "]",
                "gradientOpacities: ["
                    + light.gradientOpacities.map(SwiftSpelling.number).joined(separator: ", ") + "]",
            ])
            return SwiftValue(
                type: "DesignTokenPalette", expression: expression,
                remarks: follows ? [] : [Self.shapeRemark("palette")], support: [.palette]
            )
        case .shadow(let light):
            let shadows = values.compactMap { if case .shadow(let shadow) = $0 { shadow } else { nil } }
            let follows = Self.sameShape(shadows.map {
                Shadow(color: Self.blank($0.color), radius: $0.radius, x: $0.x, y: $0.y)
            })
            let shadowColor = color { if follows, case .shadow(let shadow) = $0 { shadow.color } else { light.color } }
            let arguments = "color: \(shadowColor), radius: \(SwiftSpelling.number(light.radius)), " +
                "x: \(SwiftSpelling.number(light.x)), y: \(SwiftSpelling.number(light.y))"
            return SwiftValue(
                type: "DesignTokenShadow", expression: "DesignTokenShadow(\(arguments))",
                remarks: follows ? [] : [Self.shapeRemark("shadow")], support: [.shadow]
            )
        case .border(let light):
            let borders = values.compactMap { if case .border(let border) = $0 { border } else { nil } }
            let follows = Self.sameShape(borders.map {
                Border(color: Self.blank($0.color), width: $0.width, style: $0.style)
            })
            let borderColor = color { if follows, case .border(let border) = $0 { border.color } else { light.color } }
            let arguments = "color: \(borderColor), width: \(SwiftSpelling.number(light.width)), " +
                "style: \(SwiftValue.stroke(light.style, width: light.width))"
            var remarks = follows ? [] : [Self.shapeRemark("border")]
            if let remark = SwiftValue.strokeRemark(light.style) { remarks.append(remark) }
            return SwiftValue(
                type: "DesignTokenBorder", expression: "DesignTokenBorder(\(arguments))",
                remarks: remarks, support: [.border]
            )
        case .alias, .dimension, .radius, .fontFamily, .fontWeight, .typography,
             .material, .opacity, .number, .duration,
             .cubicBezier, .transition, .strokeStyle:
            // `SwiftValue` sends only colours and composites of colours here.
            return SwiftValue(type: names("Color"), expression: names("Color") + ".clear")
        }
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

    private static func sameShape<Shape: Hashable>(_ shapes: [Shape]) -> Bool {
        shapes.count == Appearance.allCases.count && Set(shapes).count == 1
    }

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
