/// A SwiftUI text style with optional modifiers, or an explicit font, written as SwiftUI writes it:
/// `headline`, `body.monospacedDigit()`, `body.weight(medium)`,
/// `system(size: 34pt, weight: bold, design: rounded)`, `custom("Inter", size: 15pt, relativeTo: body)`.
struct TypographyKind: KindDescriptor {
    var kind: TokenKind { .typography }
    var expected: String {
        "a text style (largeTitle … caption2), system(size:weight:design:) or " +
            "custom(\"Family\", size:relativeTo:), optionally with .bold(), .italic(), .monospacedDigit(), .weight(…)"
    }

    var example: String { "headline" }
    var dtcgType: String { "typography" }

    func wrap(_ typography: Typography) -> TokenValue { .typography(typography) }
    func payload(_ value: TokenValue) -> Typography? {
        if case .typography(let typography) = value { typography } else { nil }
    }

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> Typography { try typography(expression) }

    func read(_ node: JSONNode, extras: JSONNode?, with reader: DTCGValueReader) throws(Diagnostic) -> Typography {
        try reader.typography(node, extras: extras)
    }

    /// Text styles carry Apple's line height; a fixed size gets 1.2, the common default.
    func dtcg(_ type: Typography, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        let lineHeight = type.textStyle.map { $0.lineHeight / $0.pointSize } ?? 1.2
        let value: JSONOutput = [
            "fontFamily": .string(DTCGWriter.family(type.family)), "fontSize": DTCGWriter.dimension(type.size),
            "fontWeight": .integer(type.weight.numericValue),
            "letterSpacing": DTCGWriter.dimension(0), "lineHeight": .number(DTCGWriter.rounded(lineHeight)),
        ]
        var extras: [String: JSONOutput] = [:]
        if let style = type.textStyle { extras["textStyle"] = .string(style.rawValue) }
        if !type.modifiers.isEmpty { extras["modifiers"] = .array(type.modifiers.map { .string($0.rawValue) }) }
        if let design = type.family.design { extras["design"] = .string(design.rawValue) }
        return (value, extras)
    }

    func text(_ typography: Typography) -> String { typography.text }
    func specText(_ typography: Typography) -> String? { typography.specText }

    private func typography(_ expression: ValueExpression) throws(Diagnostic) -> Typography {
        switch expression.form {
        case .word:
            return Typography(textStyle: try expression.name(from: TextStyle.byName, for: "text style"))
        case .call("system", let list):
            let arguments = try Arguments(list, of: expression, labels: ["size", "weight", "design"])
            return Typography(
                textStyle: nil,
                size: try fontSize(arguments.required("size")),
                weight: try arguments["weight"].map { (value) throws(Diagnostic) in
                    try FontWeightKind.weight(value)
                } ?? .regular,
                family: .system(try arguments["design"]?.name(from: FontDesign.byName, for: "font design") ?? .default)
            )
        case .call("custom", let list):
            guard case .string(let family)? = list.first?.value.form, list.first?.label == nil, !family.isEmpty else {
                throw Diagnostic(
                    .invalidValue, at: expression.location,
                    "custom(…) starts with the family name in quotes: custom(\"Inter\", size: 15pt)"
                )
            }
            let arguments = try Arguments(Array(list.dropFirst()), of: expression, labels: ["size", "relativeTo"])
            let style = try arguments["relativeTo"]?.name(from: TextStyle.byName, for: "text style")
            return Typography(
                textStyle: style, size: try fontSize(arguments.required("size")),
                weight: style?.defaultWeight ?? .regular, family: .custom(family)
            )
        case .member(let base, let name, let arguments):
            return try modified(typography(base), by: name, arguments: arguments, in: expression)
        default:
            throw Diagnostic(
                .invalidValue, at: expression.location,
                "'\(expression.text)' is not a typography value; write \(expected)"
            )
        }
    }

    /// `typography` with the font modifier `name` (`.bold()`, `.weight(semibold)`) applied.
    private func modified(
        _ typography: Typography,
        by name: String,
        arguments: [ValueExpression.Argument]?,
        in expression: ValueExpression
    ) throws(Diagnostic) -> Typography {
        var typography = typography
        if name == "weight", let arguments {
            guard arguments.count == 1, arguments[0].label == nil else {
                throw Diagnostic(
                    .invalidValue, at: expression.location,
                    ".weight takes one weight and no label, such as .weight(semibold)"
                )
            }
            typography.weight = try FontWeightKind.weight(arguments[0].value)
            return typography
        }
        if FontModifier(rawValue: name) != nil || name == "weight", arguments == nil {
            throw Diagnostic(
                .invalidValue, at: expression.location,
                "'\(expression.text)' needs parentheses: " +
                    "write .\(name)(\(name == "weight" ? "semibold" : "")), as in SwiftUI"
            )
        }
        guard let modifier = FontModifier(rawValue: name), arguments?.isEmpty == true else {
            throw Diagnostic(
                .invalidValue, at: expression.location,
                "'.\(name)' is not a font modifier dsgen knows; " +
                    "use .bold(), .italic(), .monospaced(), .monospacedDigit(), .smallCaps() or .weight(…)" +
                    "\(Suggestion.hint(for: name, in: FontModifier.allCases.map(\.rawValue) + ["weight"]))"
            )
        }
        typography.modifiers.append(modifier)
        if modifier == .bold { typography.weight = .bold }
        return typography
    }

    private func fontSize(_ expression: ValueExpression) throws(Diagnostic) -> Double {
        let size = try expression.points(for: "a font size")
        guard size > 0 else {
            throw Diagnostic(.invalidValue, at: expression.location, "a font size must be larger than 0pt")
        }
        return size
    }
}
