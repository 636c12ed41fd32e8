import DSGenCore
import DSGenLint
import DSGenSite
import Foundation

/// The private build a preview serves: written to its own folder, never over `site/`, with the
/// live-reload script in every page. After a save it renders only what the save changed: the
/// edited pages, unless the sidebar, a token or the theme changed, which every page shows.
struct LocalSite {
    enum Outcome {
        case built(pages: Int, seconds: Double, warnings: [Diagnostic])
        case failed([Diagnostic])
    }

    let options: BuildOptions
    /// The files of the earlier versions (`versions:`), under `v/`: built once, at the first good build.
    private var versionFiles: Set<String>?
    private let cache = PageCache()
    private let exampleCache = ExampleCache()
    private let searchCache = SearchEntryCache()
    private let themeCache = ThemeCache()
    private let navigationCache = NavigationCache()
    private let collisionCache = CollisionCache()
    /// The key of what each emitter read in the last good build, by emitter name.
    private var emitterKeys: [String: Int]?
    /// The files each site-wide emitter wrote last, by emitter name: an emitter whose inputs did not
    /// change is not run, and its files stand.
    private var emitted: [String: Set<String>] = [:]
    /// The pages of the last good build, by site path, to tell which changed.
    private(set) var pages: [String: Page] = [:]
    /// The site paths written so far, to remove what a build no longer produces.
    private var written: Set<String> = []
    /// A theme change not yet shown: it survives failed rebuilds until one succeeds.
    private var themePending = false
    /// The number of the last successful build, and the build that last changed each file.
    private var build = 0
    private(set) var builds: [String: Int] = [:]
    /// The files served from memory rather than written: the search index, which almost every
    /// save changes and which on a large site is megabytes. Writing it was a fifth of a save.
    static let heldPaths: Set<String> = [CheckedSite.searchIndexPath]
    /// The held files of the last good build, by site path.
    private(set) var held: [String: HeldFile] = [:]
    /// Each content file copied as it is, by site path, with its source as it was when copied:
    /// an image is copied again only when it changed, not on every save of a page.
    private var copied: [String: CopiedFile] = [:]

    private struct CopiedFile: Equatable {
        var source: String
        var status: FileStatus?
    }

    /// `folder` must exist and belong to the preview.
    /// `configuration` is read when it exists; the preview watches it and picks it up once it does.
    init(content: String, templates: String?, configuration: String, folder: String) {
        let explicit = configuration != ServeOptions.defaultConfigurationPath ? configuration : nil
        var options = BuildOptions(
            contentDirectory: content,
            templatesDirectory: templates,
            outputDirectory: folder,
            configurationPath: explicit
        )
        // A configuration that cannot be read is reported by each build, until it is mended.
        options.history = try? SiteHistory.load(options)
        self.options = options
    }

    /// Loads the content and theme again and writes what changed. A failed build leaves the
    /// folder as it was, so the last good site stays served. `listing` is the watcher's last walk
    /// of the content folder: the load reads its files and statuses instead of walking it again.
    mutating func rebuild(themeChanged: Bool, listing: FolderListing.Listing? = nil) -> Outcome {
        let start = Date()
        themePending = themePending || themeChanged
        if themePending { themeCache.forget() }
        let snapshot: CheckedSite, versions: Set<String>?
        do {
            (snapshot, versions) = try load(listing: listing)
        } catch {
            return .failed(error.diagnostics)
        }
        // Each emitter runs again only when what it reads changed: a one-page edit renders that
        // page alone, and the token index, on a large site a large part of a build, only when a
        // token or the sidebar changed.
        let keys = snapshot.emitterKeys()
        let previous = themePending ? nil : emitterKeys
        let everything = previous?[CheckedSite.pagesEmitter] != keys[CheckedSite.pagesEmitter]
        let changed = everything ? snapshot.system.pages : snapshot.system.pages.filter { pages[$0.outputPath] != $0 }
        let build = self.build + 1
        var files = snapshot.renderAll(changed).mapValues { LiveReload.inject($0, build: build) }
        var nowEmitted = emitted.filter { keys[$0.key] != nil }
        for (emitter, made) in snapshot.siteWideFiles(changedSince: previous, keys: keys) {
            for (path, data) in made {
                files[path] = path.hasSuffix(".html") ? LiveReload.inject(data, build: build) : data
            }
            nowEmitted[emitter] = Set(made.keys)
        }
        if everything {
            files.merge(snapshot.assets) { page, _ in page }
            files[LiveReload.scriptPath] = LiveReload.script
        }
        let nowCopied = copy(snapshot, listing: listing, into: &files)
        let produced = Set(snapshot.system.pages.map(\.outputPath)).union(snapshot.assets.keys)
            .union([LiveReload.scriptPath])
            .union(nowCopied.keys)
            .union(nowEmitted.values.joined())
            .union(versions ?? [])
        let nowHeld: [String: HeldFile]
        do {
            nowHeld = try write(files, produced: produced)
        } catch {
            return .failed([Diagnostic(
                .outputError, at: .start(of: options.outputDirectory),
                "cannot write the preview: \(error.localizedDescription)"
            )])
        }
        written = produced
        versionFiles = versions
        held = nowHeld
        copied = nowCopied
        self.build = build
        builds = builds.filter { produced.contains($0.key) }
        for path in files.keys { builds[path] = build }
        themePending = false
        emitterKeys = keys
        emitted = nowEmitted
        pages = Dictionary(snapshot.system.pages.map { ($0.outputPath, $0) }, uniquingKeysWith: { first, _ in first })
        return .built(pages: changed.count, seconds: Date().timeIntervalSince(start), warnings: snapshot.warnings)
    }

