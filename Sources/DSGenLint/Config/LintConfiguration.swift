import DSGenCore
import Foundation

/// What a team sets in `dsgen.yml`: where its Swift sources are, which rules run and how seriously,
/// the values it allows, and the files that define tokens (where literals belong).
public struct LintConfiguration: Sendable {
    /// Swift files or folders to lint when the command line names none.
    public var sources: [String] = []
    /// Where each of `sources` is written in `dsgen.yml`, so that a missing one is reported there.
    public var sourceLocations: [String: SourceLocation] = [:]
    /// Globs of paths never linted (`**/Generated/**`).
    public var excluded: [String] = []
    /// Globs of files that define the tokens; hard-coded values are not reported there.
    public var tokenFiles: [String] = []
    /// Appearances whose contrast is judged as the spec's own even where the spec writes no value
    /// for them (`contrast: appearances:`): a failure there is `insufficient_contrast`.
    public var contrastAppearances: Set<Appearance> = []
    /// The pages made for tokens no written page shows: `generated_pages`.
    public var generatedPages = GeneratedPagesSetting()
    /// The guide's title, logo and accent (`site:`); lint reads none of them.
    public var site = SiteSetting()
    /// The earlier versions a build publishes beside the working tree's (`versions:`); lint reads none.
    public var versions: [VersionSetting] = []
    /// Severities set per rule id; `nil` turns a rule off.
    public var severities: [String: Diagnostic.Severity?] = [:]
    /// Numbers a rule accepts, by rule id: `hardcoded_spacing: [0, 1]`.
    public var allowedNumbers: [String: Set<Double>] = Dictionary(
        LintRules.numbersAllowed.filter { !$0.byDefault.isEmpty }.map { ($0.rule.rawValue, $0.byDefault) },
        uniquingKeysWith: { first, _ in first }
    )
    /// Names a rule accepts, by rule id: `hardcoded_color: [white]`.
    public var allowedNames: [String: Set<String>] = [:]

    public init() {}

    /// Rules that report only when `dsgen.yml` sets their severity.
    public static let offByDefault: Set<RuleID> = [.unusedToken, .hardcodedValueWithoutToken]

    /// What the app's sources declare (its enums' colour-named cases, its token files' members, its
    /// wrappers' entry points), set by `readApp(_:)`.
    public var app = AppDeclarations()
    /// Whether hard-coded values of every kind are collected, tokens or not (`usage --candidates`).
    public var collectsCandidates = false
    /// Whether literal rules look where the spec has no token of their kind: for usage's candidates,
    /// or for `hardcoded_value_without_token` when dsgen.yml turns it on.
    public var looksForCandidates: Bool {
        collectsCandidates || severities[RuleID.hardcodedValueWithoutToken.rawValue].map { $0 != nil } == true
    }

    /// The severity `rule` reports with, or nil when it is turned off.
    public func severity(of rule: RuleID, default severity: Diagnostic.Severity) -> Diagnostic.Severity? {
        if let configured = severities[rule.rawValue] { return configured }
        return Self.offByDefault.contains(rule) ? nil : severity
    }

    public func allows(_ rule: RuleID, number: Double) -> Bool {
        allowedNumbers[rule.rawValue]?.contains(number) ?? false
    }

    public func allows(_ rule: RuleID, name: String) -> Bool {
        allowedNames[rule.rawValue]?.contains(name) ?? false
    }

    public func isExcluded(_ path: String) -> Bool { Glob.matches(any: excluded, path) }

    public func isTokenFile(_ path: String) -> Bool { Glob.matches(any: tokenFiles, path) }
}

/// Shell-style path patterns, as `fnmatch` reads them: `*` also crosses `/`, so `**/Generated/**`
/// matches any file below a `Generated` folder.
enum Glob {
    static func matches(any patterns: [String], _ path: String) -> Bool {
        let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return patterns.contains { pattern in
            fnmatch(pattern, trimmed, 0) == 0
                || (pattern.hasPrefix("**/") && fnmatch(String(pattern.dropFirst(3)), trimmed, 0) == 0)
        }
    }
}
