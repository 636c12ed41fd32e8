import Foundation

/// Reads a content folder: finds its Markdown files, parses them, reads and resolves the token spec.
public enum ContentLoader {
    /// Loads `directory` (a path as the user wrote it; diagnostics print paths below it the same way).
    /// Returns nil with diagnostics when the folder cannot be read at all. With a `cache`, pages whose
    /// Markdown has not changed since the last load are not parsed again.
    /// `themes` chooses a context of the resolvers' theme modifiers (a brand, a density) by name;
    /// each one not named is read in its default context.
    /// Why `directory` cannot be a content folder (it does not exist, or is a file); nil when it can.
    /// The command line asks first, as such a path is a usage error.
    public static func folderProblem(_ directory: String) -> Diagnostic? {
        let root = FolderListing.normalized(directory)
        switch FolderListing.isFolder(root) {
        case nil:
            return Diagnostic(
                .missingFile, at: .start(of: root),
                "content folder '\(root)' does not exist; create it or pass --content DIR"
            )
        case false?:
            return Diagnostic(
                .missingFile, at: .start(of: root), "'\(root)' is a file, not a content folder; pass --content DIR"
            )
        case true?:
            return nil
        }
    }

    /// `listing` is the folder's, when the caller has walked it already (`dsgen serve`'s watcher has):
    /// its files are read, and with a `cache` its statuses say which pages changed.
    public static func load(
        contentDirectory directory: String, cache: PageCache? = nil, themes: [String: String] = [:],
        generatedPages: GeneratedPagesSetting = GeneratedPagesSetting(), listing: FolderListing.Listing? = nil
    ) -> (DesignSystem?, [Diagnostic]) {
        let root = FolderListing.normalized(directory)
        if let problem = folderProblem(root) { return (nil, [problem]) }
        let listing = listing ?? FolderListing.listing(of: root)
        let (files, outside, unreadable) = (listing.files, listing.outside, listing.unreadable)
        let markdown = files.filter { $0.hasSuffix(".md") }
        let (pages, pageDiagnostics) = readPages(
            cache?.inPageOrder(markdown) ?? inPageOrder(markdown), in: root, cache: cache, statuses: listing.statuses
        )
        let diagnostics = pageDiagnostics
            + outside.map { FolderListing.outsideLink($0, in: root, folder: "content folder") }
            + unreadable.map {
                Diagnostic(
                    .unreadableFile, at: .start(of: $0.isEmpty ? root : root + "/" + $0),
                    "cannot read this folder (its permissions, or too many files open), " +
                        "so its pages and files would be missing from the site"
                )
            }
        cache?.keep(only: Set(pages.map(\.displayPath)))
        let (tokenFiles, fileDiagnostics) = readTokenFiles(files, in: root)
        var fromFiles = DTCGLoader.load(tokenFiles, themes: themes)
        let realRoot = FolderListing.realPath(root) ?? root
        for catalog in assetCatalogs(in: files) {
            let (tokens, catalogDiagnostics) = AssetCatalogReader.read(
                folder: root + "/" + catalog, displayPath: root + "/" + catalog, root: realRoot
            )
            fromFiles.diagnostics += catalogDiagnostics
            for token in tokens {
                fromFiles.tokens.append(token)
                TokenBlock.append(token, file: catalog, to: &fromFiles.blocks)
            }
        }
        // Tokens that no page shows get pages of their own, read as written pages are.
        let generated = GeneratedPages.pages(
            for: fromFiles.blocks, tokens: fromFiles.tokens, shownBy: pages, setting: generatedPages
        )
        let (system, specDiagnostics) = DesignSystem.read(
            pages + generated, cache: cache, files: fromFiles, contentFiles: Set(files)
        )
        var all = diagnostics + fileDiagnostics + specDiagnostics
        // A folder of token files and no page, from which nothing was read, is not a guide to build.
        if system.tokens.isEmpty, markdown.isEmpty, themes.isEmpty, !all.containsErrors,
           let empty = noTokens(files, in: root) {
            all.append(empty)
        }
        return (system, all.sorted())
    }

    /// Reads and parses the pages at `paths`, spread over the cores, in the order of `paths`.
    private static func readPages(
        _ paths: [String], in root: String, cache: PageCache?, statuses: [String: FileStatus]
    ) -> ([Page], [Diagnostic]) {
        // The pages the walk found unchanged come from the cache in one look; the others are read
        // on every core.
        let known = cache?.pages(paths.map { (root + "/" + $0, statuses[$0]) })
            ?? Array(repeating: nil, count: paths.count)
        let missing = paths.indices.filter { known[$0] == nil }
        var results: [Result<Page, Diagnostic>?] = known.map { $0.map { .success($0) } }
        let read = missing.concurrentMap { index in
            readPage(paths[index], in: root, cache: cache, status: statuses[paths[index]])
        }
        for (index, result) in zip(missing, read) { results[index] = result }
        var pages: [Page] = []
        var diagnostics: [Diagnostic] = []
        for result in results {
            switch result {
            case .success(let page): pages.append(page)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            case nil: break
            }
        }
        return (pages, diagnostics)
    }

