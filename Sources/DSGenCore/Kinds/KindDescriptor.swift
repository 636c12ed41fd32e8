/// Everything dsgen knows about one kind of token, in the kind's own file: how a token line
/// writes its values, an example, how DTCG types, reads and writes them, how they read in the
/// style guide, and which colours inside them resolution replaces.
///
/// `TokenKind.descriptor` picks a kind's descriptor with one exhaustive `switch`, so a new kind
/// does not compile until it has one. The output modules (Swift, CSS, asset catalogs, the site's
/// previews) each keep one `switch` from a value to their own writer.
///
/// A descriptor works on its kind's `Payload` (a `ColorValue`, a `Shadow`, a length in points);
/// `wrap` and `payload` move between it and `TokenValue`. A parser sees one appearance's value
/// at a time: aliases (`{group.name}`) as whole values are handled before it is called, so it
/// only meets them inside composites.
///
/// A descriptor holds no state (its facts are computed properties), so `TokenKind.descriptor`
/// makes one at each call for nothing.
protocol KindDescriptor: Sendable {
    associatedtype Payload

    var kind: TokenKind { get }
    /// The forms this kind accepts on a token line, for messages and for the spec page.
    var expected: String { get }
    /// A value as a token line writes it, shown when a line gives none.
    var example: String { get }
    /// The DTCG `$type` a token of this kind is written as. A kind DTCG has no type for is
    /// written as the nearest type, with `kind` in dsgen's extension.
    var dtcgType: String { get }
    /// Whether a DTCG `$type` alone reads as this kind: false for the kinds written as another's
    /// type (a radius, an opacity, a palette, a material), which only dsgen's extension names.
    var isDTCGType: Bool { get }
    /// The uses a group of this kind may declare (`use=padding`).
    var uses: [TokenUse] { get }

    func wrap(_ payload: Payload) -> TokenValue
    func payload(_ value: TokenValue) -> Payload?

    /// The value a token line writes (`16pt`, `#FF9500`, `shadow(…)`).
    func parse(_ expression: ValueExpression) throws(Diagnostic) -> Payload
    /// The value a DTCG file writes at `node`, with dsgen's extension `extras` beside it.
    func read(_ node: JSONNode, extras: JSONNode?, with reader: DTCGValueReader) throws(Diagnostic) -> Payload
    /// The DTCG `$value` of a resolved value in `appearance`, and what DTCG cannot say, for dsgen's extension.
    func dtcg(_ payload: Payload, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput])
    /// How the value reads in the style guide and in messages: `16 pt`, `#FF9500`.
    func text(_ payload: Payload) -> String
    /// The value as a token line writes it, so that the spec reader reads it back; nil where a
    /// token line cannot yet be made from a value.
    func specText(_ payload: Payload) -> String?
    /// The colours inside the value, which may reference other tokens and which resolution replaces.
    func colors(in payload: Payload) -> [ColorValue]
    /// The value with `colors` (one for each of `colors(in:)`, in order) in place of its own.
    func replacingColors(in payload: Payload, with colors: [ColorValue]) -> Payload
}

extension KindDescriptor {
    var isDTCGType: Bool { true }
    var uses: [TokenUse] { [] }
    func specText(_ payload: Payload) -> String? { nil }
    func colors(in payload: Payload) -> [ColorValue] { [] }
    func replacingColors(in payload: Payload, with colors: [ColorValue]) -> Payload { payload }

    // The same, on a `TokenValue` of this kind, for callers that hold `any KindDescriptor`.

    func parseValue(_ expression: ValueExpression) throws(Diagnostic) -> TokenValue {
        wrap(try parse(expression))
    }

    func readValue(_ node: JSONNode, extras: JSONNode?, with reader: DTCGValueReader) throws(Diagnostic) -> TokenValue {
        wrap(try read(node, extras: extras, with: reader))
    }

