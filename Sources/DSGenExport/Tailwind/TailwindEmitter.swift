import DSGenCore
import Foundation

/// `tailwind.css`: the tokens as a Tailwind CSS v4 theme, in Tailwind's own namespaces so that its
/// utilities follow them (`bg-surface`, `p-md`, `rounded-pill`, `text-title`, `font-brand`,
/// `shadow-card`, `ease-standard`). Colours follow light and dark with `light-dark()` and take their
/// high-contrast values when the reader asks for more contrast. Tokens of kinds Tailwind has no
/// namespace for (opacities, durations, borders, gradients) are plain custom properties beside the
/// theme; materials and palettes, which CSS cannot hold, are left out.
public struct TailwindEmitter: Emitter {
    public static let fileName = "tailwind.css"
    public var output: EmitterOutput { .file(Self.fileName) }
    public var download: EmitterDownload {
        EmitterDownload(
            title: "Tailwind CSS v4 theme", file: Self.fileName,
            detail: "the tokens in Tailwind's namespaces (--color-*, --spacing-*, --radius-*, --text-*), " +
                "following light, dark and Increase Contrast"
        )
    }

    public init() {}

    public func emit(_ system: DesignSystem) -> [String: Data] {
        var theme: [String] = [], root: [String] = [], contrast: [String] = []
        for token in system.tokens {
            let (name, lines) = Self.properties(of: token)
            guard !lines.isEmpty else { continue }
            let deprecation = token.token.deprecation.map { deprecation in
                "  /* deprecated" + (deprecation.replacement.flatMap { reference in
                    system.token(reference.path).map { ": use " + Self.properties(of: $0).name }
                } ?? "") + " */"
            }
            let block = (deprecation.map { [$0] } ?? []) + lines
            if Self.namespace(of: token) == nil { root += block } else { theme += block }
            if case .color = token.values.light, token.values.declaresHighContrast {
                let values = token.values
                let value = CSSEmitter.color(values[.lightHighContrast], values[.darkHighContrast])
                contrast.append("    \(name): \(value);")
            }
        }
        var text = "/* The design system's tokens as a Tailwind CSS v4 theme, written by dsgen.\n" +
            "   Import it after Tailwind: @import \"tailwindcss\"; @import \"./tailwind.css\";\n" +
            "   Colours follow the page's colour scheme with light-dark(): set color-scheme: light dark on :root. */\n"
        text += "@theme {\n" + theme.joined(separator: "\n") + "\n}\n"
        if !root.isEmpty { text += ":root {\n" + root.joined(separator: "\n") + "\n}\n" }
        if !contrast.isEmpty {
            text += "@media (prefers-contrast: more) {\n  :root {\n" + contrast.joined(separator: "\n") + "\n  }\n}\n"
        }
        return [Self.fileName: Data(text.utf8)]
    }

    /// The token's property name, and its lines (none for a kind CSS cannot hold).
    static func properties(of token: ResolvedToken) -> (name: String, lines: [String]) {
        let values = token.values
        let namespace = namespace(of: token)
        let name = "--" + (namespace.map { $0 + "-" + shortName(token.path, in: $0) } ?? PlatformName.kebab(token.path))
        switch values.light {
        case .color:
            return (name, ["  \(name): \(CSSEmitter.color(values[.light], values[.dark]));"])
        case .typography(let type):
            var lines = ["  \(name): \(type.size.formatted)px;", "  \(name)--font-weight: \(type.weight.numericValue);"]
            if let style = type.textStyle {
                lines.append("  \(name)--line-height: \((style.lineHeight / type.size * 1000).rounded() / 1000);")
            }
            return (name, lines)
        case .fontFamily(let family):
            return (name, ["  \(name): \(Self.family(family));"])
        case .dimension(let points) where token.token.writtenUnit == nil:
            return (name, ["  \(name): \(points.formatted)px;"])
        default:
            if let unit = token.token.writtenUnit, case .dimension(let points) = values.light {
                return (name, ["  \(name): \((points / unit.pointsPerUnit).formatted)\(unit.css);"])
            }
            return (name, CSSEmitter.value(values.light).map { ["  \(name): \($0);"] } ?? [])
        }
    }

    /// Tailwind's namespace for the token, if it has one: `color`, `spacing`, `radius`, `text`,
    /// `font`, `font-weight`, `shadow`, `ease`.
    static func namespace(of token: ResolvedToken) -> String? {
        switch token.values.light {
        case .color: "color"
        case .dimension:
            token.token.uses.contains(.text) ? "text"
                : token.token.uses.isEmpty || !Set(token.token.uses).isDisjoint(with: spacingUses) ? "spacing" : nil
        case .radius: "radius"
        case .typography: "text"
        case .fontFamily: "font"
        case .fontWeight: "font-weight"
        case .shadow: "shadow"
        case .cubicBezier: "ease"
        default: nil
        }
    }

    /// A font stack of the platform's families, as Tailwind's own theme writes them.
    static func family(_ family: FontFamily) -> String {
        let sans = "ui-sans-serif, system-ui, sans-serif"
        return switch family {
        case .system(.default): sans
        case .system(.rounded): "ui-rounded, " + sans
        case .system(.serif): "ui-serif, Georgia, serif"
        case .system(.monospaced): "ui-monospace, SFMono-Regular, Menlo, monospace"
        case .custom(let name): "\"" + String(name.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }) +
            "\", " + sans
        }
    }

    static let spacingUses: Set<TokenUse> = [.padding, .stack, .grid, .list, .form, .size]

    /// The path without a first group that only repeats the namespace: `colors.surface` is
    /// `--color-surface`, `spacing.md` is `--spacing-md`, `brand.primary` is `--color-brand-primary`.
    static func shortName(_ path: String, in namespace: String) -> String {
        let first = path.prefix { $0 != "." }.lowercased()
        let repeats = (groupWords[namespace] ?? []).contains(first) && path.contains(".")
        return PlatformName.kebab(repeats ? String(path.drop { $0 != "." }.dropFirst()) : path)
    }

    static let groupWords: [String: Set<String>] = [
        "color": ["color", "colors", "colour", "colours", "palette"],
        "spacing": ["spacing", "space", "spaces", "sizes", "size", "layout"],
        "radius": ["radius", "radii", "corners", "cornerradius", "radiuses"],
        "text": ["text", "type", "typography", "fontsizes", "fontsize", "textstyles"],
        "font": ["font", "fonts", "fontfamily", "fontfamilies", "families"],
        "font-weight": ["weights", "weight", "fontweight", "fontweights"],
        "shadow": ["shadow", "shadows", "elevation"],
        "ease": ["curves", "curve", "easing", "ease", "easings"],
    ]
}
