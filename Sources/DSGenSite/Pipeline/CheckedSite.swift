import DSGenCore
import DSGenExport
import DSGenLint
import Foundation

/// The content and the theme, loaded and checked, ready to render any page: one build's state,
/// which `dsgen serve` keeps between saves so that it can render only what a save changed.
public struct CheckedSite: Sendable {
    public let system: DesignSystem
    /// What the check stage found, under the team's configuration: the site shows it.
    public let check: CheckResult
    /// What each page shows of its Swift examples, by display path and fence index.
    let shown: [String: [Int: ShownExample]]
    /// The configuration the check ran under, as `LintConfiguration.fingerprint`.
    let configurationFingerprint: Int
    /// Warnings found while loading and checking, and the findings of the pages' examples, which
    /// are shown beside them and never stop a build. Errors of the spec or the theme stop the load instead.
    public let warnings: [Diagnostic]
    let theme: Theme
    /// Set again for the version menu (`showing(_:current:)`).
    var renderer: PageRenderer
    /// The design system in each other context of the resolvers' theme modifiers, for the
    /// token index's switch: one modifier changed at a time, the others at their default.
    let variants: [(choice: ThemeChoice, system: DesignSystem)]
    /// The content folder's other files (images, PDFs, downloads), published as they are.
    public let published: [PublishedFiles.File]
    /// The content folder as the user named it, which `published` paths are relative to.
    let contentDirectory: String
    /// Whether the content has no top-level `index.md`, so that the site gets a generated home page.
    let generatesHomePage: Bool
    /// The search index's entries encoded for `dsgen serve`'s last build, if this is one of its builds.
    let searchCache: SearchEntryCache?
    /// What the token rows say of their uses, hashed; 0 when the site does not know the app's sources.
    let usageFingerprint: Int

    /// Checks what was loaded: any error of the spec or the theme, or two sources for one site
    /// path, is thrown. With an `exampleCache`, the Swift examples of pages unchanged since its
    /// last build are neither parsed nor linted again.
    init(
        _ loaded: LoadedSite,
        exampleCache: ExampleCache? = nil,
        searchCache: SearchEntryCache? = nil,
        navigationCache: NavigationCache? = nil,
        collisionCache: CollisionCache? = nil,
        drawsPreviews: Bool = true
    ) throws(DiagnosticError) {
        self.searchCache = searchCache
        let (loading, themeDiagnostics) = (loaded.diagnostics, loaded.themeDiagnostics)
        guard let system = loaded.system, let theme = loaded.theme else {
            throw DiagnosticError((loading + themeDiagnostics).sorted())
        }
        let variants = loaded.variants
        self.variants = variants
        configurationFingerprint = loaded.configuration.fingerprint
        published = loaded.published
        let root = FolderListing.normalized(loaded.contentDirectory)
        self.contentDirectory = root
        generatesHomePage = HomePage.isNeeded(for: system.pages)
        let generated = Self.generatedPaths(
            variants: variants, homePage: generatesHomePage, versions: loaded.publishesVersions
        )
        // The sidebar and the clashes among the site's files are worked out while the examples
        // are checked: they need only the pages and the other files' names.
        let ((navigation, collisions), (figures, check, shown)) = alongside({ [pages = system.pages, published] in
            let claims = Self.claims(pages: pages, theme: theme, generated: generated, published: published, root: root)
            return (
                navigationCache?.navigation(pages: pages, theme: theme) ?? Navigation(pages: pages, theme: theme),
                collisionCache?.collisions(claims, generated: generated)
                    ?? SiteBuilder.collisions(claims, generated: generated)
            )
        }) {
            Self.checkExamples(system, loaded, cache: exampleCache, previews: drawsPreviews)
        }
        let (identity, identityDiagnostics) = SiteIdentity.make(loaded, system: system)
        let diagnostics = (check.spec.map(\.diagnostic) + themeDiagnostics + identityDiagnostics).sorted()
        guard !diagnostics.containsErrors else { throw DiagnosticError(diagnostics) }
        guard collisions.isEmpty else { throw DiagnosticError(diagnostics + collisions) }
        self.system = system
        self.check = check
        // Drawn, the previews' readings are needed only by a next build that reuses them.
        self.shown = exampleCache == nil && drawsPreviews ? shown.mapValues { $0.mapValues(\.drawn) } : shown
        self.theme = theme
        warnings = (diagnostics + check.examples.values.flatMap(\.values).flatMap(\.findings).map(\.diagnostic))
            .sorted()
        renderer = PageRenderer(
            theme: theme, system: system, navigation: navigation,
            identity: identity, check: check, shown: self.shown,
            figures: figures,
            sizes: TokenBlockRenderer.sizes(of: system, in: variants),
            usage: loaded.usage.map(Self.usesByPath),
            components: loaded.components,
            tokenIndex: TokenIndexRenderer.page(among: system.pages).outputPath
        )
        usageFingerprint = Self.fingerprint(of: loaded.usage, components: loaded.components)
    }

