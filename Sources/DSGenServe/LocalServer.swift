import DSGenCore
import DSGenSite
import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle

/// `dsgen serve`: builds the content into a private folder, serves it over HTTP, watches the
/// content, the templates and `dsgen.yml`, and reloads open pages after every rebuild.
public struct LocalServer: Sendable {
    public let options: ServeOptions
    /// Where progress, rebuilds and diagnostics are written (standard error, in the command).
    private let log: @Sendable (String) -> Void

    public init(options: ServeOptions, log: @escaping @Sendable (String) -> Void) {
        self.options = options
        self.log = log
    }

    /// Why the server could not start.
    public enum StartError: Error, CustomStringConvertible {
        case portInUse(host: String, port: Int)
        case cannotListen(String)
        /// The content folder, or the templates folder given, is missing or not a folder.
        case missingFolder(Diagnostic)

        public var description: String {
            switch self {
            case .portInUse(let host, let port):
                "error: \(host):\(port) is already in use; choose another port with --port [usage]"
            case .cannotListen(let reason): "error: cannot listen: \(reason) [usage]"
            case .missingFolder(let diagnostic): diagnostic.description
            }
        }
    }

    /// Runs until SIGINT or SIGTERM (or until the task is cancelled), then removes the private
    /// folder. `onReady` receives the URL once the server listens.
    public func run(onReady: @escaping @Sendable (URL) -> Void = { _ in }) async throws {
        try checkFolders()
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("dsgen-serve-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        var logger = Logger(label: "dsgen.serve")
        logger.logLevel = .error
        let events = ReloadEvents()
        let index = SiteIndex()
        let (site, watcher) = siteAndWatcher(folder: folder)
        let listening = AsyncStream<Void>.makeStream()
        let router = Self.router(folder: folder, index: index, events: events, host: options.host, logger: logger)
        let service = WatchService(
            server: self, site: site, watcher: watcher, events: events, index: index, listening: listening.stream
        )
        let host = options.host, log = log
        let app = Application(
            router: router,
            server: .http1(configuration: .init(idleTimeout: TimeAmount(options.idleTimeout))),
            configuration: .init(
                address: .hostname(host, port: options.port),
                serverName: "dsgen",
                reuseAddress: false,
                availableConnectionsDelegate: ConnectionBudget(
                    maximum: options.maximumConnections ?? ConnectionBudget.fromDescriptorLimit(),
                    log: log
                )
            ),
            onServerRunning: { channel in
                let display = host.contains(":") ? "[\(host)]" : host
                let url = URL(string: "http://\(display):\(channel.localAddress?.port ?? 0)/")!
                Self.announce(url, host: host, content: options.contentDirectory, log: log)
                listening.continuation.yield()
                onReady(url)
            },
            logger: logger
        )
        // Services stop in the reverse of this order: the watcher first, which ends the pages'
        // event streams, so that the server is not kept waiting by pages that stay open.
        // The first build runs in the watcher once the server listens: signals are handled from
        // the start, and a port in use is reported before any building.
        let group = ServiceGroup(
            configuration: .init(services: [app, service], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        )
        do {
            try await group.run()
        } catch {
            events.close()
            let text = String(describing: error)
            if text.contains("Address already in use") || text.contains("EADDRINUSE") {
                throw StartError.portInUse(host: options.host, port: options.port)
            }
            if !Task.isCancelled { throw StartError.cannotListen(text) }
        }
        events.close()
    }

    /// The site built into `folder`, showing a waiting page until its first build, and the watcher
    /// of its sources, which looks at them first now, before the first build, so a save during
    /// it is seen.
    private func siteAndWatcher(folder: String) -> (LocalSite, FolderWatcher) {
        var site = LocalSite(
            content: options.contentDirectory,
            templates: options.templatesDirectory,
            configuration: options.configurationPath,
            folder: folder
        )
        site.writeWaitingPage()
        let watched = [options.contentDirectory, options.configurationPath]
            + (options.templatesDirectory.map { [$0] } ?? [])
        return (site, FolderWatcher(roots: watched, themeRoot: options.templatesDirectory))
    }

    /// The content folder must be a folder, and so must the templates folder, when one is given.
    private func checkFolders() throws {
        guard FolderListing.isFolder(options.contentDirectory) == true else {
            throw StartError.missingFolder(Diagnostic(
                .missingFile,
                at: .start(of: options.contentDirectory),
                "content folder '\(options.contentDirectory)' does not exist; create it or pass --content DIR"
            ))
        }
        if let templates = options.templatesDirectory,
            let problem = Theme.folderProblem(FolderListing.normalized(templates)) {
            throw StartError.missingFolder(problem)
        }
    }

    /// Writes what a rebuild did to the log, and tells open pages.
    func report(_ outcome: LocalSite.Outcome, events: ReloadEvents, first: Bool = false, changed: Int = 0) {
        switch outcome {
        case .built(let pages, let seconds, let warnings):
            if !warnings.isEmpty { log(WarningSummary.lines(warnings).joined(separator: "\n")) }
            let files = "\(changed) file\(changed == 1 ? "" : "s") changed"
            let what = first ? "Built \(pages) page\(pages == 1 ? "" : "s")"
                : pages == 0 ? files + "; no page changed" : files + "; rebuilt \(pages) page\(pages == 1 ? "" : "s")"
            log(what + " in \(String(format: "%.2f", seconds)) s")
            events.reload()
        case .failed(let diagnostics):
            log(WarningSummary.lines(diagnostics).joined(separator: "\n"))
            log(first ? "The build failed; the preview shows the problems until they are fixed."
                : "The build failed; still serving the last good build.")
            events.buildFailed(diagnostics)
        }
    }
}

/// Builds the site once the server listens, then watches the sources and rebuilds after each
/// burst of saves.
private struct WatchService: Service {
    let server: LocalServer
    let site: LocalSite
    let watcher: FolderWatcher
    let events: ReloadEvents
    let index: SiteIndex
    let listening: AsyncStream<Void>

    func run() async throws {
        var site = self.site, watcher = self.watcher
        let options = server.options
        await withGracefulShutdownHandler {
            var started = false
            for await _ in listening {
                started = true
                break
            }
            guard started, !Task.isShuttingDownGracefully else { return }
            // Each rebuild reads the content as the watcher last walked it: one walk a rebuild. The
            // first build walks it itself, as the watcher's first walk came before the server started.
            let content = options.contentDirectory
            rebuild(&site, themeChanged: true, first: true, changed: 0, listing: nil)
            while !Task.isCancelled && !Task.isShuttingDownGracefully {
                await watcher.wait(quietPeriod: options.quietPeriod, interval: options.pollInterval)
                guard let change = watcher.poll(quietPeriod: options.quietPeriod) else { continue }
                rebuild(
                    &site, themeChanged: change.touchesTheme, first: false, changed: change.paths.count,
                    listing: watcher.listing(of: content)
                )
            }
        } onGracefulShutdown: {
            events.close()
        }
    }

    private func rebuild(
        _ site: inout LocalSite, themeChanged: Bool, first: Bool, changed: Int, listing: FolderListing.Listing?
    ) {
        let outcome = site.rebuild(themeChanged: themeChanged, listing: listing)
        index.update(builds: site.builds, pages: site.pages, held: site.held)
        server.report(outcome, events: events, first: first, changed: changed)
    }
}
