import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A few raw HTTP/1.1 requests over a socket: exact paths (no client tidies `..` or `%2e` away),
/// exact headers, and a Server-Sent Events stream read as it arrives.
struct HTTPProbe {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    let port: Int

    /// Sends one request with `Connection: close` and reads the whole response.
    /// `host` is the `Host` header's value: the server's own address unless given; nil sends none.
    func request(
        _ path: String, method: String = "GET", headers: [String: String] = [:], host: String?? = .none
    ) throws -> Response {
        let socket = try connect()
        defer { close(socket) }
        let hostHeader = host ?? "127.0.0.1:\(port)"
        try send(
            socket, method: method, path: path, host: hostHeader,
            headers: headers.merging(["Connection": "close"]) { $1 })
        var data = Data()
        // A response ends when the server closes the connection; 60 s allows for a machine busy
        // with the other suites and more (a debug build's first render can take seconds there).
        while let chunk = Self.read(socket, timeout: 60), !chunk.isEmpty { data.append(chunk) }
        return Self.parse(String(decoding: data, as: UTF8.self))
    }

    /// Opens an event stream and reads it until `until` holds for what arrived, or `timeout` passes.
    final class EventStream {
        private let socket: Int32
        private(set) var text = ""

        fileprivate init(socket: Int32) { self.socket = socket }
        deinit { close(socket) }

        /// Whether the server closes the connection within `timeout`.
        func isClosed(within timeout: TimeInterval) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while deadline.timeIntervalSinceNow > 0 {
                guard let chunk = HTTPProbe.read(socket, timeout: deadline.timeIntervalSinceNow) else { return false }
                if chunk.isEmpty { return true }
                text += String(decoding: chunk, as: UTF8.self)
            }
            return false
        }

        func read(until condition: (String) -> Bool, timeout: TimeInterval = 10) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while !condition(text) {
                let left = deadline.timeIntervalSinceNow
                guard left > 0, let chunk = HTTPProbe.read(socket, timeout: left), !chunk.isEmpty else {
                    return condition(text)
                }
                text += String(decoding: chunk, as: UTF8.self)
            }
            return true
        }
    }

    /// A connection that sends nothing.
    func silentConnection() throws -> EventStream {
        EventStream(socket: try connect())
    }

    func events(_ path: String) throws -> EventStream {
        let socket = try connect()
        try send(socket, method: "GET", path: path, host: "127.0.0.1:\(port)", headers: ["Accept": "text/event-stream"])
        return EventStream(socket: socket)
    }

    private func connect() throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(socket)
            throw POSIXError(.ECONNREFUSED)
        }
        return socket
    }

    private func send(_ socket: Int32, method: String, path: String, host: String?, headers: [String: String]) throws {
        var text = "\(method) \(path) HTTP/1.1\r\n"
        if let host { text += "Host: \(host)\r\n" }
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        text += "\r\n"
        let bytes = Array(text.utf8)
        guard Glibc.send(socket, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else { throw POSIXError(.EIO) }
    }

    /// Up to 64 KiB once data arrives; empty at the end of the stream; nil on timeout.
    fileprivate static func read(_ socket: Int32, timeout: TimeInterval) -> Data? {
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(timeout * 1000)) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = recv(socket, &buffer, buffer.count, 0)
        return count <= 0 ? Data() : Data(buffer[0..<count])
    }

    private static func parse(_ text: String) -> Response {
        let parts = text.components(separatedBy: "\r\n\r\n")
        let head = parts.first?.components(separatedBy: "\r\n") ?? []
        let status = head.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: parts.dropFirst().joined(separator: "\r\n\r\n"))
    }
}
