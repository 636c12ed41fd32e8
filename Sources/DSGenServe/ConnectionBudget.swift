import DSGenCore
import HummingbirdCore

/// How many connections the preview keeps open at once: as many as the process's file descriptor
/// limit allows, less a reserve for rebuilding (reading the content, writing the site). Past it,
/// new connections wait in the listen queue until others close, and the log says so (once a
/// minute at most); without it, accepting would take the descriptors a rebuild needs, and the
/// rebuild would fail.
struct ConnectionBudget: AvailableConnectionsDelegate {
    let maximum: Int
    private let log: @Sendable (String) -> Void
    private var open = 0
    /// Whether the last message said the budget was full (so the next says it has room).
    private var saidFull = false
    private var lastSaidFull: ContinuousClock.Instant?
    /// A budget that fills again within this time is not said again: a queue of waiting
    /// connections drains in batches, each filling the budget for a moment.
    static let quietTime = Duration.seconds(60)

    init(maximum: Int, log: @escaping @Sendable (String) -> Void) {
        self.maximum = maximum
        self.log = log
    }

    /// The descriptor limit less a quarter of it, and at least 32, for rebuilds; at least 8 connections.
    static func fromDescriptorLimit() -> Int {
        guard let descriptors = DescriptorLimit.current else { return 4096 }
        return max(descriptors - max(descriptors / 4, 32), 8)
    }

    mutating func connectionOpened() {
        open += 1
        let now = ContinuousClock.now
        if open >= maximum, !saidFull, lastSaidFull.map({ now - $0 >= Self.quietTime }) ?? true {
            saidFull = true
            lastSaidFull = now
            log("warning: \(open) connections are open, as many as the file descriptor limit allows with room " +
                "left for rebuilding; new connections wait until some close (raise the limit with 'ulimit -n')")
        }
    }

    mutating func connectionClosed() {
        open -= 1
        if saidFull, open < maximum {
            saidFull = false
            log("Connections closed; accepting new ones again.")
        }
    }

    func isAcceptingNewConnections() -> Bool { open < maximum }
}
