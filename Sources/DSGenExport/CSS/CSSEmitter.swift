import DSGenCore
import Foundation

/// `tokens.css`: every token as a CSS custom property (`--colors-error`, `--spacing-md`), so that a
/// theme, or a page's raw HTML, can reuse the design system's values. Colours follow light and dark
/// with `light-dark()`, and take their high-contrast values when the reader asks for more contrast.
/// Gradients and shadows, which `light-dark()` cannot hold whole, carry their light value.
public struct CSSEmitter: Emitter {
    public static let fileName = "tokens.css"
    public var output: EmitterOutput { .file(Self.fileName) }
    /// At the site's root, where the pages load it from.
    public var download: EmitterDownload {
        EmitterDownload(
            title: "CSS custom properties", file: Self.fileName,
            detail: "every token as --group-name, following light, dark and Increase Contrast", atSiteRoot: true
        )
    }

    public init() {}

    public func emit(_ system: DesignSystem) -> [String: Data] {
        [Self.fileName: Self.css(for: system)]
    }

    static func css(for system: DesignSystem) -> Data {
        var base: [String] = [], contrast: [String] = []
        for token in system.tokens {
            let name = "--" + token.path.replacingOccurrences(of: ".", with: "-")
            let values = token.values
            if case .color = values.light {
                base.append("  \(name): \(color(values[.light], values[.dark]));")
                if values.declaresHighContrast {
                    contrast.append("    \(name): \(color(values[.lightHighContrast], values[.darkHighContrast]));")
                }
            } else if let unit = token.token.writtenUnit, case .dimension(let points) = values.light {
                // A unit the token file wrote (em, %, vw) is written back as it was.
                base.append("  \(name): \((points / unit.pointsPerUnit).formatted)\(unit.css);")
            } else if let value = value(values.light) {
                base.append("  \(name): \(value);")
            }
        }
        var text = "/* The design system's tokens as CSS custom properties, written by dsgen. */\n:root {\n"
            + base.joined(separator: "\n") + "\n}\n"
        if !contrast.isEmpty {
            text += "@media (prefers-contrast: more) {\n  :root {\n" + contrast.joined(separator: "\n") + "\n  }\n}\n"
        }
        return Data(text.utf8)
    }

    static func color(_ light: TokenValue, _ dark: TokenValue) -> String {
        guard case .color(let l) = light, let lightHex = l.rgba?.hex else { return "transparent" }
        guard case .color(let d) = dark, let darkHex = d.rgba?.hex, darkHex != lightHex else { return lightHex }
        return "light-dark(\(lightHex), \(darkHex))"
    }

    static func value(_ value: TokenValue) -> String? {
        switch value {
        case .dimension(let points): "\(points.formatted)px"
        case .radius(.points(let points)): "\(points.formatted)px"
        case .radius(.round): "999px"
        case .opacity(let opacity), .number(let opacity): opacity.formatted
        case .duration(let milliseconds): "\(milliseconds.formatted)ms"
        case .fontWeight(let weight): String(weight.numericValue)
        case .fontFamily(let family): CSSValue.family(family)
        case .typography(let type):
            "\(type.weight.numericValue) \(type.size.formatted)px \(CSSValue.family(type.family))"
        case .gradient(let gradient): CSSValue.gradient(gradient)
        case .shadow(let shadow):
            "\(shadow.x.formatted)px \(shadow.y.formatted)px \(shadow.radius.formatted)px " +
                "\(CSSValue.color(shadow.color))"
        case .cubicBezier(let curve): CSSValue.curve(curve)
        case .transition(let transition):
            "\(transition.duration.formatted)ms \(CSSValue.curve(transition.timing)) \(transition.delay.formatted)ms"
        case .strokeStyle(let style): CSSValue.lineStyle(style)
        case .border(let border):
            "\(border.width.formatted)px \(CSSValue.lineStyle(border.style)) \(CSSValue.color(border.color))"
        case .material, .palette, .color, .alias: nil
        }
    }
}
