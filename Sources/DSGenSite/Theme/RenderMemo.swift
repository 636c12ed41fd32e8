import Synchronization

/// Renders kept by what they render, for contexts that repeat across a site (a token value,
/// "16pt", on many rows). Shared by the renders running at once; a `dsgen serve` that rebuilds for
/// a long time starts over past `limit` entries rather than keep every value it has seen.
final class RenderMemo<Context: Hashable & Sendable>: Sendable {
    private let rendered = Mutex<[Context: String]>([:])
    private let limit = 50_000

    func html(of context: Context, render: () -> String) -> String {
        if let html = rendered.withLock({ $0[context] }) { return html }
        let html = render()
        rendered.withLock {
            if $0.count >= limit { $0.removeAll() }
            $0[context] = html
        }
        return html
    }
}
