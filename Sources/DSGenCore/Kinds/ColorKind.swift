/// `#FF9500`, `#FF950080`, `red` (Apple's system red in light and dark), `{colors.goals}`, `black.opacity(0.4)`.
struct ColorKind: KindDescriptor {
    var kind: TokenKind { .color }
    var expected: String {
        "a hex colour (#RRGGBB), a system colour name (red, blue, …), an alias {group.name}, " +
            "or any of these with .opacity(0.4)"
    }
    var example: String { "#FF9500 | #FF9F0A" }
    var dtcgType: String { "color" }
    var uses: [TokenUse] { [.foreground, .background, .border, .fill, .tint, .shadow] }

    func wrap(_ payload: ColorValue) -> TokenValue { .color(payload) }
    func payload(_ value: TokenValue) -> ColorValue? { if case .color(let color) = value { color } else { nil } }

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> ColorValue { try color(expression) }

    func read(_ node: JSONNode, extras: JSONNode?, with reader: DTCGValueReader) throws(Diagnostic) -> ColorValue {
        try reader.color(node)
    }

    func dtcg(_ payload: ColorValue, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        (DTCGWriter.color(payload, in: appearance), [:])
    }

    func text(_ payload: ColorValue) -> String { payload.text }
    func specText(_ payload: ColorValue) -> String? { payload.specText }
    func colors(in payload: ColorValue) -> [ColorValue] { [payload] }
    func replacingColors(in payload: ColorValue, with colors: [ColorValue]) -> ColorValue { colors[0] }

    /// Also used by the composite kinds (gradient, palette, shadow) for each colour they hold.
    func color(_ expression: ValueExpression) throws(Diagnostic) -> ColorValue {
        switch expression.form {
        case .hex(let text):
            guard let rgba = RGBA(hex: text) else {
                throw Diagnostic(
                    .malformedColor, at: expression.location,
                    "'\(text)' is not a hex colour: write #RGB, #RGBA, #RRGGBB or #RRGGBBAA with hex digits 0-9 and A-F"
                )
            }
            return .rgba(rgba)
        case .word(let name):
            guard let system = SystemColor.all[name] else {
                let hint = Suggestion.hint(for: name, in: SystemColor.all.keys)
                throw Diagnostic(
                    .malformedColor, at: expression.location,
                    "'\(name)' is not a colour name" + (hint.isEmpty ? "; write \(expected)" : hint)
                )
            }
            return .system(system)
        case .alias(let path):
            return .reference(TokenReference(path: path, location: expression.location))
        case .member(let base, "opacity", let arguments?):
            guard arguments.count == 1, arguments[0].label == nil else {
                throw Diagnostic(
                    .malformedColor, at: expression.location, ".opacity takes one value, such as .opacity(0.4)"
                )
            }
            return .opacity(try color(base), try arguments[0].value.fraction(for: "opacity"))
        default:
            throw Diagnostic(
                .malformedColor, at: expression.location, "'\(expression.text)' is not a colour; write \(expected)"
            )
        }
    }
}
