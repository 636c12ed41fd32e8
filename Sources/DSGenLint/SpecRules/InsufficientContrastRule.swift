import Foundation
import DSGenCore

/// A text colour whose declared background (`@on({…})`) gives less contrast than WCAG AA asks of text.
struct InsufficientContrastRule: SpecRule {
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .insufficientContrast,
        summary: "A text colour and the background it is declared on (@on) fall short of WCAG AA (4.5:1).",
        severity: .error,
        triggering: [
            "```tokens colors kind=color\nsurface #FFFFFF | #1C1C1E\nhint #8E8E93 @on(↓{colors.surface})\n```",
            "```tokens colors kind=color\nsurface #FFFFFF | #000000\n" +
                "label #000000 | #333333 @on(↓{colors.surface})\n```",
        ],
        nonTriggering: [
            "```tokens colors kind=color\nsurface #FFFFFF | #000000\n" +
                "label #000000 | #FFFFFF @on({colors.surface})\n```",
            "```tokens colors kind=color\nsurface #FFFFFF\nhint #777777\n```",
        ]
    )

    func check(_ system: DesignSystem, configuration: LintConfiguration) -> [Diagnostic] {
        ContrastPairs(system, configuration: configuration).failures.compactMap { failure in
            guard !failure.written.isEmpty else { return nil }
            var diagnostic = finding(
                at: failure.reference.location,
                failure.sentence(failure.written) + "; text needs at least 4.5:1 (WCAG AA)"
            )
            diagnostic.appearances = failure.writtenAppearances
            return diagnostic
        }
    }

    static func ratio(_ value: Double) -> String { ContrastPairs.ratio(value) }
}
