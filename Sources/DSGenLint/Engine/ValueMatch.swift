import DSGenCore

/// The tokens a literal equals, or else the nearest ones, and what the call it stands in uses it
/// for (`padding`, `stack`, `foreground`…), when that is known.
public struct ValueMatch: Sendable {
    public var exact: [TokenCatalog.Candidate]
    public var nearest: [TokenCatalog.Candidate]
    public var use: TokenUse?

    public init(exact: [TokenCatalog.Candidate], nearest: [TokenCatalog.Candidate], use: TokenUse? = nil) {
        self.exact = exact
        self.nearest = nearest
        self.use = use
    }

    /// The match for a value found where it is used for `use`.
    public func used(for use: TokenUse?) -> ValueMatch { ValueMatch(exact: exact, nearest: nearest, use: use) }

    /// The one token to rewrite the literal to, never a silent pick among several: the only token
    /// with the value whose group says it is for this use; else the only one whose group says
    /// nothing of uses. A token for another use (`VStack(spacing: 20)` and a form's padding of 20)
    /// is never proposed. Where the use is not known, only a value one token has is rewritten.
    public var fix: TokenCatalog.Candidate? {
        guard let use else { return exact.count == 1 ? exact[0] : nil }
        let named = exact.filter { $0.uses.contains(use) }
        if named.count == 1 { return named[0] }
        guard named.isEmpty else { return nil }
        let open = exact.filter(\.uses.isEmpty)
        return open.count == 1 ? open[0] : nil
    }

    /// `; use DesignSystem.Spacing.md`, `; tokens with this value: …`, `; nearest: …` or nothing.
    /// `member` follows each token's name where the value is one of its members (`.width`).
    public func advice(member: String = "", describing describe: (TokenCatalog.Candidate) -> String) -> String {
        if let fix { return "; use \(fix.swiftName)\(member)" }
        if !exact.isEmpty {
            return "; tokens with this value: " + exact.map { Self.named($0, member: member) }.joined(separator: ", ")
        }
        if !nearest.isEmpty {
            return "; no token has this value, nearest: " + nearest.map(describe).joined(separator: ", ")
        }
        return ""
    }

    /// `DesignSystem.Form.padding (for form)`: a candidate with the uses its group declares.
    static func named(_ candidate: TokenCatalog.Candidate, member: String = "") -> String {
        candidate.uses.isEmpty
            ? candidate.swiftName + member
            : "\(candidate.swiftName)\(member) (for \(candidate.uses.sorted().map(\.rawValue).joined(separator: ", ")))"
    }
}
