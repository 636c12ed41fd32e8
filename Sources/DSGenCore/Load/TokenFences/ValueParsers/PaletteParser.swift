/// A palette: its colours, and which of them (by index) at which opacities form its gradient.
/// `palette(colors: [#0A4D68, #088395, teal, #F8F6E3], gradientIndices: [0, 2], gradientOpacities: [0.35, 0.2])`
struct PaletteParser: TokenValueParser {
    let kind = TokenKind.palette
    let expected = "palette(colors: […], gradientIndices: [0, 2], gradientOpacities: [0.3, 0.2])"

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> TokenValue {
        guard case .call("palette", let list) = expression.form else {
            throw Diagnostic(
                .invalidValue, at: expression.location,
                "'\(expression.text)' is not a palette; write \(expected)"
            )
        }
        let arguments = try Arguments(list, of: expression, labels: ["colors", "gradientIndices", "gradientOpacities"])
        let colorParser = ColorParser()
        var colors: [ColorValue] = []
        for item in try arguments.required("colors").list(for: "colors:") {
            colors.append(try colorParser.color(item))
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
        return .palette(Palette(colors: colors, gradientIndices: indices, gradientOpacities: opacities))
    }
}
