/// A palette: its colours, and which of them (by index) at which opacities form its gradient.
/// `palette(colors: [#0A4D68, #088395, teal, #F8F6E3], gradientIndices: [0, 2], gradientOpacities: [0.35, 0.2])`
///
/// DTCG has no palette type: a palette is written as the background gradient it forms, from top
/// to bottom, with its full list of colours in dsgen's extension, which is how it is read back.
struct PaletteKind: KindDescriptor {
    var kind: TokenKind { .palette }
    var expected: String { "palette(colors: […], gradientIndices: [0, 2], gradientOpacities: [0.3, 0.2])" }
    var example: String { "palette(colors: [#0A4D68, teal], gradientIndices: [0, 1], gradientOpacities: [0.3, 0.2])" }
    var dtcgType: String { "gradient" }
    var isDTCGType: Bool { false }

    func wrap(_ palette: Palette) -> TokenValue { .palette(palette) }
    func payload(_ value: TokenValue) -> Palette? { if case .palette(let palette) = value { palette } else { nil } }

    func read(_ node: JSONNode, extras: JSONNode?, with reader: DTCGValueReader) throws(Diagnostic) -> Palette {
        try reader.palette(node, extras: extras)
    }

    func dtcg(_ palette: Palette, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        let gradient = palette.gradientColors.map { GradientStop(color: $0, location: nil) }
        let extras: [String: JSONOutput] = ["palette": [
            "colors": .array(palette.colors.map { DTCGWriter.color($0, in: appearance) }),
            "gradientIndices": .array(palette.gradientIndices.map(JSONOutput.integer)),
            "gradientOpacities": .array(palette.gradientOpacities.map(JSONOutput.number)),
        ]]
        return (.array(DTCGWriter.stops(gradient, in: appearance)), extras)
    }

    func text(_ palette: Palette) -> String { palette.text }
    func colors(in palette: Palette) -> [ColorValue] { palette.colors }

    func replacingColors(in palette: Palette, with colors: [ColorValue]) -> Palette {
        var palette = palette
        palette.colors = colors
        return palette
    }

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> Palette {
        guard case .call("palette", let list) = expression.form else {
            throw Diagnostic(
                .invalidValue, at: expression.location,
                "'\(expression.text)' is not a palette; write \(expected)"
            )
        }
        let arguments = try Arguments(list, of: expression, labels: ["colors", "gradientIndices", "gradientOpacities"])
        let colorKind = ColorKind()
        var colors: [ColorValue] = []
        for item in try arguments.required("colors").list(for: "colors:") {
            colors.append(try colorKind.color(item))
        }
        guard !colors.isEmpty else {
            throw Diagnostic(
                .invalidValue, at: try arguments.required("colors").location,
                "a palette needs at least one colour"
            )
        }
        var indices: [Int] = []
        let indexList = try arguments.required("gradientIndices")
        for item in try indexList.list(for: "gradientIndices:") {
            let index = try item.integer(for: "a palette index")
            guard colors.indices.contains(index) else {
                throw Diagnostic(
                    .paletteIndexOutOfRange, at: item.location,
                    "palette index \(index) is out of range: " +
                        "this palette has \(colors.count) colours, indexed 0 to \(colors.count - 1)"
                )
            }
            indices.append(index)
        }
        guard !indices.isEmpty else {
            throw Diagnostic(
                .invalidValue, at: indexList.location,
                "a palette's gradient needs at least one colour: list its index in gradientIndices"
            )
        }
        let opacityList = try arguments.required("gradientOpacities")
        var opacities: [Double] = []
        for item in try opacityList.list(for: "gradientOpacities:") {
            opacities.append(try item.fraction(for: "a gradient opacity"))
        }
        guard opacities.count == indices.count else {
            throw Diagnostic(
                .invalidValue, at: opacityList.location,
                "gradientOpacities has \(opacities.count) values but gradientIndices has \(indices.count): " +
                    "give one opacity per index"
            )
        }
        return Palette(colors: colors, gradientIndices: indices, gradientOpacities: opacities)
    }
}
