import DSGenCore
import DSGenLint

/// The checks of what a preview draws: text contrast against what it stands on, in each
/// appearance it is shown in; controls smaller than a 44×44 pt tap target; text in a fixed font
/// that stays its size under accessibility text sizes.
struct PreviewChecks {
    /// The smallest tap target Apple's guidelines allow, in points.
    static let minimumTarget = 44.0
    let advice: PreviewAdvice
    /// The high-contrast appearances whose contrast the team answers for (`contrast: appearances:`).
    var judged: Set<Appearance> = []

    /// The issues of one drawing, shown in each appearance with the samples drawn for it. Contrast
    /// is judged in light and dark, and in the high-contrast appearances `judged` names.
    func issues(_ drawings: [(appearance: Appearance, audit: PreviewAudit)]) -> [PreviewIssue] {
        var order: [TextKey] = []
        var seen: Set<TextKey> = []
        var failures: [TextKey: [Failure]] = [:]
        var fixed: [TextKey: PreviewFont] = [:]
        for (appearance, audit) in drawings {
            for sample in audit.texts {
                let key = TextKey(line: sample.line, origin: sample.origin, text: sample.text)
                if seen.insert(key).inserted { order.append(key) }
                if sample.font.isFixed { fixed[key] = sample.font }
                guard !appearance.isHighContrast || judged.contains(appearance),
                      let text = sample.foreground.value(in: appearance),
                      let back = sample.background?.value(in: appearance) else { continue }
                let ratio = text.contrastRatio(on: back)
                if ratio < Self.needed(sample.font) {
                    failures[key, default: []].append(Failure(appearance, ratio, text, back, sample))
                }
            }
        }
        var issues: [PreviewIssue] = []
        for key in order {
            if let failed = failures[key], let worst = failed.min(by: { $0.ratio < $1.ratio }) {
                issues.append(contrastIssue(worst, failing: failed.map(\.appearance)))
            }
            if let font = fixed[key] { issues.append(fixedFontIssue(key, font)) }
        }
        issues += (drawings.first?.audit.targets ?? []).compactMap(targetIssue)
        return issues.sorted { ($0.line, $0.rule.rawValue, $0.message) < ($1.line, $1.rule.rawValue, $1.message) }
    }

    private typealias Failure = (
        appearance: Appearance, ratio: Double, text: RGBA, back: RGBA, sample: PreviewAudit.TextSample
    )

    private struct TextKey: Hashable {
        var line: Int
        var origin: PreviewAudit.Origin?
        var text: String
    }

    /// A text or control as a message names it: inside a declared view, with the view's name.
    static func named(_ what: String, _ origin: PreviewAudit.Origin?) -> String {
        origin.map { "\(what) inside \($0.view)" } ?? what
    }

    private func contrastIssue(_ worst: Failure, failing appearances: [Appearance]) -> PreviewIssue {
        let needed = Self.needed(worst.sample.font)
        let names = appearances.map { TokenBlockRenderer.label($0).lowercased() }
        let failing = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        let fix = advice.color(on: worst.sample.background, needing: needed, in: appearances)
        return PreviewIssue(
            rule: .previewContrast, line: worst.sample.line,
            message: "text \(Self.named(Self.quoted(worst.sample.text), worst.sample.origin)) is " +
                "\(worst.text.hex) on \(worst.back.hex) in " +
                "\(TokenBlockRenderer.label(worst.appearance).lowercased()), " +
                "\(ContrastLevel.text(ofRatio: worst.ratio)), under the \(needed.formatted):1 its size and weight " +
                "need (failing in \(failing))" + (fix.map { "; use \($0)" } ?? ""),
            origin: worst.sample.origin
        )
    }

    private func fixedFontIssue(_ key: TextKey, _ font: PreviewFont) -> PreviewIssue {
        let size = font.size.formatted
        return PreviewIssue(
            rule: .previewFixedFont, line: font.line,
            message: "text \(Self.named(Self.quoted(key.text), key.origin)) is set in a fixed \(size) pt font, " +
                "which stays \(size) pt at " +
                "accessibility text sizes; " + (advice.font(near: font.size).map { "use \($0), which grows" }
                    ?? "use a text style (.body, .headline), which grows"),
            origin: key.origin
        )
    }

