/// The `snake_case` identifier of a rule, printed in brackets after every diagnostic.
public struct RuleID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }
}

/// The rules of the token spec and of the build. Each bad input has its own id, so a team can
/// search for it, and a test can assert that exactly this problem was found.
extension RuleID {
    // Fence headers
    public static let missingKind: RuleID = "missing_kind"
    public static let unknownKind: RuleID = "unknown_kind"
    public static let unknownFenceOption: RuleID = "unknown_fence_option"
    public static let invalidGroupName: RuleID = "invalid_group_name"
    // Token lines
    public static let malformedTokenLine: RuleID = "malformed_token_line"
    public static let invalidTokenName: RuleID = "invalid_token_name"
    public static let duplicateToken: RuleID = "duplicate_token"
    public static let tooManyAppearances: RuleID = "too_many_appearances"
    public static let unknownAttribute: RuleID = "unknown_attribute"
    // Values
    public static let malformedColor: RuleID = "malformed_color"
    public static let missingUnit: RuleID = "missing_unit"
    public static let invalidValue: RuleID = "invalid_value"
    public static let paletteIndexOutOfRange: RuleID = "palette_index_out_of_range"
    // Aliases
    public static let unresolvedAlias: RuleID = "unresolved_alias"
    public static let aliasCycle: RuleID = "alias_cycle"
    public static let aliasKindMismatch: RuleID = "alias_kind_mismatch"
    public static let aliasChainTooLong: RuleID = "alias_chain_too_long"
    // Files, templates and output
    public static let missingFile: RuleID = "missing_file"
    public static let unreadableFile: RuleID = "unreadable_file"
    public static let linkOutside: RuleID = "link_outside"
    public static let templateError: RuleID = "template_error"
    public static let outputError: RuleID = "output_error"
    public static let duplicateOutput: RuleID = "duplicate_output"
    /// A version `dsgen.yml` lists cannot be built: not a revision, no content folder, or errors.
    public static let versionUnavailable: RuleID = "version_unavailable"
    // Links between pages
    public static let brokenLink: RuleID = "broken_link"
    /// A page's front matter has a key dsgen does not read, or a value it cannot.
    public static let invalidFrontMatter: RuleID = "invalid_front_matter"
    // Token files of other tools
    /// A DTCG file's structure is wrong: a token that is also a group, a name with a dot, a member
    /// that is not an object.
    public static let invalidToken: RuleID = "invalid_token"
    /// A token file in a format dsgen reads only as DTCG 2025.10 (Tokens Studio's `value`/`type`, `$themes.json`).
    public static let legacyTokenFormat: RuleID = "legacy_token_format"
    /// A token file that bends its format's rules but has one sensible reading: dsgen reads it so
    /// and says what it assumed (a warning, which `--strict` turns into a failure).
    public static let formatDeviation: RuleID = "format_deviation"
}
