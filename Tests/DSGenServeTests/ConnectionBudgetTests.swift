import Foundation
import Synchronization
import Testing
@testable import DSGenServe

/// The connection budget: room for rebuilding under any descriptor limit, and one message when
/// it fills, one when it has room again.
struct ConnectionBudgetTests {
    @Test func fillingAndEmptyingIsSaidOnceEach() {
        let lines = Mutex<[String]>([])
        var budget = ConnectionBudget(maximum: 2) { line in lines.withLock { $0.append(line) } }
        budget.connectionOpened()
        #expect(budget.isAcceptingNewConnections())
        budget.connectionOpened()
        #expect(!budget.isAcceptingNewConnections())
        budget.connectionClosed()
        budget.connectionOpened()
        budget.connectionClosed()
        budget.connectionClosed()
        #expect(budget.isAcceptingNewConnections())
        let said = lines.withLock { $0 }
        #expect(said.count == 4)
        #expect(said.filter { $0.hasPrefix("warning: 2 connections are open") }.count == 2)
        #expect(said.filter { $0 == "Connections closed; accepting new ones again." }.count == 2)
    }

    @Test func theBudgetLeavesDescriptorsForRebuilding() {
        let maximum = ConnectionBudget.fromDescriptorLimit()
        #expect(maximum >= 8)
        var limit = rlimit()
        #expect(getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0)
        if limit.rlim_cur != rlim_t.max {
            #expect(maximum <= max(Int(limit.rlim_cur) - 32, 8))
        }
    }
}
