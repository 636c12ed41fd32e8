import DSGenCore

/// Every rule lint reports, for configuration, suppressions, `--help` and SARIF's rule list.
public enum LintRules {
    /// The rules over Swift code, over the spec, and over the token files against the spec,
    /// with their examples.
    static var described: [RuleDescription] {
        SwiftRules.all.map(\.description) + SpecRules.all.map(\.description) + DriftRules.all
    }

    /// Rules without examples of their own: about the pages' examples, suppressions and files.
    static let other: [RuleDescription] = [
        RuleDescription(id: .counterexamplePasses, summary: "A page's counter-example (// ❌ DON'T) breaks no rule.", severity: .error, triggering: [], nonTriggering: []),
        RuleDescription(id: .unusedSuppression, summary: "A dsgen:disable comment suppresses nothing, or names no rule.", severity: .warning, triggering: [], nonTriggering: []),
        RuleDescription(id: .swiftSyntax, summary: "A Swift file cannot be parsed; it is linted as far as it parses.", severity: .error, triggering: [], nonTriggering: []),
        RuleDescription(id: .brokenLink, summary: "A page links to a page or an anchor that does not exist.", severity: .warning, triggering: [], nonTriggering: []),
    ]

    /// The spec's own rules, which every build checks too.
    static let spec: [RuleDescription] = [
        (RuleID.duplicateToken, "Two tokens share a path."),
        (.invalidValue, "A token's value is out of range or malformed."),
        (.unresolvedAlias, "An alias names no token."),
        (.aliasCycle, "Aliases refer to each other in a cycle."),
        (.aliasKindMismatch, "An alias points to a token of another kind."),
        (.aliasChainTooLong, "An alias chain is longer than 64 links."),
        (.malformedColor, "A colour value cannot be read."),
        (.missingUnit, "A dimension lacks its unit."),
        (.malformedTokenLine, "A token line cannot be read."),
        (.invalidTokenName, "A token name is not a Swift identifier."),
        (.tooManyAppearances, "A token has more than four appearances."),
        (.unknownAttribute, "A token line has an unknown attribute."),
        (.paletteIndexOutOfRange, "A palette's gradient index is out of range."),
        (.missingKind, "A token fence does not name its kind."),
        (.unknownKind, "A token fence names an unknown kind."),
        (.unknownFenceOption, "A token fence has an unknown option."),
        (.invalidGroupName, "A token fence's group is not a valid name."),
        (.missingFile, "A file or folder does not exist."),
        (.unreadableFile, "A file cannot be read."),
    ].map { RuleDescription(id: $0.0, summary: $0.1, severity: .error, triggering: [], nonTriggering: []) }

    /// Every rule, sorted by id.
    public static var all: [RuleDescription] {
        (described + other + spec).sorted { $0.id.rawValue < $1.id.rawValue }
    }

    /// Every rule id.
    public static let ids: [String] = all.map(\.id.rawValue)
}
