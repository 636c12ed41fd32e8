import DSGenCore

/// A size scale (`xs`, `sm`, `md`, `lg`, …) whose values do not grow with its steps.
struct ScaleOrderRule: SpecRule {
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .scaleOrder,
        summary: "A scale's steps (xs, sm, md, lg, …) are out of order by size.",
        severity: .warning,
        triggering: [
            "```tokens spacing kind=dimension\nxs 8pt\nmd 24pt\n↓lg 16pt\n```",
            "```tokens radius kind=radius\nsmall 4pt\nmedium 12pt\n↓large 8pt\n```",
        ],
        nonTriggering: [
            "```tokens spacing kind=dimension\nxs 8pt\nsm 12pt\nmd 16pt\nlg 24pt\nformPadding 4pt\n```",
            "```tokens radius kind=radius\nsm 4pt\nlg 12pt\npill round\n```",
            "```tokens letterSpacing kind=dimension\nsm 0pt\nmd -0.5pt\nlg -1pt\n```",
        ]
    )

    /// Where each step name stands on a scale; names off the scale are ignored.
    static let steps: [String: Int] = [
        "xxxs": 1, "xxs": 2, "xs": 3, "s": 4, "sm": 4, "small": 4, "m": 5, "md": 5, "medium": 5,
        "l": 6, "lg": 6, "large": 6, "xl": 7, "xxl": 8, "xxxl": 9,
    ]

    func check(_ system: DesignSystem, configuration: LintConfiguration) -> [Diagnostic] {
        let sized = system.tokens.compactMap {
            token -> (group: String, step: Int, size: Double, token: ResolvedToken)? in
            guard let step = Self.steps[token.token.name.lowercased()], !Self.mayShrink(token.path),
                  let size = Self.size(of: token.values.light) else { return nil }
            return (String(token.path.dropLast(token.token.name.count + 1)), step, size, token)
        }
        var findings: [Diagnostic] = []
        for (_, members) in Dictionary(grouping: sized, by: \.group) {
            let ordered = members.sorted { ($0.step, $0.token.token.location) < ($1.step, $1.token.token.location) }
            for (smaller, larger) in zip(ordered, ordered.dropFirst())
                where larger.step > smaller.step && larger.size < smaller.size {
                findings.append(finding(
                    at: larger.token.token.location,
                    "'\(larger.token.path)' is \(larger.size.formatted)pt, smaller than the step below it, " +
                        "'\(smaller.token.path)' (\(smaller.size.formatted)pt); a scale's steps grow in size"
                ))
            }
        }
        return findings
    }

    /// Letter spacing tightens as type grows: its scales may run either way.
    static func mayShrink(_ path: String) -> Bool {
        let words = path.lowercased().filter(\.isLetter)
        return ["letterspacing", "tracking", "kerning"].contains { words.contains($0) }
    }

    static func size(of value: TokenValue) -> Double? {
        switch value {
        case .dimension(let points), .radius(.points(let points)): points
        case .typography(let type): type.size
        default: nil
        }
    }
}
