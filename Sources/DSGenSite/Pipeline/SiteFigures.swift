import DSGenCore
import DSGenLint
import DSGenSwift
import Synchronization

/// Every example's preview, drawn once in the check stage: the preview checks' findings join the
/// check's result, and the pages show the same drawings. By display path and fence index.
struct SiteFigures: Sendable {
    let figures: [String: [Int: PreviewFigure]]

    /// Draws the preview of every example of `check`'s pages, whose fences gave `linted` and
    /// `shown`; returns the drawings and `linted` with what the preview checks found. A page the
    /// `cache` saw under the same tokens, configuration and declarations keeps its drawings; those
    /// `early` holds were drawn as their examples were read.
    static func checked(
        _ check: Check, linted: CheckResult, shown: [String: [Int: ShownExample]], early: ExamplePass.Drawn = [:],
        cache: ExampleCache?
    ) -> (SiteFigures, CheckResult) {
        let pages = check.pages
        let previews = pages.flatMap { page in
            (shown[page.displayPath] ?? [:]).sorted { $0.key < $1.key }.compactMap(\.value.preview)
        }
        let renderer = PreviewRenderer(
            catalog: linted.catalog, library: cache?.library(of: previews) ?? PreviewLibrary(previews),
            system: check.system, contrastAppearances: check.configuration.contrastAppearances
        )
        let figures = SiteFigures(
            pages: pages, shown: shown, early: early, renderer: renderer, dependencies: check.dependencies,
            cache: cache?.figures
        )
        return (figures, linted.adding(figures.findings(pages: pages, configuration: check.configuration)))
    }

    private init(
        pages: [Page], shown: [String: [Int: ShownExample]], early: ExamplePass.Drawn, renderer: PreviewRenderer,
        dependencies: Int, cache: FigureCache?
    ) {
        let kept = cache?.figures(dependencies: dependencies, library: renderer.library.keys) ?? [:]
        var figures: [String: [Int: PreviewFigure]] = [:]
        var work: [(path: String, fence: Fence, preview: ExamplePreview)] = []
        for page in pages {
            if let old = kept[page.displayPath], old.page.isSame(as: page) {
                figures[page.displayPath] = old.figures
                continue
            }
            let pageShown = shown[page.displayPath] ?? [:]
            figures[page.displayPath] = (early[page.displayPath] ?? [:]).compactMapValues(\.figure)
            for fence in page.fences where fence.language == "swift" {
                if let preview = pageShown[fence.index]?.preview { work.append((page.displayPath, fence, preview)) }
            }
        }
        let made = work.concurrentMap { PreviewFigure(fence: $0.fence, preview: $0.preview, renderer: renderer) }
        var drawn: [String: [Int: PreviewFigure]] = [:]
        for (item, figure) in zip(work, made) {
            if let figure { drawn[item.path, default: [:]][item.fence.index] = figure }
        }
        figures.merge(drawn) { old, new in old.merging(new) { _, made in made } }
        self.figures = figures
        cache?.keep(
            Dictionary(pages.map { ($0.displayPath, (page: $0, figures: figures[$0.displayPath] ?? [:])) },
                       uniquingKeysWith: { _, later in later }),
            dependencies: dependencies, library: renderer.library.keys
        )
    }

    /// What the preview checks found, as findings on each page's fences under `configuration`. What
    /// stands inside a declared view is reported once: where the view is previewed on its own, or
    /// else at its first use in page order.
    private func findings(pages: [Page], configuration: LintConfiguration) -> [String: [Int: FenceFindings]] {
        var found: [String: [Int: FenceFindings]] = [:]
        let ownPreviews = Set(figures.values.flatMap(\.values).flatMap(\.issues).compactMap { issue, _ in
            issue.origin?.isUse == false ? Self.problem(issue) : nil
        })
        var reported: Set<PreviewIssue> = []
        for page in pages {
            guard let pageFigures = figures[page.displayPath], !pageFigures.isEmpty else { continue }
            for fence in page.fences where fence.language == "swift" {
                guard let figure = pageFigures[fence.index], !figure.issues.isEmpty else { continue }
                let source = SwiftSource(
                    path: page.displayPath, text: fence.code, origin: .fence(index: fence.index, lines: fence.lines)
                )
                let issues = figure.issues.filter { issue, marker in
                    guard marker == nil, let origin = issue.origin, origin.isUse, let problem = Self.problem(issue)
                    else { return true }
                    return !ownPreviews.contains(problem) && reported.insert(problem).inserted
                }
                found[page.displayPath, default: [:]][fence.index] = PreviewFindings.findings(
                    issues, in: source, configuration: configuration
                )
            }
        }
        return found
    }
}

extension SiteFigures {
    /// The same problem of the same view wherever it is drawn: the issue without the line it is
    /// reported on; nil for one outside a declared view.
    fileprivate static func problem(_ issue: PreviewIssue) -> PreviewIssue? {
        guard var origin = issue.origin else { return nil }
        origin.isUse = false
        return PreviewIssue(rule: issue.rule, line: 0, message: issue.message, origin: origin)
    }
}

/// The drawings of `dsgen serve`'s last build, by display path, kept while the tokens, the
/// configuration and what the examples declare are the same: a save redraws the pages it changed.
public final class FigureCache: Sendable {
    typealias Entry = (page: Page, figures: [Int: PreviewFigure])
    private let kept = Mutex<(dependencies: Int, library: [Int], pages: [String: Entry])?>(nil)

    public init() {}

    func figures(dependencies: Int, library: [Int]) -> [String: Entry] {
        guard let kept = kept.withLock({ $0 }), kept.dependencies == dependencies, kept.library == library else {
            return [:]
        }
        return kept.pages
    }

    func keep(_ pages: [String: Entry], dependencies: Int, library: [Int]) {
        kept.withLock { $0 = (dependencies, library, pages) }
    }
}
