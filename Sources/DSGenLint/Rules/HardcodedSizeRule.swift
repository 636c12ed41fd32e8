import DSGenCore
import SwiftSyntax

/// A frame, icon or tap-target size written as a number that a size token (`use=size`) holds.
///
/// Frames hold many lengths that are layout rather than tokens (a column's width, a chart's
/// height), so only a number equal to a size token is reported; a near miss is left alone.
struct HardcodedSizeRule: SwiftRule {
    var sites: RuleSites { .numbers }
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .hardcodedSize,
        summary: "A frame, icon or tap-target size is written as the number a size token holds.",
        severity: .warning,
        hardcoded: HardcodedValues(allowing: .numbers(byDefault: [])) { $0.hasSizes },
        triggering: [
            "Image(systemName: \"star\").frame(width: ↓24, height: ↓24)",
            "Button(\"Add\") {}.frame(minWidth: ↓44, minHeight: ↓44)",
            "Circle().frame(width: isLarge ? ↓44 : ↓24)",
            "Avatar(url: url, avatarSize: ↓44)",
            "IconButton(systemName: \"plus\", iconSize: ↓CGFloat(24))",
        ],
        nonTriggering: [
            "Image(systemName: \"star\").frame(width: DesignSystem.Size.icon, height: DesignSystem.Size.icon)",
            "Text(\"Hi\").frame(width: 300)",
            "Text(\"Hi\").frame(maxWidth: .infinity)",
            "Text(\"Hi\").padding(24)",
            "Text(\"Hi\").font(.system(size: 24))",
            "Text(\"Hi\").frame(height: 0)",
            "Styled(title, fontSize: 24)",
            "enum DesignSystem { enum Size { static let icon: CGFloat = 24 } }",
        ]
    )

    /// The labels of `.frame(…)`.
    static let frameLabels: Set<String> = [
        "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"
    ]

    /// An app's own size labels: `iconSize:`, `avatarSize:`. A font's size is typography.
    static func isSizeLabel(_ label: String) -> Bool {
        label.count > 4 && label.hasSuffix("Size") && !NumberSite.fontLabels.contains(label)
            && !label.lowercased().contains("font") && !label.lowercased().contains("text")
    }

    func check(_ number: NumberSite, in file: LintFile) {
        guard let label = number.label,
              (number.callName == "frame" && Self.frameLabels.contains(label)) || Self.isSizeLabel(label),
              file.looks(file.catalog.hasSizes), !file.isInsideDefinition,
              !file.configuration.allows(description.id, number: number.value) else { return }
        let match = file.catalog.numbers(number.value, kind: .dimension) { $0.uses.contains(.size) ? $0.points : nil }
        // A size near a token's is often another size; with no size token at all it is a candidate.
        guard !match.exact.isEmpty || !file.catalog.hasSizes else { return }
        file.report(
            description, at: number.expression,
            "hard-coded size \(number.value.formatted)" + match.advice { $0.withPoints },
            replacement: match.fix?.swiftName, value: HardcodedValue(kind: "size", number: number.value)
        )
    }
}
