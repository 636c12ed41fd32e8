import DSGenCore
import Foundation
import Hummingbird
import Logging

/// The preview folder as Hummingbird's `FileMiddleware` reads it, with two guarantees its local
/// file system does not give: nothing outside the folder is ever served, even through a link that
/// points out of it, and modification times keep their nanoseconds, so a page rebuilt twice in
/// one second never gets an old `ETag` (and a stale `304 Not Modified`).
struct PreviewFileSystem: FileProvider {
    struct FileAttributes: FileMiddlewareFileAttributes, Sendable {
        let isFolder: Bool
        let size: Int
        let modificationDate: Date
    }

    typealias FileIdentifier = String

    /// The folder's real path, links resolved.
    let root: String
    private let local: LocalFileSystem

    init(folder: String, logger: Logger) {
        // realpath, like the check below: on macOS, URL would drop the `/private` realpath keeps.
        if let resolved = realpath(folder, nil) {
            root = String(cString: resolved)
            free(resolved)
        } else {
            root = folder
        }
        local = LocalFileSystem(rootFolder: root, threadPool: .singleton, logger: logger)
    }

    func getFileIdentifier(_ path: String) -> String? {
        guard !path.contains("\0"), let candidate = local.getFileIdentifier(path) else { return nil }
        // The real path of what would be served, after every link: it must lie inside the folder.
        guard let resolved = realpath(candidate, nil) else { return nil }
        defer { free(resolved) }
        let real = String(cString: resolved)
        guard real == root || real.hasPrefix(root + "/") else { return nil }
        return candidate
    }

    func getAttributes(id: String) async throws -> FileAttributes? {
        guard let status = FileStatus(id) else { return nil }
        return FileAttributes(isFolder: status.isFolder, size: status.size, modificationDate: status.modificationDate)
    }

    func loadFile(id: String, context: some RequestContext) async throws -> ResponseBody {
        try await local.loadFile(id: id, context: context)
    }

    func loadFile(id: String, range: ClosedRange<Int>, context: some RequestContext) async throws -> ResponseBody {
        try await local.loadFile(id: id, range: range, context: context)
    }
}

/// Answers a request for a page that does not exist with a page that says so and links home,
/// instead of an empty 404.
struct NotFoundMiddleware<Context: RequestContext>: RouterMiddleware {
    let index: SiteIndex

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            let response = try await next(request, context)
            return response.status == .notFound ? page(for: request) : response
        } catch let error as HTTPError where error.status == .notFound {
            return page(for: request)
        }
    }

    private func page(for request: Request) -> Response {
        let path = Self.escape(request.uri.path)
        let pages = index.pages
        let requested = request.uri.path.split(separator: "/").last.map(String.init) ?? ""
        let closest = Suggestion(candidates: pages.map(\.path)).closest(to: String(request.uri.path.dropFirst()))
            ?? pages.first { $0.path.hasSuffix(requested) && !requested.isEmpty }?.path
        let suggestion = closest.map { "<p>Did you mean <a href=\"/\(Self.escape($0))\">/\(Self.escape($0))</a>?</p>" } ?? ""
        let list = pages.prefix(200).map { "<li><a href=\"/\(Self.escape($0.path))\">\(Self.escape($0.title))</a> <code>/\(Self.escape($0.path))</code></li>" }.joined(separator: "\n")
        let html = """
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"><title>Not found</title></head>
        <body>
        <h1>Not found</h1>
        <p>The preview has no page at <code>\(path)</code>. Pages are published at their Markdown path
        with <code>.html</code> and without order prefixes: <code>01-foundations/02-colors.md</code>
        becomes <code>/foundations/colors.html</code>.</p>
        \(suggestion)
        <p><a href="/">Back to the home page</a>, or one of the pages:</p>
        <ul>
        \(list)
        </ul>
        \(LiveReload.tag)
        </body>
        </html>

        """
        let body = ByteBuffer(string: html)
        return Response(
            status: .notFound,
            headers: [.contentType: "text/html; charset=utf-8", .contentLength: String(body.readableBytes)],
            body: request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: body)
        )
    }

    static func escape(_ text: String) -> String { HTMLText.escaped(text) }
}
