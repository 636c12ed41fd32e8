import DSGenCore

/// A rule over the token spec as a whole, run once per lint. Its examples are Markdown pages whose
/// token fences the test reads; `↓` marks where each finding must stand.
protocol SpecRule: Sendable {
    var description: RuleDescription { get }
    /// The findings over `system`, with the team's settings that decide what is judged.
    func check(_ system: DesignSystem, configuration: LintConfiguration) -> [Diagnostic]
}

extension SpecRule {
    func finding(at location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(description.severity, description.id, at: location, message)
    }
}
