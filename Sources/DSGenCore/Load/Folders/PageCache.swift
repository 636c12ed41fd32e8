import Synchronization

/// Parsed pages kept between loads of the same content folder, keyed by path: `dsgen serve`, which
/// reloads the folder on every save reads only the files whose `stat` changed, and parses only
/// those whose Markdown changed (a save that changes nothing keeps its page).
public final class PageCache: Sendable {
    private struct Entry {
        var hash: UInt64
        var page: Page
        /// The file as it was just before it was read.
        var status: FileStatus?
    }

    private let entries = Mutex<[String: Entry]>([:])
    private let order = Mutex<(paths: [String], ordered: [String])?>(nil)
    /// Token lines read before, so that only changed lines are parsed again.
    let lines = TokenLineCache()

    public init() {}

    /// The page last read from `displayPath`, when the file is still as it was then. Reading and
    /// hashing every page of a 5,000-page folder to find the one that changed was a fifth of a
    /// rebuild under `dsgen serve`.
    func page(at displayPath: String, unchangedSince status: FileStatus) -> Page? {
        guard let entry = entries.withLock({ $0[displayPath] }), entry.status == status else { return nil }
        return entry.page
    }

    /// The pages last read from each of `files`, by display path and status as the walk found
    /// it, where the file is still as it was then; nil where it changed or has no status. One look
    /// under the lock for the whole folder: looked up page by page from every core, the lock was
    /// contended, and a tenth of a save under `dsgen serve` on a large site.
    func pages(_ files: [(displayPath: String, status: FileStatus?)]) -> [Page?] {
        entries.withLock { entries in
            files.map { file in
                guard let status = file.status, let entry = entries[file.displayPath], entry.status == status else {
                    return nil
                }
                return entry.page
            }
        }
    }

    /// `paths` in page order (`ContentLoader.inPageOrder`), kept from the last load while the
    /// folder holds the same pages: splitting and sorting thousands of paths on every save was
    /// as long as reading the page that changed.
    func inPageOrder(_ paths: [String]) -> [String] {
        if let last = order.withLock({ $0 }), last.paths == paths { return last.ordered }
        let ordered = ContentLoader.inPageOrder(paths)
        order.withLock { $0 = (paths, ordered) }
        return ordered
    }

    /// The page parsed from `markdown`, from the cache when the Markdown has not changed;
    /// `status` is the file's, taken before it was read.
    func page(_ markdown: String, path: String, displayPath: String, status: FileStatus?) -> Page {
        let hash = Page.sourceHash(markdown)
        let unchanged = entries.withLock { entries -> Page? in
            guard entries[displayPath]?.hash == hash else { return nil }
            entries[displayPath]?.status = status
            return entries[displayPath]?.page
        }
        if let unchanged { return unchanged }
        let page = PageParser.parse(markdown, path: path, displayPath: displayPath, sourceHash: hash)
        entries.withLock { $0[displayPath] = Entry(hash: hash, page: page, status: status) }
        return page
    }

    /// Forgets the pages not among `paths` (files removed or renamed).
    func keep(only paths: Set<String>) {
        entries.withLock { entries in
            for gone in entries.keys where !paths.contains(gone) { entries[gone] = nil }
        }
    }
}

/// Token lines already read, by the fence header they stand under and their text and place:
/// a line that has not changed reads the same, so its token (or its problem) is reused.
final class TokenLineCache: Sendable {
    struct Key: Hashable {
        var header: FenceHeader
        var line: SourceText
    }

    private struct Generations {
        var current: [Key: Result<Token?, Diagnostic>] = [:]
        var previous: [Key: Result<Token?, Diagnostic>] = [:]
    }

    private let state = Mutex(Generations())

    /// The line read, from the cache when possible.
    func read(_ line: SourceText, with parser: TokenLineParser) -> Result<Token?, Diagnostic> {
        let key = Key(header: parser.header, line: line)
        if let cached = state.withLock({ $0.current[key] ?? $0.previous[key] }) {
            state.withLock { $0.current[key] = cached }
            return cached
        }
        let result = Result<Token?, Diagnostic> { () throws(Diagnostic) -> Token? in try parser.parse(line) }
        state.withLock { $0.current[key] = result }
        return result
    }

    /// Starts a new read of the whole spec: lines not read again by the next one are forgotten.
    func beginRead() {
        state.withLock { $0 = Generations(current: [:], previous: $0.current) }
    }
}
