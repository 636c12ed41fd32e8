import DSGenCore
import SwiftSyntax

/// What a rule is, in one place: its id, what it checks, how serious it is by default, and examples
/// that a test runs (`↓` marks where each finding must stand; a triggering example may hold several).
public struct RuleDescription: Sendable {
    public let id: RuleID
    public let summary: String
    public let severity: Diagnostic.Severity
    public let triggering: [String]
    public let nonTriggering: [String]
    /// Where in dsgen's run the rule reports (the registry sets it).
    public private(set) var stage: RuleStage = .code
    /// For a rule that reports values written where a token belongs: the tokens it needs and
    /// the values `dsgen.yml`'s `allow` may exempt.
    private(set) var hardcoded: HardcodedValues?

    /// The same rule, reported by `stage`.
    func reported(by stage: RuleStage) -> RuleDescription {
        var rule = self
        rule.stage = stage
        return rule
    }

    public init(
        id: RuleID, summary: String, severity: Diagnostic.Severity, triggering: [String], nonTriggering: [String]
    ) {
        self.id = id
        self.summary = summary
        self.severity = severity
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }

    init(
        id: RuleID,
        summary: String,
        severity: Diagnostic.Severity,
        hardcoded: HardcodedValues,
        triggering: [String],
        nonTriggering: [String]
    ) {
        self.init(id: id, summary: summary, severity: severity, triggering: triggering, nonTriggering: nonTriggering)
        self.hardcoded = hardcoded
    }
}

/// The kinds of place in a file's tree that a rule checks.
struct RuleSites: OptionSet, Sendable {
    let rawValue: Int
    static let calls = RuleSites(rawValue: 1)
    static let members = RuleSites(rawValue: 2)
    static let numbers = RuleSites(rawValue: 4)
    static let macros = RuleSites(rawValue: 8)
}

/// A rule over Swift code. The engine walks each file's tree once and hands every call, member
/// access, number argument and macro to the enabled rules that check such a place (`sites`).
protocol SwiftRule: Sendable {
    var description: RuleDescription { get }
    /// What the rule checks: the walk hands it nothing else.
    var sites: RuleSites { get }
    func check(_ call: FunctionCallExprSyntax, in file: LintFile)
    func check(_ member: MemberSite, in file: LintFile)
    func check(_ number: NumberSite, in file: LintFile)
    func check(_ macro: MacroExpansionExprSyntax, in file: LintFile)
}

extension SwiftRule {
    func check(_ call: FunctionCallExprSyntax, in file: LintFile) {}
    func check(_ member: MemberSite, in file: LintFile) {}
    func check(_ number: NumberSite, in file: LintFile) {}
    func check(_ macro: MacroExpansionExprSyntax, in file: LintFile) {}
}