    /// The check stage over the pages' examples, its tables (the token catalog) made on the same
    /// core; with `previews`, each example's preview drawn, and what the preview checks found added.
    private static func checkExamples(
        _ system: DesignSystem, _ loaded: LoadedSite, cache: ExampleCache?, previews: Bool
    ) -> (SiteFigures?, CheckResult, [String: [Int: ShownExample]]) {
        let check = Check(system, configuration: loaded.configuration)
        let (linted, shown, early) = ExamplePass.run(
            check, loading: loaded.diagnostics, cache: cache, previews: previews
        )
        guard previews else { return (nil, linted, shown) }
        let (figures, checked) = SiteFigures.checked(check, linted: linted, shown: shown, early: early, cache: cache)
        return (figures, checked, shown)
    }

    /// The paths of the files the site generates besides the pages: the site-wide files, the
    /// downloads, each theme context's token index, a home page when the content has none, and
    /// the earlier versions' folder when it publishes them.
    private static func generatedPaths(
        variants: [(choice: ThemeChoice, system: DesignSystem)], homePage: Bool, versions: Bool
    ) -> [String] {
        siteWidePaths.filter { $0 != TokenIndexRenderer.page.outputPath } + [Downloads.folder]
            + variants.map { TokenIndexRenderer.page(for: $0.choice).outputPath }
            + (homePage ? [HomePage.page.outputPath] : []) + (versions ? [VersionMenu.folder] : [])
    }

    /// Every file of the site with what it is made from, for the clashes among them: the token
    /// index (where the pages leave it room), the pages, the published files and the theme's.
    private static func claims(
        pages: [Page], theme: Theme, generated: [String], published: [PublishedFiles.File], root: String
    ) -> [SiteBuilder.Claim] {
        SiteBuilder.claims(
            pages: [TokenIndexRenderer.page(among: pages)] + pages, assets: theme.assetOrigins, generated: generated,
            published: published.map { ($0.sitePath, root + "/" + $0.path) }
        )
    }

