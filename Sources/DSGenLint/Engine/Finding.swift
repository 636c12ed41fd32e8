import DSGenCore

/// One problem lint found, with what it needs beyond the diagnostic: an exact fix when one token
/// matches, and the line it stands on (for baselines and for reporters that count UTF-16 columns).
public struct Finding: Hashable, Comparable, Sendable {
    public var diagnostic: Diagnostic
    /// The exact rewrite, when the value equals exactly one token's value.
    public var fix: Fix?
    /// The whole source line the finding stands on, without its line break.
    public var lineText: String
    /// The column counted in UTF-16 code units, as SARIF and GitHub code scanning count by default.
    public var utf16Column: Int

    public init(diagnostic: Diagnostic, fix: Fix? = nil, lineText: String = "", utf16Column: Int? = nil) {
        self.diagnostic = diagnostic
        self.fix = fix
        self.lineText = lineText
        self.utf16Column = utf16Column ?? diagnostic.location.column
    }

    public var rule: RuleID { diagnostic.rule }
    public var location: SourceLocation { diagnostic.location }
    public var severity: Diagnostic.Severity { diagnostic.severity }
    public var message: String { diagnostic.message }

    public static func < (lhs: Finding, rhs: Finding) -> Bool { lhs.diagnostic < rhs.diagnostic }
}

/// A replacement of a range of a file's UTF-8 bytes.
public struct Fix: Hashable, Sendable {
    /// UTF-8 offsets into the linted text.
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}
