/// The colour object of DTCG 2025.10: a colour space, three components (numbers, or `"none"` for
/// a missing one), an optional alpha and an optional hex fallback.
extension DTCGValueReader {
    /// A colour, or a reference to a colour token, which stays a reference so that it resolves
    /// to the target's value in each appearance.
    func color(_ node: JSONNode) throws(Diagnostic) -> ColorValue {
        if let target = aliasTarget(node) {
            if let type = entries[target]?.type, type != "color" {
                throw Diagnostic(
                    .aliasKindMismatch, at: node.location,
                    "'{\(target)}' is a \(type) token, but a color is expected here"
                )
            }
            return .reference(TokenReference(path: target, location: node.location))
        }
        let value = try literal(node, expecting: "color")
        if let text = value.string { return try cssColor(text, at: value) }
        guard let spaceNode = value["colorSpace"], let name = spaceNode.string else {
            throw Diagnostic(.malformedColor, at: value.location, "a colour needs a colorSpace, such as \"srgb\"")
        }
        guard let space = ColorSpace(rawValue: name) else {
            let known = ColorSpace.allCases.map(\.rawValue)
            throw Diagnostic(
                .malformedColor, at: spaceNode.location,
                "'\(name)' is not a colour space of DTCG 2025.10\(Suggestion.hint(for: name, in: known)); " +
                    "spaces are \(known.joined(separator: ", "))"
            )
        }
        guard let list = value["components"]?.array, list.count == 3 else {
            throw Diagnostic(
                .malformedColor, at: value["components"]?.location ?? value.location, "a colour has three components"
            )
        }
        let components = try self.components(list, space: space, name: name)
        let alpha = try value["alpha"].map { (node: JSONNode) throws(Diagnostic) in try self.number(node) } ?? 1
        guard (0...1).contains(alpha) else {
            throw Diagnostic(
                .malformedColor, at: value["alpha"]?.location ?? value.location,
                "alpha is from 0 to 1, not \(alpha.formatted)"
            )
        }
        let srgb = space.srgb(components)
        let rgba = RGBA(red: srgb.red, green: srgb.green, blue: srgb.blue, alpha: alpha)
        return .rgba(value["hex"].map { hexFallback($0, of: rgba, in: space) } ?? rgba)
    }

    /// A colour's three components, each in its space's range (`none` reads as 0, a hue of 360 as 0).
    private func components(_ list: [JSONNode], space: ColorSpace, name: String) throws(Diagnostic) -> [Double] {
        var components: [Double] = []
        for (index, component) in list.enumerated() {
            if component.string == "none" {
                components.append(0)
                continue
            }
            var number = try self.number(component)
            if Self.isHue(of: space, component: index), number == 360 {
                // A hue lies in [0, 360); 360 is the same hue as 0.
                warn(Diagnostic(
                    .warning, .formatDeviation, at: component.location,
                    "a hue is from 0 up to but not including 360; 360 is read as 0, the same hue"
                ))
                number = 0
            }
            if let range = Self.range(of: space, component: index), !range.contains(number) {
                throw Diagnostic(
                    .malformedColor, at: component.location,
                    "component \(index + 1) of a \(name) colour is from \(range.lowerBound.formatted) " +
                        "to \(range.upperBound.formatted), not \(number.formatted)"
                )
            }
            components.append(number)
        }
        return components
    }

    /// Components written to four places that round an 8-bit hex fallback are that colour exactly
    /// (dsgen writes them so); others are kept as written. The fallback is #RRGGBB exactly; the
    /// components are the colour either way.
    private func hexFallback(_ hexNode: JSONNode, of rgba: RGBA, in space: ColorSpace) -> RGBA {
        let hex = hexNode.string ?? ""
        guard hex.count == 7, hex.hasPrefix("#"), let exact = RGBA(hex: hex) else {
            warn(Diagnostic(
                .warning, .formatDeviation, at: hexNode.location,
                "the hex fallback is a six-digit #RRGGBB colour, " +
                    "not \(hexNode.string.map { "'\($0)'" } ?? hexNode.kindDescription); " +
                    "it is ignored and the components are read"
            ), family: "hex fallback", counting: "such fallback")
            return rgba
        }
        guard space == .srgb, exact.rounds(to: rgba) else { return rgba }
        return RGBA(red: exact.red, green: exact.green, blue: exact.blue, alpha: rgba.alpha)
    }

    /// A colour written as a string: the older drafts' `#RRGGBB`, or CSS's forms (`hsla(286, 31%, 82%, 0.04)`,
    /// `rgba({color.black}, 0.5)`, `rebeccapurple`), which web exports write; each read with a warning.
    private func cssColor(_ text: String, at value: JSONNode) throws(Diagnostic) -> ColorValue {
        let dtcg = "DTCG 2025.10 writes {\"colorSpace\": \"srgb\", \"components\": […]}"
        if let rgba = RGBA(hex: text) {
            warn(Diagnostic(
                .warning, .formatDeviation, at: value.location,
                "'\(text)' is a colour in the older drafts' hex form; it is read as sRGB (\(dtcg))"
            ), family: "hex")
            return .rgba(rgba)
        }
        if let rgba = CSSColor.rgba(text) {
            warn(Diagnostic(
                .warning, .formatDeviation, at: value.location,
                "'\(text)' is a CSS colour, not a DTCG one; it is read as CSS reads it, in sRGB (\(dtcg))"
            ), family: "css")
            return .rgba(rgba)
        }
        if let (path, alpha) = CSSColor.referenceWithAlpha(text) {
            warn(Diagnostic(
                .warning, .formatDeviation, at: value.location,
                "'\(text)' is Tokens Studio's colour at an alpha, which DTCG cannot write; " +
                    "it is read as {\(path)} at opacity \(alpha.formatted)"
            ), family: "css-alpha")
            return .opacity(.reference(TokenReference(path: path, location: value.location)), alpha)
        }
        throw Diagnostic(
            .malformedColor, at: value.location,
            "'\(text)' is not a colour; \(dtcg), the older drafts #RRGGBB and CSS hsl(), rgb() or a colour name"
        )
    }

    /// Whether the component is a hue angle, which the format bounds to [0, 360).
    static func isHue(of space: ColorSpace, component: Int) -> Bool {
        switch space {
        case .hsl, .hwb: component == 0
        case .lch, .oklch: component == 2
        default: false
        }
    }

    /// The range the format gives a component, where it bounds one.
    static func range(of space: ColorSpace, component: Int) -> ClosedRange<Double>? {
        switch space {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50: 0...1
        case .hsl, .hwb: component == 0 ? 0...360 : 0...100
        case .lab: component == 0 ? 0...100 : nil
        case .lch: [0...100, 0...Double.greatestFiniteMagnitude, 0...360][component]
        case .oklab: component == 0 ? 0...1 : nil
        case .oklch: [0...1, 0...Double.greatestFiniteMagnitude, 0...360][component]
        }
    }
}

extension RGBA {
    /// Whether `other`'s channels are exactly this colour's, rounded to four decimal places.
    func rounds(to other: RGBA) -> Bool {
        func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
        return abs(rounded(red) - other.red) < 1e-9 && abs(rounded(green) - other.green) < 1e-9
            && abs(rounded(blue) - other.blue) < 1e-9
    }
}
