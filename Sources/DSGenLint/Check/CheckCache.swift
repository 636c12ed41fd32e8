import DSGenCore
import Synchronization

/// The results of the pages' Swift fences, kept between checks of the same content folder: a
/// preview that checks the whole folder on every save lints only the fences that changed.
///
/// A fence's result depends on its text and its place in its page (findings point into the
/// Markdown file), and on the tokens and the configuration; when either of those changes,
/// every result is dropped.
public final class CheckCache: Sendable {
    struct FenceKey: Hashable {
        var path: String
        var index: Int
        var text: String
        var firstLine: SourceLocation?

        /// Hashes the text's length, not its bytes: every check looks up every fence of the
        /// site, and hashing all their text was most of a one-page rebuild's check. Equal keys
        /// still compare the text.
        func hash(into hasher: inout Hasher) {
            hasher.combine(path)
            hasher.combine(index)
            hasher.combine(text.utf8.count)
            hasher.combine(firstLine)
        }
    }

    private struct State {
        var generation: Int?
        var results: [FenceKey: FileResult] = [:]
        /// How many fences the last check linted, the rest coming from the cache.
        var linted = 0
    }

    private let state = Mutex(State())

    public init() {}

    /// The result of each of `sources` (fences) known from the last check by `linter`'s tokens
    /// and configuration, nil for the others; their count is `lastLinted`.
    func known(_ sources: [SwiftSource], linter: Linter) -> [FileResult?] {
        let generation = Self.generation(of: linter)
        let known = state.withLock { state -> [FenceKey: FileResult] in
            if state.generation != generation { state = State(generation: generation) }
            return state.results
        }
        let results = sources.map { known[Self.key($0)] }
        state.withLock { $0.linted = results.count { $0 == nil } }
        return results
    }

    /// Keeps `results`, those of `sources`, for the next check; only these: a removed page's go.
    func keep(_ results: [FileResult], of sources: [SwiftSource], linter: Linter) {
        let generation = Self.generation(of: linter)
        var kept: [FenceKey: FileResult] = [:]
        for (source, result) in zip(sources, results) { kept[Self.key(source)] = result }
        state.withLock { state in
            state.generation = generation
            state.results = kept
        }
    }

    /// How many fences the last check linted itself.
    var lastLinted: Int { state.withLock { $0.linted } }

    private static func key(_ source: SwiftSource) -> FenceKey {
        if case .fence(let index, let lines) = source.origin {
            return FenceKey(path: source.path, index: index, text: source.text, firstLine: lines.first)
        }
        return FenceKey(path: source.path, index: -1, text: source.text, firstLine: nil)
    }

    /// What every result depends on besides its fence: the tokens and the configuration.
    private static func generation(of linter: Linter) -> Int {
        var hasher = Hasher()
        linter.hashDependencies(into: &hasher)
        return hasher.finalize()
    }
}
