import DSGenCore
import DSGenLint
import DSGenSwift

/// The previews a build that keeps nothing for a next one draws as soon as each example is read:
/// those of examples that use no view another example declares and declare none another example
/// writes. The drawing is the one every example's declarations would give, and the example's
/// reading is let go at once rather than held until every example is read: on long guides the
/// readings were the largest part of a build's peak memory.
struct StandaloneFigures: Sendable {
    private let names: ExampleNames
    private let renderer: PreviewRenderer
    private let pages: [String: Page]

    /// Nil where drawing early is not sure to give the same figures: two pages share a display
    /// path, or a declaration's name could not be read from the text.
    init?(_ check: Check, fences: [SwiftSource]) {
        let pages = check.pages
        let byPath = Dictionary(pages.map { ($0.displayPath, $0) }, uniquingKeysWith: { first, _ in first })
        guard byPath.count == pages.count else { return nil }
        // A fence's `preview=` names a view its code may not write: it is a word of the fence too.
        let names = ExampleNames(fences.map { source in
            guard let fence = Self.fence(of: source, in: byPath),
                  case .view(let name) = SwiftFenceOptions.preview(of: fence) else { return source.text }
            return source.text + "\n" + name
        })
        guard names.isComplete else { return nil }
        self.names = names
        self.pages = byPath
        renderer = PreviewRenderer(
            catalog: check.catalog, library: PreviewLibrary([]), system: check.system,
            contrastAppearances: check.configuration.contrastAppearances
        )
    }

    /// The figure of `fences[example]`, drawn now, with its reading let go; nil where the example
    /// needs every example's declarations, and `shown` keeps its reading for them.
    func draw(_ shown: inout ShownExample, of source: SwiftSource, example: Int) -> Drawn? {
        guard let preview = shown.preview, let fence = Self.fence(of: source, in: pages) else { return nil }
        if case .view(let name) = SwiftFenceOptions.preview(of: fence), !names.isOwn(name, by: example) { return nil }
        guard names.ownsEveryCall(of: preview, example: example),
              preview.declarations.allSatisfy({ names.isDeclaredOnly($0.name, in: example) }) else { return nil }
        var own = renderer
        own.library = PreviewLibrary([preview])
        shown = shown.drawn
        return Drawn(figure: PreviewFigure(fence: fence, preview: preview, renderer: own))
    }

    /// The page's fence `source` was read from.
    private static func fence(of source: SwiftSource, in pages: [String: Page]) -> Fence? {
        guard let index = source.fenceIndex, let fences = pages[source.path]?.fences,
              fences.indices.contains(index), fences[index].index == index else { return nil }
        return fences[index]
    }

    /// A preview drawn early: its figure, nil when the example draws none.
    struct Drawn: Sendable {
        var figure: PreviewFigure?
    }
}
