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
    /// The appearances a finding holds in (`light-high-contrast`), where it holds in some only: the
    /// JSON and SARIF reports carry them.
    public var appearances: [String] = []
    /// The hard-coded value a finding is about (`spacing`, `16`), for usage to count as a token candidate.
    public var hardcoded: HardcodedValue?

    public init(_ severity: Severity, _ rule: RuleID, at location: SourceLocation, _ message: String) {
        self.location = location
        self.severity = severity
        self.rule = rule
        self.message = message
    }

    /// The Xcode-style line that editors and CI logs turn into a link: always one line, with
    /// control characters (a newline in a file name) written as escapes, and a message that quotes
    /// a huge value cut in the middle.
    public var description: String {
        "\(Self.oneLine(location.description)): \(severity.rawValue): " +
            "\(Self.oneLine(Self.shortened(message))) [\(rule)]"
    }

    /// The longest message printed whole; a longer one keeps its start and its end.
    static let messageLimit = 1_000

    /// The longest run without a space printed whole. Prose has no such word, nor has a path of
    /// a real project: a longer one is a quoted value (a 1 MB token), and its start and end show it.
    static let wordLimit = 160

    static func shortened(_ message: String) -> String {
        guard message.utf8.count > wordLimit else { return message }
        let words = message.split(separator: " ", omittingEmptySubsequences: false)
        let message = words.contains(where: { $0.count > wordLimit })
            ? words.map {
                $0.count > wordLimit ? $0.prefix(60) + "…(\($0.count) characters)…" + $0.suffix(20) : String($0)
            }.joined(separator: " ")
            : message
        guard message.count > messageLimit else { return message }
        return String(message.prefix(messageLimit * 3 / 4)) + " … " + String(message.suffix(messageLimit / 4))
    }

    /// `text` with each control character written as an escape: `\n`, `\t`, `\u{1B}`.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
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
