import DSGenCore

/// A view drawn as HTML: one element, and how it sizes in a stack, as SwiftUI's views do. A wide
/// view takes the width offered (a colour, a shape, `frame(maxWidth: .infinity)`, a stack with a
/// `Spacer`), a tall one the height; a spacer takes the free space along its stack.
struct DrawnView {
    var html: String
    var wide = false
    var tall = false
    var isSpacer = false
    /// The size the drawing gives the view, where its own sizes tell it (a line of text's height, a
    /// symbol, padding, a frame); nil where the width of text decides it. The tap-target check reads it.
    var width: Double?
    var height: Double?

    /// An element of the preview's classes (`pv-…`, see the theme's stylesheet) with inline style.
    init(
        _ classes: String,
        style: String = "",
        _ inner: String,
        wide: Bool = false,
        tall: Bool = false,
        attributes: String = ""
    ) {
        var classList = classes
        if wide { classList += " pv-wide" }
        if tall { classList += " pv-tall" }
        let styleAttribute = style.isEmpty ? "" : " style=\"\(HTMLText.escaped(style))\""
        html = "<div class=\"\(classList)\"\(styleAttribute)\(attributes)>\(inner)</div>"
        self.wide = wide
        self.tall = tall
    }

    /// Text, escaped.
    static func text(_ text: String) -> DrawnView {
        DrawnView("pv-text", HTMLText.escaped(text))
    }

    /// A colour, gradient or material filling the space offered, as `Color.red` does.
    static func fill(_ paint: String) -> DrawnView {
        DrawnView("pv-fill", style: "background: \(paint)", "", wide: true, tall: true)
    }

    /// A `Spacer` of at least `length` along its stack.
    static func spacer(minLength length: Double) -> DrawnView {
        var spacer = DrawnView("pv-spacer", style: "--pv-min: \(max(length, 0).formatted)px", "")
        spacer.isSpacer = true
        return spacer
    }

    /// `self` in a wrapper that draws around it (padding, a background, a clip), sizing as it does.
    func wrapped(_ classes: String = "pv-col", style: String) -> DrawnView {
        DrawnView(classes, style: style, html, wide: wide, tall: tall).sized(width, height)
    }

    /// The view with the size the drawing gives it.
    func sized(_ width: Double?, _ height: Double?) -> DrawnView {
        var sized = self
        sized.width = width
        sized.height = height
        return sized
    }
}

/// A call a preview does not draw, where the page names it.
struct NotDrawn: Hashable {
    var call: String
    var line: Int
}
