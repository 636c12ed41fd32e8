/// Everything read from a content folder: its pages, its token blocks, and its tokens, resolved.
public struct DesignSystem: Sendable {
    /// Pages sorted by path, `index.md` of each folder first.
    public var pages: [Page]
    public var blocks: [TokenBlock]
    /// Resolved tokens in declaration order (page order, then line order).
    public var tokens: [ResolvedToken]

    private let byPath: [String: ResolvedToken]

    public init(pages: [Page], blocks: [TokenBlock], tokens: [ResolvedToken]) {
        self.pages = pages
        self.blocks = blocks
        self.tokens = tokens
        self.byPath = Dictionary(tokens.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func token(_ path: String) -> ResolvedToken? { byPath[path] }
}
