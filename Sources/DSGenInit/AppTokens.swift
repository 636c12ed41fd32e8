import DSGenCore
import DSGenLint

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
        /// The fence's `use=`, for the lengths whose purpose their names say.
        public var uses: [String] = []
    }

    /// A definition left out, and why: a computed value, a kind dsgen has no token for.
    public struct Skipped: Sendable, Equatable {
        public var swiftName: String
        public var location: SourceLocation
        /// The reason, with this definition's own value or type in it.
        public var reason: String
        /// The reason as the summary counts it.
        public var because: Reason
    }

    /// A token read under an assumption, and what was assumed.
    public struct Assumption: Sendable, Equatable {
        public var swiftName: String
        public var location: SourceLocation
        public var text: String
    }

    /// Why a definition that looks like a token is not read, one line of init's summary each.
    public enum Reason: String, CaseIterable, Sendable {
        case computed = "their values are computed by statements"
        case notLiteral = "their values are not literals dsgen can read"
        case noKind = "their types are no kind of token dsgen has"
        case notAToken = "they refer to definitions that are not tokens"
        case instance = "they are instance properties that are not other tokens' aliases"
    }

    public var fences: [Fence] = []
    public var skipped: [Skipped] = []
    /// The app's families of themes, which init writes as DTCG files with a resolver.
    public var themes: [Themes] = []
    /// Tokens read under an assumption (the first branch of a condition), each with what was assumed.
    public var assumptions: [Assumption] = []
    /// The Swift files that define at least one token, as given.
    public var tokenFiles: [String] = []
    /// Problems with the files themselves: a file that does not parse.
    public var diagnostics: [Diagnostic] = []

    /// The tokens read, over every fence.
    public var tokenCount: Int { fences.reduce(0) { $0 + $1.lines.count } }
}
