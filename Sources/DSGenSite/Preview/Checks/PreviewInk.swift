import DSGenCore

/// A colour as the preview checks read it: one the example gives (known in the appearance it is
/// drawn in), one of iOS's own (the label, the background, the tint), whose value depends on the
/// appearance a shared drawing is shown in, or one laid over another.
indirect enum PreviewInk: Hashable, Sendable {
    case color(RGBA)
    case system(String)
    /// The first drawn over the second: a translucent background over what lies beneath it.
    case over(PreviewInk, PreviewInk)
    /// The colour at a fraction of its opacity: `.opacity(0.5)` on the view, or a bordered button's tint.
    case faded(PreviewInk, Double)

    static let label = PreviewInk.system("label")
    static let background = PreviewInk.system("systemBackground")
    static let tint = PreviewInk.system("blue")
    static let white = PreviewInk.color(RGBA(red: 1, green: 1, blue: 1))

    /// The colour in `appearance`; nil for an iOS colour the table does not hold.
    func value(in appearance: Appearance) -> RGBA? {
        switch self {
        case .color(let color):
            return color
        case .system(let name):
            return PreviewValues.namedColor(name, in: appearance)
        case .over(let top, let bottom):
            guard let top = top.value(in: appearance), let bottom = bottom.value(in: appearance) else { return nil }
            let white = RGBA(red: 1, green: 1, blue: 1)
            return top.composited(over: bottom.alpha < 1 ? bottom.composited(over: white) : bottom)
        case .faded(let ink, let factor):
            return ink.value(in: appearance)?.multiplyingAlpha(by: min(max(factor, 0), 1))
        }
    }

    /// What text stands on once `top` is laid over `background`: an opaque colour hides what is
    /// beneath it; a translucent one over no one colour (a gradient, a material) leaves none.
    static func laid(_ top: PreviewInk, over background: PreviewInk?) -> PreviewInk? {
        if let light = top.value(in: .light), light.alpha >= 1, top.value(in: .dark)?.alpha ?? 1 >= 1 { return top }
        return background.map { .over(top, $0) }
    }
}