    func dtcgValue(_ value: TokenValue, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput])? {
        payload(value).map { dtcg($0, in: appearance) }
    }

    func text(of value: TokenValue) -> String? { payload(value).map(text) }

    func specText(of value: TokenValue) -> String? { payload(value).flatMap(specText) }

    func colors(of value: TokenValue) -> [ColorValue] { payload(value).map(colors(in:)) ?? [] }

    /// The value with each of its colours passed through `resolve`; nil when any gives nil.
    func mappingColors(of value: TokenValue, _ resolve: (ColorValue) -> ColorValue?) -> TokenValue? {
        guard let payload = payload(value) else { return value }
        let colors = colors(in: payload)
        if colors.isEmpty { return value }
        let resolved = colors.map(resolve)
        guard resolved.allSatisfy({ $0 != nil }) else { return nil }
        return wrap(replacingColors(in: payload, with: resolved.map { $0! }))
    }
}

extension TokenKind {
    /// This kind's descriptor. The one exhaustive `switch` over kinds in the model: a new kind
    /// does not compile until it names its descriptor here.
    var descriptor: any KindDescriptor {
        switch self {
        case .color: ColorKind()
        case .dimension: DimensionKind()
        case .radius: RadiusKind()
        case .fontFamily: FontFamilyKind()
        case .fontWeight: FontWeightKind()
        case .typography: TypographyKind()
        case .material: MaterialKind()
        case .gradient: GradientKind()
        case .palette: PaletteKind()
        case .shadow: ShadowKind()
        case .opacity: OpacityKind()
        case .number: NumberKind()
        case .duration: DurationKind()
        case .cubicBezier: CubicBezierKind()
        case .transition: TransitionKind()
        case .strokeStyle: StrokeStyleKind()
        case .border: BorderKind()
        }
    }

    /// The DTCG `$type` a token of this kind is written as (see `KindDescriptor.dtcgType`).
    public var dtcgType: String { descriptor.dtcgType }

    /// The uses a group of this kind may declare; none for most kinds.
    public var uses: [TokenUse] { descriptor.uses }

    /// The kind a DTCG `$type` names on its own, without dsgen's extension.
    static let byDTCGType: [String: TokenKind] = Dictionary(
        uniqueKeysWithValues: allCases.filter { $0.descriptor.isDTCGType }.map { ($0.descriptor.dtcgType, $0) }
    )
}

extension TokenValue {
    /// How a value reads in the style guide and in messages: `16 pt`, `#FF9500`, `headline · 17 pt semibold`.
    public var text: String {
        if case .alias(let reference) = self { return reference.description }
        return kind?.descriptor.text(of: self) ?? ""
    }

    /// How a value is written on a token line, so that the spec reader reads it back as the same
    /// value: `16pt`, `red.opacity(0.4)`, `#3C3C4399 | #EBEBF599`, `headline.weight(bold)`.
    /// Nil for the kinds a token line does not yet get from here (gradients, palettes, shadows, motion).
    public var specText: String? {
        if case .alias(let reference) = self { return "{\(reference.path)}" }
        return kind?.descriptor.specText(of: self)
    }

    /// Every reference this value depends on: the alias itself, or colours inside a composite.
    public var references: [TokenReference] {
        if case .alias(let reference) = self { return [reference] }
        return kind?.descriptor.colors(of: self).flatMap(\.references) ?? []
    }

    /// The DTCG `$value` of a resolved value in `appearance` (an alias as `{group.name}`), and
    /// what DTCG cannot say, for dsgen's extension.
    public func dtcg(in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        if case .alias(let reference) = self { return (.string("{\(reference.path)}"), [:]) }
        return kind?.descriptor.dtcgValue(self, in: appearance) ?? (.object([:]), [:])
    }
}

extension TokenValue {
    /// The colours inside the value (its own, a gradient's stops, a palette's, a shadow's or a
    /// border's), in the order `mappingColors` visits them.
    public var colors: [ColorValue] { kind?.descriptor.colors(of: self) ?? [] }

    /// The value with each of its colours replaced by `transform`'s.
    public func mappingColors(_ transform: (ColorValue) -> ColorValue) -> TokenValue {
        kind?.descriptor.mappingColors(of: self) { transform($0) } ?? self
    }
}
