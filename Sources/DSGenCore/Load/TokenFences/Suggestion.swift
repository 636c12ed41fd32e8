/// Picks the candidate closest to a misspelt name, for "did you mean" hints.
///
/// The allowance grows with the last dotted segment only: in `colors.eror` the shared group says
/// nothing about how close `eror` is to `ok`. Being small, it also bounds the work: only a band of
/// the edit-distance table is filled, and a candidate is dropped as soon as it cannot be close.
public struct Suggestion: Sendable {
    private let candidates: [(name: String, bytes: [UInt8])]

    /// Prepares `candidates` once, for many look-ups (every unresolved alias of a build).
    public init(candidates: some Sequence<String>) {
        self.candidates = candidates.sorted().map { ($0, Array($0.lowercased().utf8)) }
    }

    public func closest(to name: String) -> String? {
        let leaf = name.split(separator: ".").last ?? Substring(name)
        let limit = max(1, leaf.count / 3)
        let bytes = Array(name.lowercased().utf8)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            guard let distance = Self.editDistance(bytes, candidate.bytes, limit: limit) else { continue }
            if best == nil || distance < best!.distance { best = (candidate.name, distance) }
        }
        return best?.name
    }

    /// `; did you mean 'x'?` or nothing.
    public func hint(for name: String) -> String {
        closest(to: name).map { "; did you mean '\($0)'?" } ?? ""
    }

    static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        Suggestion(candidates: candidates).closest(to: name)
    }

    public static func hint(for name: String, in candidates: some Sequence<String>) -> String {
        Suggestion(candidates: candidates).hint(for: name)
    }

    /// Edits (insert, delete, replace, or swap two neighbours) that turn `a` into `b`, or nil when
    /// there are more than `limit`. A swap counts once: `swfit` for `swift` is one slip.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        let far = limit + 1
        var beforePrevious = [Int](repeating: far, count: b.count + 1)
        var previous = (0...b.count).map { min($0, far) }
        var current = [Int](repeating: far, count: b.count + 1)
        var previousMinimum = 0
        for i in 1...a.count {
            // Only the band is computed; the cells just outside it must read as "too far".
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[0] = min(i, far)
            if low > 1 { current[low - 1] = far }
            if high < b.count { current[high + 1] = far }
            var rowMinimum = low == 1 ? current[0] : far
            for j in low...high {
                var cell = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    cell = min(cell, beforePrevious[j - 2] + 1)
                }
                current[j] = min(cell, far)
                rowMinimum = min(rowMinimum, current[j])
            }
            // A later cell comes from this row or, by a swap, the one before it.
            if rowMinimum > limit, previousMinimum > limit { return nil }
            previousMinimum = rowMinimum
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
