import DSGenCore
import DSGenLint
import Foundation
@testable import DSGenSite

/// Previews drawn as the site draws them, with a small spec of every kind a preview reads.
enum PreviewFixture {
    static let spec = """
    ```tokens spacing kind=dimension swift=DS.Spacing
    xs  8pt
    md  16pt
    ```

    ```tokens colors kind=color swift=DS.Colors
    accent   #FF9500 | #FF9F0A
    surface  #F2F2F7 | #1C1C1E
    ```

    ```tokens radius kind=radius swift=DS.Radius
    md    12pt
    pill  round
    ```

    ```tokens typography kind=typography swift=DS.Typography
    badge  system(size: 11pt, weight: semibold)
    ```

    ```tokens materials kind=material swift=DS.Materials
    card  regular
    ```

    ```tokens gradients kind=gradient swift=DS.Gradients
    scrim  linear(colors: [clear, black.opacity(0.4)], startPoint: top, endPoint: bottom)
    ```

    ```tokens opacity kind=opacity swift=DS.Opacity
    tint  15%
    ```
    """

    /// The figure of the last Swift fence of a page made of the spec and `markdown`.
    static func figure(_ markdown: String) -> PreviewFigure? {
        let page = PageParser.parse(
            "# Previews\n\n" + spec + "\n\n" + markdown + "\n", path: "p.md", displayPath: "p.md")
        let (system, _) = DesignSystem.read([page])
        let check = Check(system, configuration: LintConfiguration())
        let (result, shown, early) = ExamplePass.run(check, loading: [], cache: nil, previews: true)
        let examples = result.examples(onPage: "p.md")
        let shownOnPage = shown["p.md"] ?? [:]
        guard let fence = page.fences.last(where: { $0.language == "swift" }) else { return nil }
        // An example that stands alone was drawn as it was read (StandaloneFigures).
        if let drawn = early["p.md"]?[fence.index] {
            return drawn.figure?.showing(PageRenderer.findings(examples[fence.index], in: fence))
        }
        let library = PreviewLibrary(shownOnPage.sorted { $0.key < $1.key }.compactMap(\.value.preview))
        let renderer = PreviewRenderer(catalog: TokenCatalog(system), library: library, system: system)
        return PreviewFigure(fence: fence, preview: shownOnPage[fence.index]?.preview, renderer: renderer)?
            .showing(PageRenderer.findings(examples[fence.index], in: fence))
    }

    /// The figure of one Swift example.
    static func figure(swift code: String, info: String = "swift") -> PreviewFigure? {
        figure("```" + info + "\n" + code + "\n```")
    }

    /// What a golden file holds of a figure: each pane's label, its canvases (light, then dark,
    /// each with the colour variables it sets), its findings, and what was not drawn.
    static func text(of figure: PreviewFigure?) -> String {
        guard let figure else { return "(no preview)\n" }
        var lines: [String] = []
        for pane in figure.panes {
            if let label = pane.label { lines.append("== \(label)") }
            for canvas in pane.canvases where canvas.appearance == "light" || canvas.appearance == "dark" {
                // The iOS colours the drawing's controls use, which the canvas sets for its appearance.
                let variables = canvas.style.components(separatedBy: "; ").filter {
                    $0.hasPrefix("--pv-") && !$0.hasPrefix("--pv-tint:")
                }
                lines.append(
                    "-- \(canvas.appearance)" + (variables.isEmpty ? "" : " (\(variables.joined(separator: "; ")))"))
                lines.append(canvas.html)
            }
            lines += pane.findings.map { "finding: \($0.rule): \($0.summary)" }
        }
        lines += figure.notDrawn.map { "not drawn: \($0.call) (line \($0.line))" }
        return lines.joined(separator: "\n") + "\n"
    }
}
