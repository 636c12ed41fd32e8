import DSGenCore

extension TokenCatalog.Candidate {
    /// `DesignSystem.Spacing.md (16pt)`, for lists of nearest tokens.
    var withPoints: String {
        TokenCatalog.points(of: token.values.light).map { "\(swiftName) (\($0.formatted)pt)" } ?? swiftName
    }
}
