import DSGenCore

/// One difference between two versions of a design system, as a release note states it.
public struct TokenChange: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case added, removed, renamed, changed, deprecated, undeprecated, kindChanged
    }

    /// A token as one version has it: what a note shows of the before or the after.
    public struct Side: Hashable, Sendable {
        public var path: String
        public var swift: String
        public var kind: TokenKind
        /// The value's text in each appearance given (`16 pt`, `#FF9500`): every appearance the
        /// token declares, or for a change of value only those that changed.
        public var values: [Appearance: String]
        /// Whether the token is deprecated, and the path of the token to use instead when it names one.
        public var isDeprecated: Bool
        public var replacement: String?
    }

    public var kind: Kind
    /// The token's dotted path: the new one, or the old one for a removed token.
    public var token: String
    /// How Swift spells it: the new name, or the old one for a removed token.
    public var swift: String
    public var before: Side?
    public var after: Side?
    /// Whether code written against the old version may stop compiling or mean something else:
    /// a token removed, renamed without its old name kept, or turned into another kind.
    public var breaking: Bool
}
