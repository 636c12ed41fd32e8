import Foundation
import HummingbirdCore

/// How many connections the preview keeps open at once: as many as the process's file descriptor
/// limit allows, less a reserve for rebuilding (reading the content, writing the site). Past it,
/// new connections wait in the listen queue until others close, and the log says so once; without
/// it, accepting would take the descriptors a rebuild needs, and it would fail.
struct ConnectionBudget: AvailableConnectionsDelegate {
    let maximum: Int
    private let log: @Sendable (String) -> Void
    private var open = 0
    private var isFull = false

    init(maximum: Int, log: @escaping @Sendable (String) -> Void) {
        self.maximum = maximum
        self.log = log
    }

    /// The descriptor limit less a quarter of it, and at least 32, for rebuilds; at least 8 connections.
    static func fromDescriptorLimit() -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur != rlim_t.max else { return 4096 }
        let descriptors = Int(min(limit.rlim_cur, 1 << 20))
        return max(descriptors - max(descriptors / 4, 32), 8)
    }

    mutating func connectionOpened() {
        open += 1
        if open >= maximum, !isFull {
            isFull = true
            log("warning: \(open) connections are open, as many as the file descriptor limit allows with room left for rebuilding; new connections wait until some close (raise the limit with 'ulimit -n')")
        }
    }

    mutating func connectionClosed() {
        open -= 1
        if isFull, open < maximum {
            isFull = false
            log("Connections closed; accepting new ones again.")
        }
    }

    func isAcceptingNewConnections() -> Bool { open < maximum }
}
