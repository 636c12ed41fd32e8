import DSGenCore
import DSGenLint
import DSGenSwift
import Synchronization

/// What each page's Swift examples gave in the last build of one preview, by the page's display
/// path: a page the page cache hands back unchanged is neither parsed nor linted again, and a
/// save reads nothing of the other pages' examples. What a page shows depends on its examples
/// alone; their findings also on the tokens and the configuration (`Check.dependencies`).
public final class ExampleCache: Sendable {
    struct Entry: Sendable {
        /// The page as it was, compared by identity (`Page.isSame(as:)`).
        let page: Page
        let dependencies: Int
        let previews: Bool
        let results: [Int: FileResult]
        let shown: [Int: ShownExample]
    }

    /// The last pass: each page's display path and entry in page order, whether the paths were
    /// all different, and what the pass gave, by display path.
    struct Pass: Sendable {
        var paths: [String]
        /// Where two pages share a display path, each holds the later one's entry, as a lookup by
        /// path would give.
        var entries: [Entry]
        var unique: Bool
        var examples: [String: [Int: FileResult]]
        var shown: [String: [Int: ShownExample]]
    }

    private let state = Mutex<(last: Pass?, parsed: Int)>((nil, 0))
    /// The previews drawn in the last build.
    let figures = FigureCache()

    public init() {}

    /// Takes the last pass out of the cache, so that the next one can change it in place.
    fileprivate func take() -> Pass? { state.withLock { state in defer { state.last = nil }; return state.last } }

    /// Keeps `pass`, and only it (a removed page's entry goes), and how many fences it parsed.
    fileprivate func keep(_ pass: Pass, parsed: Int) { state.withLock { $0 = (pass, parsed) } }

    /// How many fences the last pass parsed, the others' results coming from the cache.
    var lastParsed: Int { state.withLock { $0.parsed } }

    /// The library of what the examples declare, kept while each example declares what it did
    /// (`declarationsKey`): a save seldom changes a declaration, and a library of thousands of
    /// examples took as long to make as the edited page to check.
    private let kept = Mutex<(keys: [Int], library: PreviewLibrary)?>(nil)

    func library(of previews: [ExamplePreview]) -> PreviewLibrary {
        let keys = previews.map(\.declarationsKey)
        if let kept = kept.withLock({ $0 }), kept.keys == keys { return kept.library }
        let library = PreviewLibrary(previews)
        kept.withLock { $0 = (keys, library) }
        return library
    }
}

/// The site's pass over the pages' Swift examples: each is parsed once, and its tree gives both the
/// check stage's findings and what the page shows. The check is handed the tree, never the site's
/// work: its result is findings alone.
enum ExamplePass {
    /// The check's result, what each page shows of its examples and the previews drawn as their
    /// examples were read (a build without a `cache` only), by display path and fence index.
    static func run(
        _ check: Check, loading: [Diagnostic], cache: ExampleCache?, previews: Bool
    ) -> (CheckResult, [String: [Int: ShownExample]], Drawn) {
        guard let cache else { return run(check, loading: loading, previews: previews) }
        let dependencies = check.dependencies
        let pages = check.pages
        let paths = pages.map(\.displayPath)
        let last = cache.take()
        // The same pages in the same places, each under a path of its own: the last pass is
        // changed in place where a page changed. Most saves of a large site come this way, and
        // rebuilding its tables of thousands of pages took longer than checking the edited page.
        if var pass = last, pass.unique, pass.paths == paths {
            let parsed = update(&pass, check: check, previews: previews)
            cache.keep(pass, parsed: parsed)
            return (check.report(loading: loading, examples: pass.examples), pass.shown, [:])
        }
        let known = last.map { last in
            Dictionary(zip(last.paths, last.entries), uniquingKeysWith: { _, later in later })
        } ?? [:]
        var kept: [String: ExampleCache.Entry] = [:]
        var examples: [String: [Int: FileResult]] = [:]
        var shown: [String: [Int: ShownExample]] = [:]
        var changedPages: [Page] = []
        var shownBefore: [[Int: ShownExample]?] = []
        for page in pages {
            guard let entry = known[page.displayPath], entry.page.isSame(as: page), entry.previews == previews else {
                changedPages.append(page)
                shownBefore.append(nil)
                continue
            }
            guard entry.dependencies == dependencies else {
                changedPages.append(page)
                shownBefore.append(entry.shown)
                continue
            }
            kept[page.displayPath] = entry
            add(entry.results, entry.shown, of: page.displayPath, to: &examples, &shown)
        }
        let made = newExamples(of: changedPages, shownBefore: shownBefore, check: check, previews: previews)
        var parsed = 0
        for index in changedPages.indices {
            let page = changedPages[index]
            kept[page.displayPath] = ExampleCache.Entry(
                page: page, dependencies: dependencies, previews: previews, results: made.results[index],
                shown: made.shown[index]
            )
            add(made.results[index], made.shown[index], of: page.displayPath, to: &examples, &shown)
            parsed += made.results[index].count
        }
        let pass = ExampleCache.Pass(
            paths: paths, entries: paths.compactMap { kept[$0] }, unique: Set(paths).count == paths.count,
            examples: examples, shown: shown
        )
        cache.keep(pass, parsed: parsed)
        return (check.report(loading: loading, examples: examples), shown, [:])
    }

