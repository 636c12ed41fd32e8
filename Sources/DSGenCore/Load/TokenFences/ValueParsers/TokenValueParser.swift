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

/// The value parser of each kind. An exhaustive `switch`: a new kind does not compile until it
/// names its parser here.
enum TokenValueParsers {
    static func parser(for kind: TokenKind) -> any TokenValueParser {
        switch kind {
        case .color: ColorParser()
        case .dimension: DimensionParser()
        case .radius: RadiusParser()
        case .fontFamily: FontFamilyParser()
        case .fontWeight: FontWeightParser()
        case .typography: TypographyParser()
        case .material: MaterialParser()
        case .gradient: GradientParser()
        case .palette: PaletteParser()
        case .shadow: ShadowParser()
        case .opacity: OpacityParser()
        case .number: NumberParser()
        case .duration: DurationParser()
        case .cubicBezier: CubicBezierParser()
        case .transition: TransitionParser()
        case .strokeStyle: StrokeStyleParser()
        case .border: BorderParser()
        }
    }
}
