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

    func check(_ system: DesignSystem) -> [Diagnostic] {
        system.tokens.filter { $0.kind == .color }.flatMap { text in
            text.token.backgrounds.compactMap { reference -> Diagnostic? in
                guard let background = system.token(reference.path) else { return nil }
                let appearances = Appearance.allCases.filter {
                    !$0.isHighContrast || text.values.declaresHighContrast || background.values.declaresHighContrast
                }
                let failing = appearances.compactMap { appearance -> String? in
                    guard let (foreground, back) = text.colors(on: background, in: appearance) else { return nil }
                    let ratio = foreground.contrastRatio(on: back)
                    return ratio < ContrastLevel.minimumForText ? "\(Self.ratio(ratio)) in \(appearance)" : nil
                }
                guard !failing.isEmpty else { return nil }
                return finding(
                    at: reference.location,
                    "'\(text.path)' on '\(background.path)' has a contrast of \(failing.joined(separator: ", ")); " +
                        "text needs at least 4.5:1 (WCAG AA)"
                )
            }
        }
    }

    /// `3.21:1`, rounded down so that a ratio just short of a threshold never prints as reaching it.
    static func ratio(_ value: Double) -> String {
        let floored = (value * 100).rounded(.down) / 100
        return String(format: "%.2f:1", floored)
    }
}
