import DSGenCore
import DSGenLint
import DSGenSwift

/// Previews drawn outside a build, for what checks the drawing itself (the fuzzers).
public enum ExamplePreviews {
    /// The HTML of each example's preview, in every appearance, each example able to use the
    /// views the others declare; "" for one that draws nothing.
    public static func html(of examples: [String], system: DesignSystem) -> [String] {
        html(of: examples.map { ($0, WalkableTree($0)) }, system: system)
    }

    /// The same for examples parsed already.
    public static func html(of examples: [(code: String, tree: WalkableTree)], system: DesignSystem) -> [String] {
        let previews = examples.map { example in example.tree.tree.map { PreviewReader.read($0, text: example.code) } }
        let renderer = PreviewRenderer(
            catalog: TokenCatalog(system), library: PreviewLibrary(previews.compactMap { $0 }), system: system
        )
        let fence = Fence(
            index: 0, info: [SourceText("swift", at: .start(of: "example"))], lines: [], location: .start(of: "example")
        )
        return previews.map { preview in
            guard let figure = PreviewFigure(fence: fence, preview: preview, renderer: renderer) else {
                return ""
            }
            return figure.panes.flatMap(\.canvases).map(\.html).joined()
        }
    }
}
