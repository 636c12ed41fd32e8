import DSGenCore

/// Where in dsgen's run a rule reports: while the content is read, when the spec is checked, over
/// Swift code, over the app's token files against the spec, or about dsgen's own run (its
/// configuration, templates and output), which `dsgen.yml` cannot turn off.
public enum RuleStage: String, Sendable, CaseIterable {
    case load, spec, code, drift, tool

    /// Whether `dsgen.yml` may change the rule's severity or turn it off.
    public var isConfigurable: Bool { self != .tool }
}

/// Every rule dsgen reports, declared once each, for configuration, suppressions, `--help`,
/// SARIF's rule list and the docs. A test proves that every rule id the sources declare is here.
public enum LintRules {
    /// The rules with examples: over Swift code, over the spec, and over token files against the spec.
    static var described: [RuleDescription] {
        SwiftRules.all.map { $0.description.reported(by: .code) }
            + SpecRules.all.map { $0.description.reported(by: .spec) }
            + DriftRules.all.map { $0.reported(by: .drift) }
    }

    private static func rule(
        _ id: RuleID, _ stage: RuleStage, _ severity: Diagnostic.Severity, _ summary: String
    ) -> RuleDescription {
        RuleDescription(id: id, summary: summary, severity: severity, triggering: [], nonTriggering: [])
            .reported(by: stage)
    }