    /// Checks again the pages of `pass` that changed, or whose examples read what changed, in
    /// place; returns how many examples it parsed.
    private static func update(_ pass: inout ExampleCache.Pass, check: Check, previews: Bool) -> Int {
        let dependencies = check.dependencies
        let pages = check.pages
        let paths = pass.paths
        var changed: [Int] = []
        var shownBefore: [[Int: ShownExample]?] = []
        for index in pages.indices {
            let entry = pass.entries[index]
            if !entry.page.isSame(as: pages[index]) || entry.previews != previews {
                changed.append(index)
                shownBefore.append(nil)
            } else if entry.dependencies != dependencies {
                changed.append(index)
                shownBefore.append(entry.shown)
            }
        }
        let made = newExamples(
            of: changed.map { pages[$0] }, shownBefore: shownBefore, check: check, previews: previews
        )
        for (item, index) in changed.enumerated() {
            let (results, shown) = (made.results[item], made.shown[item])
            pass.entries[index] = ExampleCache.Entry(
                page: pages[index], dependencies: dependencies, previews: previews, results: results, shown: shown
            )
            pass.examples[paths[index]] = results.isEmpty ? nil : results
            pass.shown[paths[index]] = results.isEmpty ? nil : shown
        }
        return made.results.reduce(0) { $0 + $1.count }
    }

    /// The findings and what is shown of the examples of `pages`, each page's by fence index,
    /// parsed on every core; `shownBefore` is what each page showed before, when that still holds.
    private static func newExamples(
        of pages: [Page], shownBefore: [[Int: ShownExample]?], check: Check, previews: Bool
    ) -> (results: [[Int: FileResult]], shown: [[Int: ShownExample]]) {
        var owners: [Int] = []
        var fences: [SwiftSource] = []
        for index in pages.indices {
            let sources = SwiftSource.fences(of: [pages[index]])
            fences += sources
            owners += Array(repeating: index, count: sources.count)
        }
        let made = fences.indices.concurrentMap { [fences, owners] index in
            let fence = fences[index]
            var before: ShownExample?
            if let fenceIndex = fence.fenceIndex, let page = shownBefore[owners[index]] { before = page[fenceIndex] }
            return example(fence, check: check, shown: before, previews: previews)
        }
        var results = Array(repeating: [Int: FileResult](), count: pages.count)
        var shown = Array(repeating: [Int: ShownExample](), count: pages.count)
        for index in fences.indices {
            guard let fenceIndex = fences[index].fenceIndex else { continue }
            let example = made[index]
            results[owners[index]][fenceIndex] = example.0
            shown[owners[index]][fenceIndex] = example.1
        }
        return (results, shown)
    }

    /// Adds one page's examples, as a later page of the same display path would overwrite them.
    private static func add(
        _ results: [Int: FileResult], _ pageShown: [Int: ShownExample], of path: String,
        to examples: inout [String: [Int: FileResult]], _ shown: inout [String: [Int: ShownExample]]
    ) {
        guard !results.isEmpty else { return }
        if examples[path] == nil {
            examples[path] = results
            shown[path] = pageShown
        } else {
            examples[path, default: [:]].merge(results) { _, later in later }
            shown[path, default: [:]].merge(pageShown) { _, later in later }
        }
    }

    /// One fence's findings and what its page shows of it, parsed once for both; `shown` is what
    /// the page showed of it before, when that still holds.
    private static func example(
        _ fence: SwiftSource, check: Check, shown: ShownExample?, previews: Bool
    ) -> (FileResult, ShownExample) {
        let tree = WalkableTree(fence.text)
        return (check.lint(fence, tree), shown ?? ShownExample(
            highlighted: SwiftHighlighter.highlighted(tree: tree.tree, code: fence.text),
            preview: previews ? tree.tree.map { PreviewReader.read($0, text: fence.text) } : nil
        ))
    }

    /// The previews drawn as their examples were read, by display path and fence index.
    typealias Drawn = [String: [Int: StandaloneFigures.Drawn]]

    /// The pass of a build that keeps nothing: every fence is parsed and linted, and the preview of
    /// each example that needs no other's declarations is drawn at once (`StandaloneFigures`).
    private static func run(
        _ check: Check, loading: [Diagnostic], previews: Bool
    ) -> (CheckResult, [String: [Int: ShownExample]], Drawn) {
        let fences = check.fences
        let early = previews ? StandaloneFigures(check, fences: fences) : nil
        let done = fences.indices.concurrentMap { index in
            var (result, shown) = example(fences[index], check: check, shown: nil, previews: previews)
            let drawn = early?.draw(&shown, of: fences[index], example: index)
            return (result, shown, drawn)
        }
        // The report (with the spec's rules, which need no example) and the table of what the
        // pages show are made from the results at once, each on a core.
        let (report, (shown, drawn)) = alongside({
            check.report(loading: loading, fences: fences, results: done.map(\.0))
        }) {
            var shown: [String: [Int: ShownExample]] = [:]
            var drawn: Drawn = [:]
            shown.reserveCapacity(fences.count)
            for (fence, (_, example, figure)) in zip(fences, done) {
                guard let index = fence.fenceIndex else { continue }
                shown[fence.path, default: [:]][index] = example
                if let figure { drawn[fence.path, default: [:]][index] = figure }
            }
            return (shown, drawn)
        }
        return (report, shown, drawn)
    }
}
