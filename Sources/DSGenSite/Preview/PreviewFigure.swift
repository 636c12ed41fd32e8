import DSGenCore
import DSGenLint

/// The previews beside one Swift example: a pane per run of views (a "don't" beside its "do",
/// with what lint finds in the "don't"), each drawn in every appearance the spec has.
struct PreviewFigure {
    struct Pane {
        /// "Don't" or "Do" for a counter-example and its good example; nil for plain views.
        var label: String?
        var kind: String
        var canvases: [Canvas]
        var findings: [ExampleFinding]
    }

    struct Canvas {
        var appearance: String
        var caption: String
        /// The canvas's colours in its appearance: the system background, the label colour, the tint.
        var style: String
        var html: String
    }

    var appearances: [Canvas]
    var panes: [Pane]
    var notDrawn: [NotDrawn]

    /// The figure for an example; nil when it draws nothing: no preview asked for, or an example
    /// of declarations only (a view that needs arguments is shown where an example uses it).
    init?(fence: Fence, preview: ExamplePreview?, findings: [ExampleFinding], renderer: PreviewRenderer) {
        guard let preview else { return nil }
        var items: [ExamplePreview.Item]
        switch SwiftFenceOptions.preview(of: fence) {
        case .off:
            return nil
        case .view(let name):
            items = [ExamplePreview.Item(
                view: .call(PreviewCall(base: nil, name: name, arguments: [], line: 0)),
                role: .plain,
                lines: 0...0
            )]
        case .automatic:
            items = preview.items
            if items.isEmpty, let view = preview.declarations.first(where: {
                $0.kind == .view && $0.parameters.allSatisfy { $0.defaultValue != nil }
            }) {
                items = [ExamplePreview.Item(
                    view: .call(PreviewCall(base: nil, name: view.name, arguments: [], line: 0)),
                    role: .plain,
                    lines: 0...0
                )]
            }
        }
        guard !items.isEmpty else { return nil }
        // An example of modifiers alone (`.background(.ultraThinMaterial)`) draws them on a sample text.
        let sample = PreviewExpr.call(PreviewCall(
            base: nil, name: "Text", arguments: [PreviewArgument(label: nil, value: .string("Content"))], line: 0
        ))
        items = items.map { item in
            var item = item
            item.view = item.view.applied(to: sample) ?? item.view
            return item
        }
        var notDrawn: [NotDrawn] = []
        if items.count > Self.itemLimit, let first = items.dropFirst(Self.itemLimit).first {
            notDrawn.append(NotDrawn(call: "\(items.count - Self.itemLimit) more views", line: first.lines.lowerBound))
            items = Array(items.prefix(Self.itemLimit))
        }
        var runs: [(role: ExamplePreview.Role, items: [ExamplePreview.Item])] = []
        for item in items {
            if runs.last?.role == item.role {
                runs[runs.count - 1].items.append(item)
            } else {
                runs.append((item.role, [item]))
            }
        }
        var listed = Set(notDrawn)
        panes = runs.map { run in
            let drawing = renderer.draw(run.items.map(\.view))
            notDrawn += drawing.notDrawn.filter { listed.insert($0).inserted }
            let canvases = drawing.canvases.map {
                Canvas(
                    appearance: $0.appearance.rawValue,
                    caption: TokenBlockRenderer.label($0.appearance),
                    style: $0.style,
                    html: $0.html
                )
            }
            let shown = run.role == .dont
                ? findings.filter { finding in
                    finding.kind == "shown" && run.items.contains { $0.lines.contains(finding.line) }
                }
                : []
            let label: String? = switch run.role {
            case .plain: nil
            case .dont: "Don’t"
            case .do: "Do"
            }
            return Pane(label: label, kind: run.role.rawValue, canvases: canvases, findings: shown)
        }
        appearances = renderer.appearances.map {
            Canvas(appearance: $0.rawValue, caption: TokenBlockRenderer.label($0), style: "", html: "")
        }
        self.notDrawn = notDrawn.sorted { ($0.line, $0.call) < ($1.line, $1.call) }
    }

    var isPair: Bool { panes.contains { $0.label != nil } }

    /// The figure's HTML, which `code-block.mustache` places as `{{{preview}}}`: made here, as the
    /// highlighted code is, since a template's lookups cost more than the drawing on a large site.
    var html: String {
        var html = "<div class=\"preview\" data-preview>\n" +
            "<div class=\"preview-appearances\" role=\"group\" aria-label=\"Preview appearance\" hidden>\n"
        for choice in appearances {
            html += "<button type=\"button\" data-appearance=\"\(choice.appearance)\" " +
                "aria-pressed=\"false\">\(choice.caption)</button>"
        }
        html += "\n</div>\n<div class=\"preview-panes\(isPair ? " preview-pair" : "")\">\n"
        for pane in panes {
            html += "<div class=\"preview-pane preview-\(pane.kind)\">\n"
            if let label = pane.label { html += "<p class=\"preview-label\">\(label)</p>\n" }
            html += "<div class=\"preview-canvases\">\n"
            for canvas in pane.canvases {
                html += "<div class=\"preview-appearance\" data-appearance=\"\(canvas.appearance)\">\n" +
                    "<p class=\"preview-caption\">\(canvas.caption)</p>\n"
                html += "<div class=\"pv-canvas pv-col\" style=\"\(canvas.style)\" role=\"img\" " +
                    "aria-label=\"Preview of the example, \(canvas.caption)\">\(canvas.html)</div>\n</div>\n"
            }
            html += "</div>\n"
            if !pane.findings.isEmpty {
                html += "<ul class=\"preview-findings\">\n"
                for finding in pane.findings {
                    html += "<li>\(HTMLText.escaped(finding.summary)) " +
                        "<code class=\"lint-rule\">\(HTMLText.escaped(finding.rule))</code></li>"
                }
                html += "\n</ul>\n"
            }
            html += "</div>\n"
        }
        html += "</div>\n"
        if !notDrawn.isEmpty {
            html += "<p class=\"preview-note\">Not drawn (shown as labelled boxes): "
            for entry in notDrawn {
                html += "<code>\(HTMLText.escaped(entry.call))</code>"
                    + (entry.line > 0 ? " (line \(entry.line))" : "") + " "
            }
            html += "</p>\n"
        }
        return html + "</div>"
    }

    /// The most top-level views an example's preview draws; the rest are counted in the list
    /// of what was not drawn.
    static let itemLimit = 100
}

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