    /// The rules without examples of their own: about reading the content and token files, the
    /// pages' examples and suppressions, and dsgen's own run.
    static let other: [RuleDescription] = [
        rule(.counterexamplePasses, .code, .error, "A page's counter-example (// ❌ DON'T) breaks no rule."),
        rule(.unusedSuppression, .code, .warning, "A dsgen:disable comment suppresses nothing, or names no rule."),
        rule(.swiftSyntax, .code, .error, "A Swift file cannot be parsed; it is linted as far as it parses."),
        UnusedTokens.rule.reported(by: .code),
        rule(.hardcodedValueWithoutToken, .code, .warning, "A value is hard-coded where the spec has no token " +
            "of its kind yet (off by default; dsgen usage --candidates proposes tokens)."),
        rule(.componentHardcodedValue, .code, .warning, "A stable component's Swift file (its page's source:) " +
            "hard-codes a value where a token exists, or names a deprecated token."),
        rule(.deprecatedComponentUsed, .code, .warning, "The app uses a type of a component whose page says " +
            "it is deprecated."),
        rule(.previewContrast, .code, .warning, "Text in a page example's preview has less contrast with what " +
            "it is drawn on than WCAG's 4.5:1 (3:1 for large text), in one of the appearances it is shown in."),
        rule(.previewTapTarget, .code, .warning, "A button, link or toggle in a page example's preview is " +
            "smaller than 44×44 pt, as its font, padding and frame size it."),
        rule(.previewFixedFont, .code, .warning, "Text in a page example's preview is set in a fixed " +
            ".system(size:) font, which does not grow with Dynamic Type."),
        rule(.brokenLink, .load, .warning, "A page links to a page or an anchor that does not exist."),
        rule(.linkOutside, .load, .warning, "A page links to a file outside the content folder, " +
            "which the site does not publish."),
        rule(.invalidFrontMatter, .load, .warning, "A page's front matter has a key dsgen does not read, " +
            "or a value it cannot (a status other than planned, beta, stable and deprecated)."),
        rule(.versionUnavailable, .load, .warning, "A version dsgen.yml lists cannot be built (not a revision " +
            "of the repository, no content folder, or errors under today's rules); its menu entry is unavailable."),
        rule(.duplicateToken, .load, .error, "Two tokens share a path."),
        rule(.invalidValue, .load, .error, "A token's value is out of range or malformed."),
        rule(.unresolvedAlias, .load, .error, "An alias names no token."),
        rule(.aliasCycle, .load, .error, "Aliases refer to each other in a cycle."),
        rule(.aliasKindMismatch, .load, .error, "An alias points to a token of another kind."),
        rule(.aliasChainTooLong, .load, .error, "An alias chain is longer than 64 links."),
        rule(.malformedColor, .load, .error, "A colour value cannot be read."),
        rule(.missingUnit, .load, .error, "A dimension lacks its unit."),
        rule(.malformedTokenLine, .load, .error, "A token line cannot be read."),
        rule(.invalidTokenName, .load, .error, "A token name is not a Swift identifier."),
        rule(.tooManyAppearances, .load, .error, "A token has more than four appearances."),
        rule(.unknownAttribute, .load, .error, "A token line has an unknown attribute."),
        rule(.paletteIndexOutOfRange, .load, .error, "A palette's gradient index is out of range."),
        rule(.missingKind, .load, .error, "A token fence does not name its kind."),
        rule(.unknownKind, .load, .error, "A token fence names an unknown kind."),
        rule(.unknownFenceOption, .load, .error, "A token fence has an unknown option."),
        rule(.invalidGroupName, .load, .error, "A token fence's group is not a valid name."),
        rule(.missingFile, .load, .error, "A file or folder does not exist."),
        rule(.unreadableFile, .load, .error, "A file cannot be read."),
        // Token files of other tools
        rule(.invalidJSON, .load, .error, "A JSON file (DTCG tokens, a resolver, a catalog's Contents.json) " +
            "does not parse."),
        rule(.invalidToken, .load, .error, "A DTCG file's structure is wrong: a token that is also a group, " +
            "a name with a dot, a type that cannot be told."),
        rule(.invalidResolver, .load, .error, "A resolver file cannot be followed: no resolutionOrder, " +
            "a set or file that is not there."),
        rule(.formatDeviation, .load, .warning, "A token file bends its format but has one reading, " +
            "which dsgen takes and names."),
        rule(.legacyTokenFormat, .load, .warning, "A token file in Tokens Studio's older format, read as DTCG, " +
            "or a part of it that has no reading."),
        rule(.noTokens, .load, .error, "A folder of token files and no page gave not one token."),
        rule(.unsupportedTokenType, .load, .warning, "A DTCG token's type is not one of the format's, " +
            "so the token is left out."),
        rule(.invalidAssetCatalog, .load, .error, "An asset catalog's folder or a group's Contents.json " +
            "is not what Xcode writes."),
        rule(.invalidColorSet, .load, .error, "A colour set's Contents.json is not what Xcode writes."),
        rule(.invalidColorComponent, .load, .error, "A colour set's component is not a number, " +
            "an 8-bit integer or a 0x byte."),
        rule(.colorComponentOutOfRange, .load, .error, "A colour set's component or alpha lies outside " +
            "what its colour space allows."),
        rule(.unknownColorSpace, .load, .error, "A colour set names a colour space asset catalogs do not use."),
        rule(.unknownAppearance, .load, .error, "A colour set names an appearance other than light, " +
            "dark and high contrast."),
        rule(.missingColor, .load, .warning, "A colour set's entry has no colour: Xcode's empty slot."),
        rule(.missingUniversalColor, .load, .error, "A colour set has no entry for Xcode's Any appearance."),
        rule(.unknownSystemColor, .load, .warning, "A colour set refers to a system colour dsgen has no values for."),
        rule(.ambiguousAlpha, .load, .warning, "A colour set's alpha is written \"1\", which Xcode reads as 1/255."),
        rule(.initSkipped, .load, .warning, "dsgen init found a token definition whose value it cannot read, " +
            "and lists it to write by hand."),
        // dsgen's own run
        rule(.configuration, .tool, .error, "dsgen.yml cannot be read, or names a setting or rule " +
            "that does not exist."),
        rule(.templateError, .tool, .error, "A template of the theme cannot be read or rendered."),
        rule(.outputError, .tool, .error, "The site or an export cannot be written where it was asked for."),
        rule(.duplicateOutput, .tool, .error, "Two sources would be published at the same path of the site."),
    ]

    /// Every rule, sorted by id.
    public static let all: [RuleDescription] = (described + other).sorted { $0.id.rawValue < $1.id.rawValue }

    /// Every rule id.
    public static let ids: [String] = all.map(\.id.rawValue)

    /// The rule with `id`, if there is one.
    public static func rule(_ id: String) -> RuleDescription? {
        all.first { $0.id.rawValue == id }
    }
}
