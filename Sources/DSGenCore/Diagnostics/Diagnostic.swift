/// One problem found anywhere in dsgen: a spec error, an alias cycle, a missing file, a template error.
///
/// Every stage reports through this type, so the command line prints them all the same way:
/// `path:line:col: error: message [rule_id]`.
public struct Diagnostic: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is: errors fail a build, warnings do not.
    public enum Severity: String, Hashable, Sendable, Comparable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    public var location: SourceLocation
    public var severity: Severity
    public var rule: RuleID
    public var message: String

    public init(_ severity: Severity, _ rule: RuleID, at location: SourceLocation, _ message: String) {
        self.location = location
        self.severity = severity
        self.rule = rule
        self.message = message
    }

    /// The Xcode-style line that editors and CI logs turn into a link.
    public var description: String {
        "\(location): \(severity.rawValue): \(message) [\(rule)]"
    }

    /// Sorted by file, line and column, then by rule so the order never depends on discovery order.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    /// Whether any of these diagnostics is an error (warnings alone do not fail a build).
    public var containsErrors: Bool { contains { $0.severity == .error } }
}

/// A single diagnostic can be thrown by a step that stops at its first problem (a value parser).
extension Diagnostic: Error {}

extension Diagnostic {
    public init(_ rule: RuleID, at location: SourceLocation, _ message: String) {
        self.init(.error, rule, at: location, message)
    }
}
