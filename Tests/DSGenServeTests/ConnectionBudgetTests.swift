import DSGenCore
import Synchronization
import Testing
@testable import DSGenServe

/// The connection budget: room for rebuilding under any descriptor limit, and one message when
/// it fills, one when it has room again.
struct ConnectionBudgetTests {
    @Test func fillingAndEmptyingIsSaidOnceAMinute() {
        let lines = Mutex<[String]>([])
        var budget = ConnectionBudget(maximum: 2) { line in lines.withLock { $0.append(line) } }
        budget.connectionOpened()
        #expect(budget.isAcceptingNewConnections())
        #expect(lines.withLock { $0 }.isEmpty)
        budget.connectionOpened()
        #expect(!budget.isAcceptingNewConnections())
        budget.connectionClosed()
        #expect(budget.isAcceptingNewConnections())
        // Filled again at once, as a queue of waiting connections drains: not said again.
        budget.connectionOpened()
        budget.connectionClosed()
        budget.connectionClosed()
        #expect(lines.withLock { $0 } == [
                "warning: 2 connections are open, as many as the file descriptor limit allows with room left for " +
                    "rebuilding; new connections wait until some close (raise the limit with 'ulimit -n')",
            "Connections closed; accepting new ones again.",
        ])
    }

    @Test func theBudgetLeavesDescriptorsForRebuilding() {
        let maximum = ConnectionBudget.fromDescriptorLimit()
        #expect(maximum >= 8)
        if let descriptors = DescriptorLimit.current {
            #expect(maximum <= max(descriptors - 32, 8))
        }
    }
}
