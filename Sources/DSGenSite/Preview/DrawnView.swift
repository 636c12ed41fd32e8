import DSGenCore

/// A view drawn as HTML: one element, and how it sizes in a stack, as SwiftUI's views do. A wide
/// view takes the width offered (a colour, a shape, `frame(maxWidth: .infinity)`, a stack with a
/// `Spacer`), a tall one the height; a spacer takes the free space along its stack.
struct DrawnView {
    var html: String
    var wide = false
    var tall = false
    var isSpacer = false

    /// An element of the preview's classes (`pv-…`, see the theme's stylesheet) with inline style.
    init(_ classes: String, style: String = "", _ inner: String, wide: Bool = false, tall: Bool = false, attributes: String = "") {
        var classList = classes
        if wide { classList += " pv-wide" }
        if tall { classList += " pv-tall" }
        let styleAttribute = style.isEmpty ? "" : " style=\"\(HTMLText.escaped(style))\""
        html = "<div class=\"\(classList)\"\(styleAttribute)\(attributes)>\(inner)</div>"
        self.wide = wide
        self.tall = tall
    }

    /// `self` in a wrapper that draws around it (padding, a background, a clip), sizing as it does.
    func wrapped(_ classes: String = "pv-col", style: String) -> DrawnView {
        DrawnView(classes, style: style, html, wide: wide, tall: tall)
    }
}

/// A call a preview does not draw, where the page names it.
struct NotDrawn: Hashable {
    var call: String
    var line: Int
}
