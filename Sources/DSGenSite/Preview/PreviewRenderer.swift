import DSGenCore
import DSGenLint

/// Draws previews with the site's tokens and the examples' declarations.
struct PreviewRenderer: Sendable {
    let tokens: [String: ResolvedToken]
    /// Every example's declarations, or one example's where it uses no other's (`StandaloneFigures`).
    var library: PreviewLibrary
    /// The checks of what the previews draw, and the tokens they name as fixes.
    let checks: PreviewChecks
    /// Light and dark, and the high-contrast appearances when any token declares one.
    let appearances: [Appearance]
    private let colorHex: [Appearance: [String: String]]
    /// Each appearance's canvas style before the colours of its controls, made once.
    private let baseStyle: [Appearance: String]

    init(
        catalog: TokenCatalog, library: PreviewLibrary, system: DesignSystem, contrastAppearances: Set<Appearance> = []
    ) {
        tokens = catalog.tokensBySwiftName
        self.library = library
        checks = PreviewChecks(advice: PreviewAdvice(catalog: catalog), judged: contrastAppearances)
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

    /// One pane's drawing: a canvas per appearance, one more in the first appearance with text at
    /// an accessibility size, what was not drawn, and what the preview checks found.
    struct Drawing {
        var canvases: [(appearance: Appearance, style: String, html: String)]
        /// Nil for a drawing with no text or symbol, which would look the same.
        var accessible: (style: String, html: String)?
        var notDrawn: [NotDrawn]
        var issues: [PreviewIssue]
    }

    /// The views of one pane in each appearance, stacked as SwiftUI's preview canvas shows
    /// several, each with its canvas's style; and what was not drawn. A drawing that reads nothing
    /// that differs between appearances (its controls' colours are the canvas's variables) is
    /// made once and shown in each, and checked in each with the colours of its canvas.
    func draw(_ views: [PreviewExpr]) -> Drawing {
        let use = AppearanceUse()
        var drawings: [(appearance: Appearance, html: String, audit: PreviewAudit)] = []
        var notDrawn: [NotDrawn] = []
        for appearance in appearances {
            if let first = drawings.first, !use.dependsOnAppearance {
                drawings.append((appearance, first.html, first.audit))
                continue
            }
            let drawer = drawer(appearance, use: use)
            let html = views.map { drawer.draw($0, Self.environment(drawer)).html }.joined()
            if drawings.isEmpty { notDrawn = drawer.notDrawn }
            drawings.append((appearance, html, drawer.audit))
        }
        let colors = use.systemColors.sorted()
        return Drawing(
            canvases: drawings.map { ($0.appearance, canvasStyle($0.appearance, colors: colors), $0.html) },
            accessible: drawings.first.flatMap { Self.drawsText($0.html) ? drawLarge(views, colors: colors) : nil },
            notDrawn: notDrawn,
            issues: checks.issues(drawings.map { ($0.appearance, $0.audit) })
        )
    }

    /// The views in the first appearance with text at AX1, and that canvas's style.
    private func drawLarge(_ views: [PreviewExpr], colors: [String]) -> (style: String, html: String) {
        let large = drawer(appearances[0], use: AppearanceUse(), accessibleText: true)
        let html = views.map { large.draw($0, Self.environment(large)).html }.joined()
        let largeColors = colors + large.values.use.systemColors.subtracting(colors).sorted()
        let size = "; font-size: \(large.values.bodySize.formatted)px"
        return (canvasStyle(appearances[0], colors: largeColors) + size, html)
    }

    /// Whether a drawing shows text or a symbol, which grow at larger text sizes. Read as bytes:
    /// Foundation's `contains` took 160 ms of CPU on 5,000 long guides, 2% of the build.
    private static func drawsText(_ html: String) -> Bool {
        ByteSearch.contains("class=\"pv-text", in: html) || ByteSearch.contains("class=\"pv-symbol", in: html)
    }

    private func drawer(_ appearance: Appearance, use: AppearanceUse, accessibleText: Bool = false) -> PreviewDrawer {
        let values = PreviewValues(tokens: tokens, appearance: appearance, use: use, accessibleText: accessibleText)
        return PreviewDrawer(values: values, library: library)
    }

    /// Where a drawing starts: the body font at the size drawn.
    private static func environment(_ drawer: PreviewDrawer) -> PreviewDrawer.Environment {
        var environment = PreviewDrawer.Environment()
        environment.font.size = drawer.values.bodySize
        return environment
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
