import DSGenCore

/// `unused_token`, off unless `dsgen.yml` turns it on: a token the app's sources never name, at
/// its line in the spec. A deprecated token nothing names is done with, and is not reported.
enum UnusedTokens {
    static let rule = RuleDescription(
        id: .unusedToken, summary: "A token nothing in the app's sources names (off unless dsgen.yml sets it).",
        severity: .warning, triggering: [], nonTriggering: []
    )

    static func findings(
        _ usage: TokenUsage, system: DesignSystem, files: Int, severity: Diagnostic.Severity
    ) -> [Finding] {
        let unused = Set(usage.unused)
        let count = files == 1 ? "1 Swift file" : "\(files) Swift files"
        let reported = system.tokens.filter { unused.contains($0.token.swiftName) && $0.token.deprecation == nil }
        return reported.map { token in
            // Under a platform type's prefix (`CGFloat`, `Color`) an implicit member is counted.
            let implicit = usage.countsImplicitMembers(of: token.token.swiftName) ? ""
                : " (a use as an implicit member, .\(token.token.name), is not counted)"
            return Finding(diagnostic: Diagnostic(
                severity, .unusedToken, at: token.token.location,
                "\(token.token.swiftName) is named nowhere in the app's \(count); use it, or take it out of the " +
                    "spec" + implicit
            ))
        }
    }
}
