import DSGenCore

/// What `dsgen init` reads from an app: its token definitions as token fences, and each definition
/// it could not read with the reason.
public struct AppTokens: Sendable {
    /// One token line: the name as the app spells it, its value as a spec writes it, its comment.
    public struct Line: Sendable, Equatable {
        public var name: String
        public var value: String
        public var summary: String?
    }

    /// One token fence: the tokens of one Swift type and one kind, in the order the app declares them.
    public struct Fence: Sendable, Equatable {
        /// The dotted group, `spacing` for `DesignSystem.Spacing`.
        public var group: String
        public var kind: DSGenCore.TokenKind
        /// The Swift type the tokens are members of, `DesignSystem.Spacing`.
        public var swiftPrefix: String
        public var lines: [Line]
    }

    /// A definition left out, and why: a computed value, a kind dsgen has no token for.
    public struct Skipped: Sendable, Equatable {
        public var swiftName: String
        public var location: SourceLocation
        public var reason: String
    }

    public var fences: [Fence] = []
    public var skipped: [Skipped] = []
    /// The Swift files that define at least one token, as given.
    public var tokenFiles: [String] = []
    /// Problems with the files themselves: a file that does not parse.
    public var diagnostics: [Diagnostic] = []

    /// The tokens read, over every fence.
    public var tokenCount: Int { fences.reduce(0) { $0 + $1.lines.count } }
}

extension RuleID {
    /// A definition `dsgen init` found but cannot read (a computed value, a function of the app's),
    /// listed to write by hand.
    public static let initSkipped: RuleID = "init_skipped"
}