    /// Each token's uses, by its path.
    private static func usesByPath(_ usage: TokenUsage) -> [String: TokenUsage.Use] {
        Dictionary(usage.tokens.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// What the pages show of the app's Swift (each token's uses and files, each component's
    /// API and tokens), hashed: pages render again when it changes.
    private static func fingerprint(of usage: TokenUsage?, components: [String: ComponentSource]) -> Int {
        guard usage != nil || !components.isEmpty else { return 0 }
        var hasher = Hasher()
        for (page, source) in components.sorted(by: { $0.key < $1.key }) {
            hasher.combine(page)
            hasher.combine(source.api)
            hasher.combine(source.tokens)
        }
        for token in usage?.tokens ?? [] {
            hasher.combine(token.path)
            hasher.combine(token.uses)
            hasher.combine(token.files.count)
        }
        return hasher.finalize()
    }

    /// Loads the team's configuration, the content and the theme of `options`, adds dsgen's pages
    /// and checks them: the load, generated pages and check steps, reported to `clock`. Pages
    /// that have not changed since `cache` saw them are not parsed again, nor the examples of
    /// pages that `exampleCache` saw. `listing` is the content folder's walk, when the caller has
    /// made one (with statuses, for the page cache).
    /// `dsgen serve` keeps its theme in `themeCache`, its sidebar in `navigationCache` and the clashes
    /// among its files in `collisionCache`.
    public static func load(
        _ options: BuildOptions,
        cache: PageCache,
        exampleCache: ExampleCache? = nil,
        searchCache: SearchEntryCache? = nil,
        listing: FolderListing.Listing? = nil,
        themeCache: ThemeCache? = nil,
        navigationCache: NavigationCache? = nil,
        collisionCache: CollisionCache? = nil,
        clock: StepClock? = nil
    ) throws(DiagnosticError) -> CheckedSite {
        clock?.start(.load)
        let loaded = try LoadedSite.load(options, cache: cache, listing: listing, themeCache: themeCache)
        clock?.start(.addPages)
        let added = AddedPages.add(to: loaded, options)
        clock?.start(.check)
        return try CheckedSite(
            added,
            exampleCache: exampleCache, searchCache: searchCache, navigationCache: navigationCache,
            collisionCache: collisionCache, drawsPreviews: options.drawsPreviews
        )
    }

    /// The content of each published file, by site path. A file removed since the load is left
    /// out rather than failing the whole build: the next build no longer lists it.
    public func publishedFiles() -> [String: Data] {
        var files: [String: Data] = [:]
        for file in published {
            if let data = try? Data(contentsOf: URL(fileURLWithPath: sourcePath(of: file)), options: .mappedIfSafe) {
                files[file.sitePath] = data
            }
        }
        return files
    }

    /// Where `file` is on disk.
    public func sourcePath(of file: PublishedFiles.File) -> String {
        contentDirectory + "/" + file.path
    }

    /// The HTML of one page.
    public func render(_ page: Page) -> Data {
        Data(renderer.render(page).utf8)
    }

    /// The theme's files that are copied as they are (stylesheets, images), by site path.
    public var assets: [String: Data] { theme.assets }

    /// Every file of the site. Pages render independently, so they are spread over the cores; the
    /// result is keyed by path, so the order they finish in cannot show in the output.
    public func renderAll() -> [String: Data] {
        renderAll(system.pages).merging(assets) { page, _ in page }.merging(siteWideFiles()) { page, _ in page }
            .merging(publishedFiles()) { page, _ in page }
    }

    /// The site paths of `siteWideFiles()` outside `downloads/`, known without rendering it: on a
    /// large site that is a large part of a build.
    public static let siteWidePaths = [TokenIndexRenderer.page.outputPath, SearchIndex.path, CSSEmitter.fileName]
    /// The site path of the search box's index.
    public static let searchIndexPath = SearchIndex.path

    /// The files made from the whole design system rather than one page (`siteWideEmitters`):
    /// the token index, `tokens.html`, and its other choices of the theme's modifiers; the search
    /// box's index of pages and tokens; what the emit stage's formats write, `tokens.css` and the
    /// downloads; and the generated home page, when the content has no `index.md`. Each emitter
    /// runs on its own core: on a design system of thousands of tokens the index alone takes as
    /// long as all the pages.
    public func siteWideFiles() -> [String: Data] {
        siteWideEmitters.concurrentMap { $0.make(self) }.reduce(into: [:]) { files, made in
            files.merge(made) { first, _ in first }
        }
    }

    /// The HTML of `pages`, by site path.
    public func renderAll(_ pages: [Page]) -> [String: Data] {
        Dictionary(zip(pages.map(\.outputPath), pages.concurrentMap { render($0) })) { _, later in later }
    }
}
