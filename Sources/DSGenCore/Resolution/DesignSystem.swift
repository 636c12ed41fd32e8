/// Everything read from a content folder: its pages, its token blocks, and its tokens, resolved.
///
/// Immutable, so the indexes built once at creation can never fall out of step with the lists.
public struct DesignSystem: Sendable {
    /// Pages sorted by path, `index.md` of each folder first.
    public let pages: [Page]
    public let blocks: [TokenBlock]
    /// Resolved tokens in declaration order (page order, then line order).
    public let tokens: [ResolvedToken]
    /// The resolvers' modifiers other than appearance (a brand, a density), read in their default context.
    public let themes: [ResolverModifier]
    /// The design system's own name, where its token files give one (a resolver's `"name"`).
    public let name: String?

    private let tokensByPath: [String: ResolvedToken]
    private let blocksByPage: [String: [Int: TokenBlock]]

    public init(
        pages: [Page], blocks: [TokenBlock], tokens: [ResolvedToken], themes: [ResolverModifier] = [],
        name: String? = nil
    ) {
        self.themes = themes
        self.name = name
        self.pages = pages
        self.blocks = blocks
        self.tokens = tokens
        tokensByPath = Dictionary(tokens.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        blocksByPage = Dictionary(grouping: blocks, by: \.pagePath).mapValues {
            Dictionary($0.map { ($0.fenceIndex, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Reads the token spec of parsed pages and resolves it: every step after parsing.
    public static func read(_ pages: [Page]) -> (DesignSystem, [Diagnostic]) {
        read(pages, cache: nil)
    }

    /// With `cache`, token lines unchanged since its last read are not parsed again.
    /// `files` are the tokens of the DTCG files; they join the pages' tokens, and aliases cross between them.
    /// `contentFiles` (content paths) let links to images and other files be checked too.
    static func read(
        _ pages: [Page], cache: PageCache?, files: DTCGLoader.Result = DTCGLoader.Result(),
        contentFiles: Set<String>? = nil
    ) -> (DesignSystem, [Diagnostic]) {
        var (spec, specDiagnostics) = SpecReader.read(pages, cache: cache?.lines)
        specDiagnostics += files.diagnostics + spec.add(files)
        let (tokens, resolveDiagnostics) = TokenResolver.resolve(spec.tokens, invalidPaths: spec.invalidPaths)
        let linkDiagnostics = LinkChecker.check(pages, blocks: spec.blocks, files: contentFiles)
        let optionDiagnostics = SwiftFenceOptions.check(pages) + FrontMatterCheck.check(pages)
        return (
            DesignSystem(pages: pages, blocks: spec.blocks, tokens: tokens, themes: files.themes, name: files.name),
            (specDiagnostics + resolveDiagnostics + linkDiagnostics + optionDiagnostics).sorted()
        )
    }

    public func token(_ path: String) -> ResolvedToken? { tokensByPath[path] }

    /// The token block that stands at `fenceIndex` on the page at `pagePath`, if that fence is one.
    public func block(onPage pagePath: String, fence fenceIndex: Int) -> TokenBlock? {
        blocksByPage[pagePath]?[fenceIndex]
    }
}
