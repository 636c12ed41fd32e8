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

/// The shown examples kept between builds of one preview, by the example's code, which is all they
/// depend on: a save parses only the examples it changed.
public final class ShownExampleCache: Sendable {
    private let kept = Mutex<[String: ShownExample]>([:])

    public init() {}

    func known(_ code: String) -> ShownExample? { kept.withLock { $0[code] } }

    /// Keeps `shown`, and only it: a removed example's entry goes.
    func keep(_ shown: [String: ShownExample]) { kept.withLock { $0 = shown } }
}

/// The site's pass over the pages' Swift examples: each is parsed once, and its tree gives both the
/// check stage's findings and what the page shows. The check is handed the tree, never the site's
/// work: its result is findings alone.
enum ExamplePass {
    /// The check's result and what each page shows of its examples, by display path and fence index.
    static func run(
        _ check: Check, loading: [Diagnostic], cache: ShownExampleCache?, previews: Bool
    ) -> (CheckResult, [String: [Int: ShownExample]]) {
        let fences = check.fences
        let known = check.known(fences)
        let results = Mutex<[(FileResult, ShownExample)?]>(Array(repeating: nil, count: fences.count))
        DispatchQueue.concurrentPerform(iterations: fences.count) { index in
            let fence = fences[index]
            let cachedResult = known[index]
            let cachedShown = cache?.known(fence.text)
            if let cachedResult, let cachedShown {
                results.withLock { $0[index] = (cachedResult, cachedShown) }
                return
            }
            let tree = WalkableTree(fence.text)
            let result = cachedResult ?? check.lint(fence, tree)
            let shown = cachedShown ?? ShownExample(
                html: SwiftHighlighter.html(tree: tree.tree, code: fence.text),
                preview: previews ? tree.tree.map { PreviewReader.read($0, text: fence.text) } : nil
            )
            results.withLock { $0[index] = (result, shown) }
        }
        let done = results.withLock { $0.compactMap { $0 } }
        let report = check.report(loading: loading, fences: fences, results: done.map(\.0))
        var shown: [String: [Int: ShownExample]] = [:]
        for (fence, (_, example)) in zip(fences, done) {
            if let index = fence.fenceIndex { shown[fence.path, default: [:]][index] = example }
        }
        if let cache {
            var kept: [String: ShownExample] = [:]
            for (fence, (_, example)) in zip(fences, done) { kept[fence.text] = example }
            cache.keep(kept)
        }
        return (report, shown)
    }
}
