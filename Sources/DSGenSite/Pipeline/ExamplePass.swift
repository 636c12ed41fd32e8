import DSGenCore
import DSGenLint
import Dispatch
import Synchronization

/// What a page shows of one Swift example besides its findings: its highlighted code and what its
/// preview draws (nil when the build draws no previews, or the example cannot be read).
struct ShownExample: Sendable {
    let html: String
    let preview: ExamplePreview?
}

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

    private let entries = Mutex<(kept: [String: Entry], parsed: Int)>(([:], 0))

    public init() {}

    fileprivate var all: [String: Entry] { entries.withLock { $0.kept } }

    /// Keeps `kept`, and only it (a removed page's entry goes), and how many fences the pass parsed.
    fileprivate func keep(_ kept: [String: Entry], parsed: Int) { entries.withLock { $0 = (kept, parsed) } }

    /// How many fences the last pass parsed, the others' results coming from the cache.
    var lastParsed: Int { entries.withLock { $0.parsed } }

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
    /// The check's result and what each page shows of its examples, by display path and fence index.
    static func run(
        _ check: Check, loading: [Diagnostic], cache: ExampleCache?, previews: Bool
    ) -> (CheckResult, [String: [Int: ShownExample]]) {
        guard let cache else { return run(check, loading: loading, previews: previews) }
        let dependencies = check.dependencies
        let known = cache.all
        var kept: [String: ExampleCache.Entry] = [:]
        var examples: [String: [Int: FileResult]] = [:]
        var shown: [String: [Int: ShownExample]] = [:]
        var changedPages: [Page] = []
        var shownBefore: [[Int: ShownExample]?] = []
        for page in check.pages {
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
        cache.keep(kept, parsed: parsed)
        return (check.report(loading: loading, examples: examples), shown)
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
        let done = Mutex<[(FileResult, ShownExample)?]>(Array(repeating: nil, count: fences.count))
        DispatchQueue.concurrentPerform(iterations: fences.count) { [fences, owners] index in
            let fence = fences[index]
            var before: ShownExample?
            if let fenceIndex = fence.fenceIndex, let page = shownBefore[owners[index]] { before = page[fenceIndex] }
            let example = example(fence, check: check, shown: before, previews: previews)
            done.withLock { $0[index] = example }
        }
        let made = done.withLock { $0 }
        var results = Array(repeating: [Int: FileResult](), count: pages.count)
        var shown = Array(repeating: [Int: ShownExample](), count: pages.count)
        for index in fences.indices {
            guard let fenceIndex = fences[index].fenceIndex, let example = made[index] else { continue }
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
            html: SwiftHighlighter.html(tree: tree.tree, code: fence.text),
            preview: previews ? tree.tree.map { PreviewReader.read($0, text: fence.text) } : nil
        ))
    }

    /// The pass of a build that keeps nothing: every fence is parsed and linted.
    private static func run(
        _ check: Check, loading: [Diagnostic], previews: Bool
    ) -> (CheckResult, [String: [Int: ShownExample]]) {
        let fences = check.fences
        let results = Mutex<[(FileResult, ShownExample)?]>(Array(repeating: nil, count: fences.count))
        DispatchQueue.concurrentPerform(iterations: fences.count) { index in
            let made = example(fences[index], check: check, shown: nil, previews: previews)
            results.withLock { $0[index] = made }
        }
        let done = results.withLock { $0.compactMap { $0 } }
        let report = check.report(loading: loading, fences: fences, results: done.map(\.0))
        var shown: [String: [Int: ShownExample]] = [:]
        for (fence, (_, example)) in zip(fences, done) {
            if let index = fence.fenceIndex { shown[fence.path, default: [:]][index] = example }
        }
        return (report, shown)
    }
}
