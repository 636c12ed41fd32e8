import Synchronization

/// Parsed pages kept between loads of the same content folder, keyed by path and the hash of their
/// Markdown: a preview that reloads the folder on every save parses only the files that changed.
public final class PageCache: Sendable {
    private let entries = Mutex<[String: (hash: UInt64, page: Page)]>([:])

    public init() {}

    /// The page parsed from `markdown`, from the cache when the file has not changed.
    func page(_ markdown: String, path: String, displayPath: String) -> Page {
        let hash = Page.sourceHash(markdown)
        if let entry = entries.withLock({ $0[displayPath] }), entry.hash == hash { return entry.page }
        let page = PageParser.parse(markdown, path: path, displayPath: displayPath)
        entries.withLock { $0[displayPath] = (hash, page) }
        return page
    }

    /// Forgets the pages not among `paths` (files removed or renamed).
    func keep(only paths: Set<String>) {
        entries.withLock { $0 = $0.filter { paths.contains($0.key) } }
    }
}
