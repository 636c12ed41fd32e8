import Foundation
import DSGenCore
import DSGenExport

/// How a value is drawn beside its text, to scale: a spacing as a bar of that length, a radius on
/// a sample card (`round` as a capsule), a type style as a specimen set in it. Styles are built
/// from numbers and known names only, never from text a page wrote, so they cannot break out of
/// the `style` attribute.
enum ValuePreview {
    /// Points drawn at twice their size, as a 2× screen draws them, over a ruler of 4-point
    /// steps; longer bars are capped, with their value.
    static let scale = 2.0
    static let longestBar = 384.0

    static func bar(_ value: TokenValue) -> String? {
        guard case .dimension(let points) = value, points > 0 else { return nil }
        return "width: \(min(points * scale, longestBar).formatted)px"
    }

    static func radius(_ value: TokenValue) -> String? {
        switch value {
        case .radius(.points(let points)): "border-radius: \(max(points, 0).formatted)px"
        case .radius(.round): "border-radius: 999px"
        default: nil
        }
    }

    /// A type style set in its size, weight and family; a family or a weight alone, at body size.
    static func specimen(_ value: TokenValue) -> String? {
        if case .fontFamily(let name) = value { return "font-size: 17px; font-family: " + family(name) }
        if case .fontWeight(let weight) = value { return "font-size: 17px; font-weight: \(weight.numericValue)" }
        guard case .typography(let type) = value else { return nil }
        var style = "font-size: \(type.size.formatted)px; font-weight: \(type.weight.numericValue)"
        style += "; font-family: " + family(type.family)
        if type.modifiers.contains(.italic) { style += "; font-style: italic" }
        if type.modifiers.contains(.smallCaps) { style += "; font-variant: small-caps" }
        if type.modifiers.contains(.bold) { style += "; font-weight: 700" }
        return style
    }

    static func family(_ family: FontFamily) -> String { CSSValue.family(family) }

    /// What a specimen says: figures for a style with monospaced digits, a short line for a
    /// title size (20 pt and up), the pangram otherwise.
    static func specimenText(_ value: TokenValue) -> String? {
        guard case .typography(let type) = value else { return specimen(value) == nil ? nil : pangram }
        if type.modifiers.contains(.monospacedDigit) { return "0123456789 · 12:45 · 1,234.50" }
        return type.size >= 20 ? "Ten weeks, one goal" : pangram
    }

    static let pangram = "The quick brown fox jumps over the lazy dog"
}

/// A value drawn as a small sample: a material over a busy backdrop, a shadowed card, a
/// translucent square, or a dot moving for a duration.
struct Sample: Hashable, Sendable {
    /// `material`, `shadow`, `opacity` or `duration`: the CSS class's suffix.
    var kind: String
    /// The style of the element inside the sample.
    var inner: String?
}

extension ValuePreview {
    static func sample(_ value: TokenValue) -> Sample? {
        switch value {
        case .material(let material): Sample(kind: "material", inner: materialStyle(material))
        case .shadow(let shadow):
            Sample(
                kind: "shadow",
                inner: "box-shadow: \(shadow.x.formatted)px \(shadow.y.formatted)px \(shadow.radius.formatted)px " +
                    "\(css(shadow.color))"
            )
        case .opacity(let opacity): Sample(kind: "opacity", inner: "opacity: \(min(max(opacity, 0), 1).formatted)")
        case .duration(let milliseconds):
            Sample(kind: "duration", inner: "animation-duration: \(max(milliseconds, 1).formatted)ms")
        // A curve moves the dot over a second; a transition for its own time, after its delay.
        case .cubicBezier(let curve):
            Sample(
                kind: "duration",
                inner: "animation-duration: 1000ms; animation-timing-function: \(CSSValue.curve(curve))"
            )
        case .transition(let transition):
            Sample(
                kind: "duration",
                inner: "animation-duration: \(max(transition.duration, 1).formatted)ms; " +
                    "animation-delay: \(transition.delay.formatted)ms; " +
                    "animation-timing-function: \(CSSValue.curve(transition.timing))"
            )
        case .strokeStyle(let style):
            Sample(kind: "border", inner: "border: 3px \(CSSValue.lineStyle(style)) var(--text)")
        case .border(let border):
            Sample(
                kind: "border",
                inner: "border: \(max(border.width, 0).formatted)px \(CSSValue.lineStyle(border.style)) " +
                    "\(css(border.color))"
            )
        case .alias, .color, .dimension, .radius, .fontFamily, .fontWeight, .typography, .gradient, .palette,
             .number: nil
        }
    }

    /// A resolved colour as CSS; `transparent` for anything unresolved.
    static func css(_ color: ColorValue) -> String { CSSValue.color(color) }

    static func css(_ gradient: Gradient, point: String? = nil) -> String { CSSValue.gradient(gradient, point: point) }

    /// A frosted panel for each material, from the thinnest (more of the backdrop shows) to the thickest.
    static func materialStyle(_ material: Material) -> String {
        let (blur, alpha): (Double, Double) = switch material {
        case .ultraThin: (4, 0.2)
        case .thin: (8, 0.35)
        case .regular: (16, 0.5)
        case .thick: (24, 0.65)
        case .ultraThick: (32, 0.8)
        case .bar: (20, 0.75)
        }
        return "backdrop-filter: blur(\(blur.formatted)px); -webkit-backdrop-filter: blur(\(blur.formatted)px); " +
            "background: light-dark(rgb(255 255 255 / \(alpha.formatted)), rgb(44 44 46 / \(alpha.formatted)))"
    }
}

/// A phone screen, scaled down, with a background drawn on it: gradients at their size on a
/// 390 × 844 pt screen, and palettes as the seed's `GradientBackground` draws them.
struct Screen: Hashable, Sendable {
    /// "Light" or "Dark" under a palette's two screens; nil where the cell is labelled already.
    var caption: String?
    /// The CSS background layers, top first, set as `--screen`.
    var layers: String
    /// Whether a checkerboard shows through, for a gradient drawn on nothing.
    var checkered: Bool

    /// iOS's system background, under a palette's gradient.
    static func systemBackground(_ appearance: Appearance) -> String { appearance.isDark ? "#000000" : "#FFFFFF" }

    /// A gradient token on its own, over a checkerboard so that its translucency shows.
    static func gradient(_ gradient: Gradient) -> Screen {
        Screen(layers: ValuePreview.css(gradient, point: "var(--pt)"), checkered: true)
    }

    /// A palette as a screen's background in each of `appearances`: the system background, the
    /// palette's gradient from top to bottom, and its vignette (resolved per appearance) over them.
    /// Two or more screens are captioned with their appearance; one stands in a labelled cell.
    static func palette(
        _ palette: Palette,
        in appearances: [Appearance] = [.light, .dark],
        vignette: AppearanceValues<TokenValue>?
    ) -> [Screen] {
        appearances.map { shown in
            var layers: [String] = []
            if case .gradient(let gradient)? = vignette?[shown] {
                layers.append(ValuePreview.css(gradient, point: "var(--pt)"))
            }
            let colors = palette.gradientColors.map(ValuePreview.css)
            layers.append(
                "linear-gradient(180deg, \((colors.count == 1 ? colors + colors : colors).joined(separator: ", ")))"
            )
            layers.append(systemBackground(shown))
            return Screen(
                caption: appearances.count > 1 ? TokenBlockRenderer.label(shown) : nil,
                layers: layers.joined(separator: ", "),
                checkered: false
            )
        }
    }
}
