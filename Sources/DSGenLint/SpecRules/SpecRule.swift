import DSGenCore

/// A rule over the token spec as a whole, run once per lint. Its examples are Markdown pages whose
/// token fences the test reads; `↓` marks where each finding must stand.
protocol SpecRule: Sendable {
    var description: RuleDescription { get }
    func check(_ system: DesignSystem) -> [Diagnostic]
}

/// Every rule over the spec.
enum SpecRules {
    static let all: [any SpecRule] = [
        NonSemanticColorNameRule(),
        ScaleOrderRule(),
        InsufficientContrastRule(),
        SwiftNameConflictRule(),
    ]
}

extension SpecRule {
    func finding(at location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(description.severity, description.id, at: location, message)
    }
}
