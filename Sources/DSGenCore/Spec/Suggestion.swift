/// Picks the candidate closest to a misspelt name, for "did you mean" hints.
enum Suggestion {
    /// The nearest candidate by edit distance, if it is close enough to be a plausible typo.
    /// The allowance grows with the last dotted segment only: in `colors.eror` the shared group
    /// says nothing about how close `eror` is to `ok`.
    static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let leaf = name.split(separator: ".").last ?? Substring(name)
        let limit = max(1, leaf.count / 3)
        let lowered = name.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where abs(candidate.count - name.count) <= limit {
            guard let distance = editDistance(lowered, candidate.lowercased(), limit: limit) else { continue }
            if best == nil || (distance, candidate) < (best!.distance, best!.candidate) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// `; did you mean 'x'?` or nothing.
    static func hint(for name: String, in candidates: some Sequence<String>) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Edits (insert, delete, replace, or swap two neighbours) that turn `a` into `b`:
    /// a swap counts once, since `swfit` for `swift` is one slip of the fingers.
    /// The edit distance, or nil as soon as it must exceed `limit`.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int? {
        let distance = editDistance(a, b, stoppingAbove: limit)
        return distance <= limit ? distance : nil
    }

    static func editDistance(_ a: String, _ b: String, stoppingAbove limit: Int = .max) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
            // Every later cell is at least the smallest of this row (less one, for a swap).
            if limit != .max, table[i].min()! > limit + 1 { return limit + 1 }
        }
        return table[a.count][b.count]
    }
}
