import DSGenCore

/// Each `@on` pair's contrast in every appearance where it falls short, told apart by where the
/// appearance came from: one the spec writes (a value of either colour, light and dark always,
/// or one `dsgen.yml` lists under `contrast: appearances:`), or one derived from Apple's system
/// values (a system colour's Increase Contrast value that neither token writes).
struct ContrastPairs {
    struct Failure {
        var text: ResolvedToken
        var background: ResolvedToken
        var reference: TokenReference
        /// `2.77:1 in light-high-contrast` for each appearance the spec answers for.
        var written: [String]
        var derived: [String]
        /// The appearances of `written` and of `derived`, by their context names.
        var writtenAppearances: [String] = []
        var derivedAppearances: [String] = []

        /// `'colors.label' on 'colors.surface' has a contrast of 2.77:1 in light, …`, for `ratios`.
        func sentence(_ ratios: [String]) -> String {
            "'\(text.path)' on '\(background.path)' has a contrast of \(ratios.joined(separator: ", "))"
        }
    }

    let failures: [Failure]

    init(_ system: DesignSystem, configuration: LintConfiguration) {
        var failures: [Failure] = []
        for text in system.tokens where text.kind == .color {
            for reference in text.token.backgrounds {
                guard let background = system.token(reference.path) else { continue }
                var failure = Failure(
                    text: text, background: background, reference: reference, written: [], derived: []
                )
                for appearance in Appearance.allCases {
                    guard let (foreground, back) = text.colors(on: background, in: appearance) else { continue }
                    let ratio = foreground.contrastRatio(on: back)
                    guard ratio < ContrastLevel.minimumForText else { continue }
                    let said = "\(Self.ratio(ratio)) in \(DTCGNames.context(appearance))"
                    let isWritten = !appearance.isHighContrast || configuration.contrastAppearances.contains(appearance)
                        || Self.writes(text, appearance, in: system) || Self.writes(background, appearance, in: system)
                    if isWritten {
                        failure.written.append(said)
                        failure.writtenAppearances.append(DTCGNames.context(appearance))
                    } else {
                        failure.derived.append(said)
                        failure.derivedAppearances.append(DTCGNames.context(appearance))
                    }
                }
                if !failure.written.isEmpty || !failure.derived.isEmpty { failures.append(failure) }
            }
        }
        self.failures = failures
    }

    /// Whether the token, or the token its value aliases (and so on), writes a value for
    /// `appearance` rather than taking one from Apple's system colours.
    static func writes(_ token: ResolvedToken, _ appearance: Appearance, in system: DesignSystem) -> Bool {
        var current: ResolvedToken? = token
        var seen: Set<String> = []
        while let found = current, seen.insert(found.path).inserted {
            let written = appearance == .lightHighContrast ? found.token.values.lightHighContrast
                : found.token.values.darkHighContrast
            if written != nil { return true }
            current = found.aliasOf.flatMap(system.token)
        }
        return false
    }

    static func ratio(_ value: Double) -> String { ContrastLevel.text(ofRatio: value) }
}