    /// The load and check stages, with the version menu on the pages when the guide publishes earlier
    /// versions, and those versions' files, written at the first good build.
    private func load(
        listing: FolderListing.Listing?
    ) throws(DiagnosticError) -> (CheckedSite, versions: Set<String>?) {
        let snapshot = try CheckedSite.load(
            options, cache: cache, exampleCache: exampleCache, searchCache: searchCache,
            listing: listing, themeCache: themeCache, navigationCache: navigationCache,
            collisionCache: collisionCache
        )
        guard let history = options.history else { return (snapshot, nil) }
        let sites = history.sites(latest: snapshot)
        return (sites[0].site, versionFiles ?? writeVersions(sites.dropFirst(), history))
    }

    /// Writes the earlier versions' sites, each in its folder under `v/`, and deletes the revisions'
    /// temporary folders; the paths written. A version that cannot be written is left out.
    private func writeVersions(
        _ sites: ArraySlice<(site: CheckedSite, folder: String)>, _ history: SiteHistory
    ) -> Set<String> {
        var paths: Set<String> = []
        for (site, folder) in sites {
            let files = site.renderAll()
            for (path, data) in files where (try? write(data, to: folder + path)) != nil {
                paths.insert(folder + path)
            }
        }
        history.remove()
        return paths
    }

    /// The published files (images, downloads) that changed since they were last copied, read into
    /// `files`; every published file's stamp, for the next rebuild.
    private func copy(
        _ snapshot: CheckedSite, listing: FolderListing.Listing?, into files: inout [String: Data]
    ) -> [String: CopiedFile] {
        var nowCopied: [String: CopiedFile] = [:]
        for file in snapshot.published {
            let source = snapshot.sourcePath(of: file)
            let stamp = CopiedFile(source: source, status: listing?.statuses[file.path] ?? FileStatus(source))
            if copied[file.sitePath] == stamp {
                nowCopied[file.sitePath] = stamp
                continue
            }
            // A file removed since the load is no longer produced, so the stale copy goes too.
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: source), options: .mappedIfSafe) else {
                continue
            }
            files[file.sitePath] = data
            nowCopied[file.sitePath] = stamp
        }
        return nowCopied
    }

    /// Removes what is no longer produced and writes `files`, but for the files the server holds
    /// in memory, which it returns.
    private func write(_ files: [String: Data], produced: Set<String>) throws -> [String: HeldFile] {
        var nowHeld = held.filter { produced.contains($0.key) }
        for stale in written.subtracting(produced) where !Self.heldPaths.contains(stale) {
            try? FileManager.default.removeItem(atPath: options.outputDirectory + "/" + stale)
        }
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            if Self.heldPaths.contains(path) {
                nowHeld[path] = HeldFile(data: data, modified: Date())
            } else {
                try write(data, to: path)
            }
        }
        return nowHeld
    }

    private func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: options.outputDirectory).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// The page served at `/` until the first build succeeds; it reloads itself when one does.
    mutating func writeWaitingPage() {
        try? write(LiveReload.waitingPage, to: "index.html")
        try? write(LiveReload.script, to: LiveReload.scriptPath)
        written.formUnion(["index.html", LiveReload.scriptPath])
        builds["index.html"] = 0
    }
}
