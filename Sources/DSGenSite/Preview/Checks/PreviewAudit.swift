import DSGenCore

/// The font a drawing's text is set in, as the preview checks need it: its size, whether it is
/// bold, and whether it grows with Dynamic Type (a text style or a token does; `.system(size:)`
/// does not).
struct PreviewFont: Hashable {
    var size: Double = TextStyle.body.pointSize
    var bold = false
    /// Whether it stays at its size under every Dynamic Type size: `.system(size:)`.
    var isFixed = false
    /// The line of the `.font(…)` that set it.
    var line = 0

    /// The height of one line of it, as the drawing sets it: the canvas's line height of 1.3.
    var lineHeight: Double { size * 1.3 }

    /// Text Apple's guidelines let stand at 3:1 rather than 4.5:1: 18 pt and larger, or bold.
    var isLarge: Bool { size >= 18 || bold }
}

/// What a drawing shows that the preview checks look at, gathered while it is drawn: each text
/// with its colours and font, and each control with the size the drawing gives it.
final class PreviewAudit {
    /// A view the examples declare, the line in its declaration a sample stands on, and whether
    /// it was drawn where an example uses the view (rather than previewed on its own).
    struct Origin: Hashable, Sendable {
        var view: String
        var line: Int
        var isUse: Bool
    }

    struct TextSample: Hashable {
        var line: Int
        var origin: Origin?
        var text: String
        var foreground: PreviewInk
        /// Nil where the text stands on what has no one colour (a gradient, a material, an image).
        var background: PreviewInk?
        var font: PreviewFont
    }

    struct TargetSample: Hashable {
        var line: Int
        var origin: Origin?
        var control: String
        /// What the drawing's own sizes give; nil where the text's width decides it.
        var width: Double?
        var height: Double?
    }

    private(set) var texts: [TextSample] = []
    private(set) var targets: [TargetSample] = []
    private var seenTexts: Set<TextSample> = []
    private var seenTargets: Set<TargetSample> = []

    func add(_ text: TextSample) {
        if seenTexts.insert(text).inserted { texts.append(text) }
    }

    func add(_ target: TargetSample) {
        if seenTargets.insert(target).inserted { targets.append(target) }
    }
}

/// A problem a preview check found: its rule, the example's line, and what to say.
struct PreviewIssue: Hashable, Sendable {
    var rule: RuleID
    var line: Int
    var message: String
    /// Where in a declared view it stands: found at each use, it is reported at the first.
    var origin: PreviewAudit.Origin?
}
