import DSGenCore
import Foundation
import Hummingbird
import Logging

/// The preview folder as Hummingbird's `FileMiddleware` reads it, with guarantees its local file
/// system does not give:
/// - nothing outside the folder is ever served, even through a link that points out of it;
/// - a response is one version of the file, whole: the file is opened once, and its size, date
///   and bytes all come from that opening. A rebuild replaces a page by renaming a new file over
///   it; read by path twice, a response could pair the old size with the new bytes, a page cut
///   short;
/// - modification times keep their nanoseconds, so a page rebuilt twice in one second never gets
///   an old `ETag` (and a stale `304 Not Modified`).
struct ServedFiles: FileProvider {
    struct FileAttributes: FileMiddlewareFileAttributes, Sendable {
        let isFolder: Bool
        let size: Int
        let modificationDate: Date
    }

    /// A file as it was when it was opened: a folder, or a file's bytes (mapped, not copied).
    struct OpenedFile: Sendable {
        let path: String
        let status: FileStatus
        let contents: Data?
    }

    typealias FileIdentifier = OpenedFile

    /// The folder's real path, links resolved.
    let root: String
    private let local: LocalFileSystem
    /// Where the files served from memory are found, ahead of the folder.
    private let index: SiteIndex

    init(folder: String, index: SiteIndex, logger: Logger) {
        self.index = index
        // realpath, like the check below: on macOS, URL would drop the `/private` realpath keeps.
        if let resolved = realpath(folder, nil) {
            root = String(cString: resolved)
            free(resolved)
        } else {
            root = folder
        }
        local = LocalFileSystem(rootFolder: root, threadPool: .singleton, logger: logger)
    }

    func getFileIdentifier(_ path: String) -> OpenedFile? {
        if let held = index.held(atURLPath: path) {
            let status = FileStatus(size: held.data.count, modifiedAt: held.modified)
            return OpenedFile(path: root + "/" + path.drop { $0 == "/" }, status: status, contents: held.data)
        }
        guard !path.contains("\0"), let candidate = local.getFileIdentifier(path) else { return nil }
        // The real path of what would be served, after every link: it must lie inside the folder.
        guard let resolved = realpath(candidate, nil) else { return nil }
        defer { free(resolved) }
        let real = String(cString: resolved)
        guard real == root || real.hasPrefix(root + "/") else { return nil }
        return Self.open(real)
    }

    func getAttributes(id: OpenedFile) async throws -> FileAttributes? {
        FileAttributes(
            isFolder: id.status.isFolder,
            size: id.contents?.count ?? id.status.size,
            modificationDate: id.status.modificationDate
        )
    }

    func loadFile(id: OpenedFile, context: some RequestContext) async throws -> ResponseBody {
        ResponseBody(byteBuffer: ByteBuffer(bytes: id.contents ?? Data()))
    }

    func loadFile(id: OpenedFile, range: ClosedRange<Int>, context: some RequestContext) async throws -> ResponseBody {
        let contents = id.contents ?? Data()
        let bounds = max(range.lowerBound, 0)..<min(range.upperBound + 1, contents.count)
        return ResponseBody(byteBuffer: ByteBuffer(bytes: bounds.isEmpty ? Data() : contents[bounds]))
    }

    /// Opens `path` once: its status and, for a file, its bytes mapped from that same opening,
    /// which a later rename over the path does not change. (Only dsgen writes the preview's
    /// folder, and it always renames a new file into place, never shortens one that is open.)
    static func open(_ path: String) -> OpenedFile? {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard let status = FileStatus(descriptor: descriptor) else { return nil }
        guard !status.isFolder else { return OpenedFile(path: path, status: status, contents: nil) }
        guard status.size > 0 else { return OpenedFile(path: path, status: status, contents: Data()) }
        guard let mapped = mmap(nil, status.size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED else {
            return nil
        }
        let size = status.size
        let contents = Data(
            bytesNoCopy: mapped,
            count: size,
            deallocator: .custom { pointer, _ in munmap(pointer, size) }
        )
        return OpenedFile(path: path, status: status, contents: contents)
    }
}

/// Answers a request for a page that does not exist with a page that says so and links home,
/// instead of an empty 404.
struct NotFoundMiddleware<Context: RequestContext>: RouterMiddleware {
    let index: SiteIndex

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
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
        let suggestion = closest.map {
            "<p>Did you mean <a href=\"/\(Self.escape($0))\">/\(Self.escape($0))</a>?</p>"
        } ?? ""
        let list = pages.prefix(200).map {
            "<li><a href=\"/\(Self.escape($0.path))\">\(Self.escape($0.title))</a> " +
                "<code>/\(Self.escape($0.path))</code></li>"
        }.joined(separator: "\n")
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
