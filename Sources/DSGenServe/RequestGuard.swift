import Hummingbird

/// What the preview refuses before anything is served:
/// - methods other than GET and HEAD (405, with `Allow`): the preview only reads;
/// - a missing or empty `Host` (400), and a `Host` that names neither this machine nor an IP
///   address (403). A web page can point a domain name of its own at 127.0.0.1 (DNS rebinding)
///   and read the preview from the reader's browser; its requests carry that name as `Host`.
struct RequestGuard<Context: RequestContext>: RouterMiddleware {
    /// The address the preview listens on, as given to `--host`.
    let listenHost: String

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return Self.refusal(
                .methodNotAllowed, "The preview only reads: use GET or HEAD.", headers: [.allow: "GET, HEAD"]
            )
        }
        guard let host = request.head.authority, !host.isEmpty else {
            return Self.refusal(.badRequest, "The request names no host.")
        }
        guard PreviewHost.isAllowed(host: host, listening: listenHost) else {
            return Self.refusal(
                .forbidden,
                "The preview answers requests for localhost or an IP address, not for another host name."
            )
        }
        return try await next(request, context)
    }

    private static func refusal(
        _ status: HTTPResponse.Status,
        _ message: String,
        headers: HTTPFields = [:]
    ) -> Response {
        var fields = headers
        fields[.contentType] = "text/plain; charset=utf-8"
        return Response(
            status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(string: message + "\n"))
        )
    }
}

/// Which hosts the preview answers for, and which addresses it listens on beyond this machine.
enum PreviewHost {
    /// Whether the `Host` header `host` (with or without a port) names this machine: `localhost`,
    /// an IP address (no name lookup can lead to one), or the name the preview listens on.
    static func isAllowed(host: String, listening: String) -> Bool {
        let name = hostName(host).lowercased()
        if name == "localhost" || name.hasSuffix(".localhost") || name == listening.lowercased() { return true }
        return isIPAddress(name)
    }

    /// `example.com:8000` → `example.com`; `[::1]:8000` → `::1`.
    static func hostName(_ host: String) -> String {
        if host.hasPrefix("["), let close = host.firstIndex(of: "]") {
            return String(host[host.index(after: host.startIndex)..<close])
        }
        if let colon = host.lastIndex(of: ":"), host.firstIndex(of: ":") == colon { return String(host[..<colon]) }
        return host
    }

    /// An IPv4 address in dotted form, or an IPv6 address.
    static func isIPAddress(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 4, parts.allSatisfy({ part in UInt8(part) != nil && !part.hasPrefix("+") }) { return true }
        return name.contains(":") && name.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
    }

    /// Whether listening on `host` lets other machines reach the preview.
    static func isBeyondLoopback(_ host: String) -> Bool {
        let name = host.lowercased()
        return !(name == "localhost" || name == "::1" || name.hasPrefix("127."))
    }
}
