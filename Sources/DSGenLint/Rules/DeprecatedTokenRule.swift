import DSGenCore
import SwiftSyntax

/// A token the spec marks `@deprecated`.
struct DeprecatedTokenRule: SwiftRule {
    var sites: RuleSites { .members }
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .deprecatedToken,
        summary: "Code uses a token the spec marks @deprecated.",
        severity: .warning,
        triggering: [
            "Text(\"Hi\").padding(↓DesignSystem.Spacing.medium)",
        ],
        nonTriggering: [
            "Text(\"Hi\").padding(DesignSystem.Spacing.md)",
        ]
    )

    func check(_ member: MemberSite, in file: LintFile) {
        guard let chain = member.chain, !chain.isCalled,
              let token = file.catalog.tokensBySwiftName[chain.swiftName],
              let deprecation = token.token.deprecation else { return }
        let replacement = deprecation.replacement.flatMap { file.catalog.swiftNamesByPath[$0.path] }
        file.report(
            description, at: chain.node,
            "\(chain.swiftName) is deprecated"
                + (replacement.map { "; use \($0)" } ?? "; the spec names no replacement"),
            replacement: replacement
        )
    }
}
