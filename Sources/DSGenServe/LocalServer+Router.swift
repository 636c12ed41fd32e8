import DSGenCore
import Foundation
import Hummingbird
import Logging
import NIOCore

extension LocalServer {
    /// The server's routes: requests from other hosts refused, the built files from `folder`
    /// (never cached), a page for what is not there, and the stream that tells open pages to reload.
    static func router(
        folder: String, index: SiteIndex, events: ReloadEvents, host: String, logger: Logger
    ) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: RequestGuard(listenHost: host))
        router.add(middleware: NotFoundMiddleware(index: index))
        // Every file is revalidated on each use: after a reload, an edited stylesheet must not come from cache.
        let noCache = CacheControl([(MediaType(type: .any), [.noCache])])
        router.add(middleware: FileMiddleware(
            fileProvider: ServedFiles(folder: folder, index: index, logger: logger),
            cacheControl: noCache,
            searchForIndexHtml: true
        ))
        router.get(RouterPath(LiveReload.eventsPath)) { request, _ -> Response in
            let pageBuild = request.uri.queryParameters.get("build").flatMap { Int($0) }
            let current = request.uri.queryParameters.get("path").flatMap { index.build(ofURLPath: $0) }
            let stream = events.subscribe(isStale: pageBuild != nil && current != nil && pageBuild != current)
            return Response(
                status: .ok,
                headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                body: ResponseBody { writer in
                    for await message in stream { try await writer.write(ByteBuffer(string: message)) }
                    try await writer.finish(nil)
                }
            )
        }
        return router
    }

    /// Says where the preview is, and warns when other machines can read it.
    static func announce(_ url: URL, host: String, content: String, log: (String) -> Void) {
        log("Serving \(FolderListing.normalized(content))/ at \(url.absoluteString) (Ctrl-C to stop)")
        if PreviewHost.isBeyondLoopback(host) {
            log("warning: listening on \(host) lets other machines on the network read the preview; " +
                "use --host 127.0.0.1 to keep it to this one")
        }
    }
}