    private func targetIssue(_ target: PreviewAudit.TargetSample) -> PreviewIssue? {
        let minimum = Self.minimumTarget
        let short = target.height.map { $0 < minimum - 0.05 } ?? false
        let narrow = target.width.map { $0 < minimum - 0.05 } ?? false
        guard short || narrow else { return nil }
        let size = [
            target.width.map { "\($0.formatted) pt wide" }, target.height.map { "\($0.formatted) pt tall" }
        ].compactMap { $0 }.joined(separator: " and ")
        let smaller = min(short ? target.height ?? minimum : minimum, narrow ? target.width ?? minimum : minimum)
        let edges = short && narrow ? "" : short ? ".vertical, " : ".horizontal, "
        let padding = advice.spacing(atLeast: (minimum - smaller) / 2).map { ".padding(\(edges)\($0)) or " } ?? ""
        return PreviewIssue(
            rule: .previewTapTarget, line: target.line,
            message: "\(Self.named(target.control, target.origin)) is \(size) as drawn from its font, padding " +
                "and frame, under the 44×44 pt a tap target needs; add \(padding)" +
                ".frame(minWidth: 44, minHeight: 44) inside its label",
            origin: target.origin
        )
    }

    /// The contrast text of `font` needs: 4.5:1, or 3:1 for text 18 pt and larger or bold.
    static func needed(_ font: PreviewFont) -> Double { font.isLarge ? 3 : ContrastLevel.minimumForText }

    static func quoted(_ text: String) -> String {
        let short = text.count > 24 ? text.prefix(23) + "…" : Substring(text)
        return "'\(short)'"
    }
}

/// The tokens a preview check names as the fix: a colour that reads on the background, a spacing
/// that makes a control large enough, a typography token of about the size of a fixed font.
struct PreviewAdvice {
    private let colors: [TokenCatalog.Candidate]
    private let spacings: [(name: String, points: Double)]
    private let fonts: [(name: String, size: Double)]

    init(catalog: TokenCatalog) {
        // Tokens named for text first: a label colour is the fix for text, an accent seldom.
        let textual = ["text", "label", "foreground", "content", "on"]
        colors = catalog.candidates(.color).sorted { first, second in
            let rank = { (candidate: TokenCatalog.Candidate) in
                textual.contains { candidate.token.path.lowercased().contains($0) } ? 0 : 1
            }
            return (rank(first), first.swiftName) < (rank(second), second.swiftName)
        }
        spacings = catalog.candidates(.dimension).compactMap { candidate in
            let uses = Set(candidate.token.token.uses)
            guard uses.isEmpty || uses.contains(.padding), case .dimension(let points) = candidate.token.values.light
            else { return nil }
            return (candidate.swiftName, points)
        }.sorted { ($0.points, $0.name) < ($1.points, $1.name) }
        fonts = catalog.candidates(.typography).compactMap { candidate in
            guard case .typography(let type) = candidate.token.values.light, type.textStyle != nil else { return nil }
            return (candidate.swiftName, type.size)
        }
    }

    func color(on background: PreviewInk?, needing ratio: Double, in appearances: [Appearance]) -> String? {
        guard let background else { return nil }
        return colors.first { candidate in
            appearances.allSatisfy { appearance in
                guard case .color(let color) = candidate.token.values[appearance], let text = color.rgba,
                      let back = background.value(in: appearance) else { return false }
                return text.contrastRatio(on: back) >= ratio
            }
        }?.swiftName
    }

    func spacing(atLeast points: Double) -> String? {
        spacings.first { $0.points >= points - 0.05 }?.name
    }

    func font(near size: Double) -> String? {
        fonts.min { (abs($0.size - size), $0.name) < (abs($1.size - size), $1.name) }?.name
    }
}