    /// One page read and parsed, or the cache's while the file is unchanged; `status` is what the
    /// walk saw of it.
    private static func readPage(
        _ path: String, in root: String, cache: PageCache?, status walked: FileStatus?
    ) -> Result<Page, Diagnostic> {
        let displayPath = root + "/" + path
        // Looked at before the read (by the walk, or here): a file saved again while it is
        // read is read again next time.
        let status = cache == nil ? nil : walked ?? FileStatus(displayPath)
        if let status, let page = cache?.page(at: displayPath, unchangedSince: status) { return .success(page) }
        return FileBudget.read(displayPath, noun: "page").flatMap { data -> Result<Page, Diagnostic> in
            guard let markdown = String(data: data, encoding: .utf8) else {
                return .failure(Diagnostic(
                    .unreadableFile, at: .start(of: displayPath), "this file is not valid UTF-8 text"
                ))
            }
            return .success(
                cache?.page(markdown, path: path, displayPath: displayPath, status: status)
                    ?? PageParser.parse(markdown, path: path, displayPath: displayPath)
            )
        }
    }

    /// The outermost `*.xcassets` folders among `paths` (and colour sets outside any catalog),
    /// relative to the content folder.
    static func assetCatalogs(in paths: [String]) -> [String] {
        var catalogs: [String] = []
        // Split only what may be inside a catalog: splitting every path of a large site was a
        // tenth of a load under `dsgen serve`.
        for path in paths
        where ByteSearch.contains(".xcassets", in: path) || ByteSearch.contains(".colorset", in: path) {
            let parts = path.pathParts
            guard let index = parts.firstIndex(where: { $0.hasSuffix(".xcassets") || $0.hasSuffix(".colorset") }) else {
                continue
            }
            let catalog = parts[...index].joined(separator: "/")
            if catalogs.last != catalog { catalogs.append(catalog) }
        }
        return catalogs
    }

    /// The DTCG token files and resolvers below the content folder, and Tokens Studio's folders
    /// (read through the resolver their themes stand for).
    private static func readTokenFiles(_ paths: [String], in root: String) -> ([DTCGLoader.File], [Diagnostic]) {
        var (files, handled, diagnostics) = tokensStudioFolders(paths, in: root)
        for path in paths where path.hasSuffix(".json") || DTCGLoader.isTokenFile(path) {
            guard !handled.contains(path) else { continue }
            guard DTCGLoader.isTokenFile(path) || DTCGLoader.isResolver(path) else {
                // A plain .json file is read only when it is Tokens Studio's file of several sets, or
                // Figma's variables.
                guard !path.contains(".xcassets/"), case .success(let data) = readFile(root + "/" + path) else {
                    continue
                }
                if let project = tokensStudioFile(path, data: data, in: root) {
                    files += project.files
                    diagnostics.append(project.warning)
                } else if let figma = figmaFile(path, data: data, in: root) {
                    files += figma.files
                    diagnostics += figma.1
                } else if FigmaExport.mayBe(data) {
                    // A mode of Figma's export saved under a plain name (`Light_tokens.json`).
                    files.append(DTCGLoader.File(path: path, displayPath: root + "/" + path, data: data))
                }
                continue
            }
            switch readFile(root + "/" + path) {
            case .success(let data):
                files.append(DTCGLoader.File(path: path, displayPath: root + "/" + path, data: data))
            case .failure(let problem): diagnostics.append(problem)
            }
        }
        // Figma's export, a file per collection and mode, is read through the resolver its modes stand for.
        if let figma = FigmaExport.read(files) {
            let converted = Set(figma.files.compactMap(\.source))
            files = files.filter { !converted.contains($0.path) } + figma.files
            diagnostics += figma.diagnostics
        }
        return (files, diagnostics)
    }

    /// Paths of the `*.md` files below `root`, relative to it, skipping hidden files and folders;
    /// sorted so that each folder's `index.md` comes first, then by path.
    static func markdownFiles(in root: String) -> [String] {
        inPageOrder(FolderListing.files(in: root).filter { $0.hasSuffix(".md") })
    }

    /// `paths` sorted by `pageOrder`, each split into its components once rather than on every comparison.
    static func inPageOrder(_ paths: [String]) -> [String] {
        paths.map { ($0, $0.pathParts) }.sorted { pageOrder($0.1, $1.1) }.map(\.0)
    }

    /// `index.md` sorts before its siblings; otherwise paths sort by their components.
    static func pageOrder(_ a: String, _ b: String) -> Bool {
        pageOrder(a.pathParts, b.pathParts)
    }

    private static func pageOrder(_ left: [Substring], _ right: [Substring]) -> Bool {
        for (x, y) in zip(left, right) where x != y {
            if x == "index.md" { return true }
            if y == "index.md" { return false }
            return x < y
        }
        return left.count < right.count
    }
}
