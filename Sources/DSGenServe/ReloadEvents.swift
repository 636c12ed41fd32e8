import DSGenCore
import Foundation
import Synchronization

/// The Server-Sent Events every open page listens to: `reload` after a successful rebuild,
/// `build-failed` with the diagnostics after a failed one. A page that connects while the last
/// build has failed is told at once, so the overlay shows on every page until the fix.
final class ReloadEvents: Sendable {
    private struct State {
        var clients: [UUID: AsyncStream<String>.Continuation] = [:]
        var failure: String?
        var closed = false
    }

    private let state = Mutex(State())

    /// A new client's stream: a retry interval, then `reload` if the page is out of date
    /// (`isStale`), and the current failure if there is one.
    func subscribe(isStale: Bool = false) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        let id = UUID()
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.clients.removeValue(forKey: id) }
        }
        state.withLock { state in
            guard !state.closed else { continuation.finish(); return }
            continuation.yield("retry: 1000\n\n")
            if isStale { continuation.yield("event: reload\ndata: {}\n\n") }
            if let failure = state.failure { continuation.yield(failure) }
            state.clients[id] = continuation
        }
        return stream
    }

    func reload() {
        broadcast("event: reload\ndata: {}\n\n", failure: nil)
    }

    func buildFailed(_ diagnostics: [Diagnostic]) {
        let lines = diagnostics.map { JSONText.quoted($0.description) }.joined(separator: ",")
        let message = "event: build-failed\ndata: {\"diagnostics\":[\(lines)]}\n\n"
        broadcast(message, failure: message)
    }

    /// Ends every stream, so that open pages do not hold the server open while it shuts down.
    func close() {
        let clients = state.withLock { state in
            state.closed = true
            defer { state.clients = [:] }
            return Array(state.clients.values)
        }
        for client in clients { client.finish() }
    }

    private func broadcast(_ message: String, failure: String?) {
        let clients = state.withLock { state in
            state.failure = failure
            return Array(state.clients.values)
        }
        for client in clients { client.yield(message) }
    }
}
