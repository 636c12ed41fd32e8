/// Reads the values of one token kind from parsed expressions.
///
/// A parser sees one appearance's value at a time; aliases (`{group.name}`) as whole values are
/// handled before it is called, so it only meets them inside composites.
protocol TokenValueParser: Sendable {
    var kind: TokenKind { get }
    /// The forms this kind accepts, for messages and for the spec page.
    var expected: String { get }
    func parse(_ expression: ValueExpression) throws(Diagnostic) -> TokenValue
}

/// Every value parser, one per kind. Add a kind here and in `TokenKind`.
enum TokenValueParsers {
    static let all: [any TokenValueParser] = [
        ColorParser(), DimensionParser(), RadiusParser(),
        FontFamilyParser(), FontWeightParser(), TypographyParser(),
        MaterialParser(), GradientParser(), PaletteParser(), ShadowParser(),
        OpacityParser(), NumberParser(), DurationParser(),
    ]

    static func parser(for kind: TokenKind) -> any TokenValueParser {
        all.first { $0.kind == kind }!
    }
}
