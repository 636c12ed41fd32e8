import DSGenCore

/// A text colour and its `@on` background that fall short only in an appearance the spec never
/// wrote: a high-contrast value taken from Apple's system colours. True and worth saying, but a
/// warning by default, so that a spec of light and dark values is not failed for it.
struct DerivedContrastRule: SpecRule {
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .insufficientContrastDerived,
        summary: "A text colour on its @on background falls short of WCAG AA only in a high-contrast appearance " +
            "taken from Apple's system colours, which the spec does not write.",
        severity: .warning,
        triggering: [
            "```tokens colors kind=color\ninfo blue\nonInfo black @on(↓{colors.info})\n```",
        ],
        nonTriggering: [
            "```tokens colors kind=color\ninfo #0040DD\nonInfo #FFFFFF @on({colors.info})\n```",
            "```tokens colors kind=color\ninfo blue | blue | #66B2FF | #66B2FF\nonInfo black @on({colors.info})\n```",
        ]
    )

    func check(_ system: DesignSystem, configuration: LintConfiguration) -> [Diagnostic] {
        ContrastPairs(system, configuration: configuration).failures.compactMap { failure in
            guard !failure.derived.isEmpty else { return nil }
            var diagnostic = finding(
                at: failure.reference.location,
                failure.sentence(failure.derived) + ", an appearance the spec does not write: its colours " +
                    "are Apple's Increase Contrast values; text needs at least 4.5:1 (WCAG AA); declare a value " +
                    "for it (light | dark | light high contrast | dark high contrast), or list it under " +
                    "'contrast: appearances' in dsgen.yml to judge it as the spec's"
            )
            diagnostic.appearances = failure.derivedAppearances
            return diagnostic
        }
    }
}
