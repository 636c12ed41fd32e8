import DSGenCore

/// The previews beside one Swift example: a pane per run of views (a "don't" beside its "do",
/// with what lint finds in the "don't"), each drawn in every appearance the spec has.
struct PreviewFigure: Sendable {
    struct Pane {
        /// "Don't" or "Do" for a counter-example and its good example; nil for plain views.
        var label: String?
        var kind: String
        var canvases: [Canvas]
        /// The first appearance again, with text at an accessibility size.
        var accessible: Canvas?
        var findings: [ExampleFinding] = []
        /// The lines of the views the pane draws: a "don't" pane shows lint's findings on them.
        var lines: [ClosedRange<Int>]
        var issues: [PreviewIssue]
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

    /// The figure for an example, its panes without findings (`showing(_:)` adds them); nil when
    /// it draws nothing: no preview asked for, or an example of declarations only (a view that
    /// needs arguments is shown where an example uses it).
    init?(fence: Fence, preview: ExamplePreview?, renderer: PreviewRenderer) {
        guard let preview, var items = Self.items(of: fence, preview: preview), !items.isEmpty else { return nil }
        var notDrawn: [NotDrawn] = []
        if items.count > Self.itemLimit, let first = items.dropFirst(Self.itemLimit).first {
            notDrawn.append(NotDrawn(call: "\(items.count - Self.itemLimit) more views", line: first.lines.lowerBound))
            items = Array(items.prefix(Self.itemLimit))
        }
        var listed = Set(notDrawn)
        panes = Self.runs(items).map { run in
            let drawing = renderer.draw(run.items.map(\.view))
            notDrawn += drawing.notDrawn.filter { listed.insert($0).inserted }
            return Self.pane(run, drawing)
        }
        appearances = renderer.appearances.map {
            Canvas(appearance: $0.rawValue, caption: TokenBlockRenderer.label($0), style: "", html: "")
        }
        self.notDrawn = notDrawn.sorted { ($0.line, $0.call) < ($1.line, $1.call) }
    }

    var isPair: Bool { panes.contains { $0.label != nil } }

    /// What the preview checks found, each with whether a counter-example shows it, as it should.
    /// What the preview checks found, each with, for one a counter-example shows as it should, the
    /// example's lines its `// ❌ DON'T` marker stands on: after the views before it, before its own.
    var issues: [(issue: PreviewIssue, marker: ClosedRange<Int>?)] {
        var previousEnd = 0
        return panes.flatMap { pane in
            defer { previousEnd = pane.lines.map(\.upperBound).max() ?? previousEnd }
            let start = pane.lines.map(\.lowerBound).min() ?? 1
            let marker = pane.kind == ExamplePreview.Role.dont.rawValue && previousEnd < start
                ? (previousEnd + 1)...start : nil
            return pane.issues.map { ($0, marker) }
        }
    }

    /// The figure with lint's findings on the example: a "don't" pane shows those on its views.
    func showing(_ findings: [ExampleFinding]) -> PreviewFigure {
        var figure = self
        for index in figure.panes.indices where figure.panes[index].kind == ExamplePreview.Role.dont.rawValue {
            figure.panes[index].findings = findings.filter { finding in
                finding.kind == "shown" && figure.panes[index].lines.contains { $0.contains(finding.line) }
            }
        }
        return figure
    }

    /// The views an example draws: its top-level views (or a view it declares whose parameters
    /// all have defaults), or the view `preview=` names; nil when `preview=off`. Modifiers alone
    /// (`.background(.ultraThinMaterial)`) are drawn on a sample text.
    private static func items(of fence: Fence, preview: ExamplePreview) -> [ExamplePreview.Item]? {
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
        let sample = PreviewExpr.call(PreviewCall(
            base: nil, name: "Text", arguments: [PreviewArgument(label: nil, value: .string("Content"))], line: 0
        ))
        return items.map { item in
            var item = item
            item.view = item.view.applied(to: sample) ?? item.view
            return item
        }
    }

    /// The items in runs of one role: a "don't" and the "do" after it are two runs, side by side.
    private static func runs(
        _ items: [ExamplePreview.Item]
    ) -> [(role: ExamplePreview.Role, items: [ExamplePreview.Item])] {
        var runs: [(role: ExamplePreview.Role, items: [ExamplePreview.Item])] = []
        for item in items {
            if runs.last?.role == item.role {
                runs[runs.count - 1].items.append(item)
            } else {
                runs.append((item.role, [item]))
            }
        }
        return runs
    }

    /// A run's pane: its canvases, labelled, the one with text at an accessibility size last.
    private static func pane(
        _ run: (role: ExamplePreview.Role, items: [ExamplePreview.Item]), _ drawing: PreviewRenderer.Drawing
    ) -> Pane {
        let canvases = drawing.canvases.map {
            Canvas(
                appearance: $0.appearance.rawValue,
                caption: TokenBlockRenderer.label($0.appearance),
                style: $0.style,
                html: $0.html
            )
        }
        var accessible: Canvas?
        if let first = drawing.canvases.first, let large = drawing.accessible {
            accessible = Canvas(
                appearance: first.appearance.rawValue,
                caption: TokenBlockRenderer.label(first.appearance) + ", accessibility text (AX1)",
                style: large.style,
                html: large.html
            )
        }
        let label: String? = switch run.role {
        case .plain: nil
        case .dont: "Don’t"
        case .do: "Do"
        }
        return Pane(
            label: label, kind: run.role.rawValue, canvases: canvases, accessible: accessible,
            lines: run.items.map(\.lines), issues: drawing.issues
        )
    }

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
            let shown = pane.canvases.map { ($0, false) } + (pane.accessible.map { [($0, true)] } ?? [])
            for (canvas, isLarge) in shown {
                // Beside a larger-text canvas, the captions stay when one appearance is shown.
                let extra = isLarge ? " preview-accessible" : ""
                html += "<div class=\"preview-appearance\(extra)\" data-appearance=\"\(canvas.appearance)\">\n" +
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
