/// A design token as declared on a spec line.
public struct Token: Hashable, Sendable {
    /// The dotted path, `group.name`: `spacing.md`, `colors.status.met`.
    public var path: String
    public var kind: TokenKind
    public var values: AppearanceValues<TokenValue>
    public var summary: String?
    public var deprecation: Deprecation?
    /// How Swift code spells it: the group's prefix plus the name, `DesignSystem.Spacing.md`.
    public var swiftName: String
    /// Where the token's name stands on its spec line.
    public var location: SourceLocation
    /// For a text colour, the background colours it is declared to be read on (`@on({colors.surface})`),
    /// whose contrast lint checks.
    public var backgrounds: [TokenReference]
    /// For a palette, the gradient drawn over its background (`@vignette({gradients.vignette})`),
    /// as the seed's `GradientBackground` lays a radial vignette over the palette's gradient.
    public var vignette: TokenReference?
    /// The `$extensions` a DTCG file gave the token, other than dsgen's own, as compact JSON with
    /// sorted keys: kept untouched and written back on export, as the format asks of every tool.
    public var extensions: String?
    /// What the token is for, from its group's `use=` (empty: anything of its kind).
    public var uses: [TokenUse]
    /// For a dimension a token file wrote in a unit other than px or rem, that unit, which
    /// exports write back (the value is held in points).
    public var writtenUnit: WrittenUnit?

    public init(
        path: String, kind: TokenKind, values: AppearanceValues<TokenValue>, summary: String?,
        deprecation: Deprecation?, swiftName: String, location: SourceLocation, backgrounds: [TokenReference] = [],
        vignette: TokenReference? = nil, extensions: String? = nil, uses: [TokenUse] = []
    ) {
        self.extensions = extensions
        self.uses = uses
        self.backgrounds = backgrounds
        self.vignette = vignette
        self.path = path
        self.kind = kind
        self.values = values
        self.summary = summary
        self.deprecation = deprecation
        self.swiftName = swiftName
        self.location = location
    }

    /// The last segment of the path: `md` for `spacing.md`.
    public var name: String {
        // Split at the '.' bytes: rules ask every token's name, and splitting by Character
        // compared each character as a string.
        path.utf8.split(separator: UInt8(ascii: ".")).last.map { String(Substring($0)) } ?? path
    }
}

/// Marks a token as on its way out, optionally naming the token to use instead.
public struct Deprecation: Hashable, Sendable {
    public var replacement: TokenReference?

    public init(replacement: TokenReference?) {
        self.replacement = replacement
    }
}

/// A token with every alias and colour reference replaced by concrete values, per appearance.
public struct ResolvedToken: Hashable, Sendable {
    public var token: Token
    public var values: AppearanceValues<TokenValue>
    /// The path the token's value aliases directly, if it is an alias (`colors.goals` for `{colors.goals}`).
    public var aliasOf: String?

    public init(token: Token, values: AppearanceValues<TokenValue>, aliasOf: String?) {
        self.token = token
        self.values = values
        self.aliasOf = aliasOf
    }

    public var path: String { token.path }
    public var kind: TokenKind { token.kind }
}

extension Token {
    /// The token without where it or its references stand, and without its written values (the
    /// resolved ones say what is shown): what every page that shows it depends on. A field added
    /// to `Token` is part of it without a word here.
    public var shownContent: Token {
        let nowhere = SourceLocation(path: "", line: 0, column: 0)
        let placeless = { (reference: TokenReference) in TokenReference(path: reference.path, location: nowhere) }
        var token = self
        token.location = nowhere
        token.values = AppearanceValues(light: .number(0))
        token.backgrounds = backgrounds.map(placeless)
        token.vignette = vignette.map(placeless)
        token.deprecation = deprecation.map { Deprecation(replacement: $0.replacement.map(placeless)) }
        return token
    }
}
