import Dispatch
import Synchronization

extension RandomAccessCollection where Self: Sendable, Element: Sendable, Index == Int {
    /// `map` with the elements transformed on every core at once; the results keep the elements'
    /// order. For work that takes long enough per element to pay for a lock per result.
    public func concurrentMap<Mapped: Sendable>(_ transform: @Sendable (Element) -> Mapped) -> [Mapped] {
        let results = Mutex<[Mapped?]>(Array(repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { offset in
            let mapped = transform(self[startIndex + offset])
            results.withLock { $0[offset] = mapped }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
