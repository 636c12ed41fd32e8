import DSGenCore
import DSGenLint

/// Draws previews with the site's tokens and the examples' declarations.
struct PreviewRenderer: Sendable {
    let tokens: [String: ResolvedToken]
    let library: PreviewLibrary
    /// Light and dark, and the high-contrast appearances when any token declares one.
    let appearances: [Appearance]
    private let colorHex: [Appearance: [String: String]]
    /// Each appearance's canvas style before the colours of its controls, made once.
    private let baseStyle: [Appearance: String]

    init(catalog: TokenCatalog, library: PreviewLibrary, system: DesignSystem) {
        tokens = catalog.tokensBySwiftName
        self.library = library
        appearances = system.tokens.contains { $0.values.declaresHighContrast }
            ? [.light, .dark, .lightHighContrast, .darkHighContrast] : [.light, .dark]
        let colorHex = Self.colorHex(appearances)
        self.colorHex = colorHex
        baseStyle = Dictionary(uniqueKeysWithValues: Appearance.allCases.map { appearance in
            let hex = { (name: String) in colorHex[appearance]?[name] ?? "currentColor" }
            return (
                appearance,
                "--pv-tint: \(hex("blue")); color: \(hex("label")); background: \(hex("systemBackground"))"
            )
        })
    }

    /// The views of one pane in each appearance, stacked as SwiftUI's preview canvas shows
    /// several, each with its canvas's style; and what was not drawn. A drawing that reads nothing
    /// that differs between appearances (its controls' colours are the canvas's variables) is
    /// made once and shown in each.
    func draw(_ views: [PreviewExpr]) -> (
        canvases: [(appearance: Appearance, style: String, html: String)], notDrawn: [NotDrawn]
    ) {
        let use = AppearanceUse()
        var drawings: [(appearance: Appearance, html: String)] = []
        var notDrawn: [NotDrawn] = []
        for appearance in appearances {
            if let first = drawings.first, !use.dependsOnAppearance {
                drawings.append((appearance, first.html))
                continue
            }
            let drawer = PreviewDrawer(
                values: PreviewValues(tokens: tokens, appearance: appearance, use: use), library: library
            )
            let html = views.map { drawer.draw($0, PreviewDrawer.Environment()).html }.joined()
            if drawings.isEmpty { notDrawn = drawer.notDrawn }
            drawings.append((appearance, html))
        }
        let colors = use.systemColors.sorted()
        return (drawings.map { ($0.appearance, canvasStyle($0.appearance, colors: colors), $0.html) }, notDrawn)
    }

    /// A canvas's own colours: iOS's system background and label colour, the default tint, and
    /// `colors`, the iOS colours its drawing's controls use, each as a `--pv-name` variable.
    func canvasStyle(_ appearance: Appearance, colors: [String] = []) -> String {
        let hex = colorHex[appearance] ?? [:]
        var style = baseStyle[appearance] ?? ""
        for name in colors { style += "; --pv-\(name): \(hex[name] ?? "currentColor")" }
        return style
    }

    /// The hex of every colour iOS names, in each appearance: worked out once, not for each canvas.
    private static func colorHex(_ appearances: [Appearance]) -> [Appearance: [String: String]] {
        Dictionary(uniqueKeysWithValues: appearances.map { appearance in
            (appearance, Dictionary(uniqueKeysWithValues: PreviewValues.colorNames.compactMap { name in
                PreviewValues.namedColor(name, in: appearance).map { (name, $0.hex) }
            }))
        })
    }
}
