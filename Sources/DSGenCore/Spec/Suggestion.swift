/// Picks the candidate closest to a misspelt name, for "did you mean" hints.
enum Suggestion {
    /// The nearest candidate by edit distance, if it is close enough to be a plausible typo.
    /// The allowance grows with the last dotted segment only: in `colors.eror` the shared group
    /// says nothing about how close `eror` is to `ok`.
    static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let leaf = name.split(separator: ".").last ?? Substring(name)
        let limit = max(1, leaf.count / 3)
        let scored = candidates.map { ($0, editDistance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }), best.1 <= limit else { return nil }
        return best.0
    }

    /// `; did you mean 'x'?` or nothing.
    static func hint(for name: String, in candidates: some Sequence<String>) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Edits (insert, delete, replace, or swap two neighbours) that turn `a` into `b`:
    /// a swap counts once, since `swfit` for `swift` is one slip of the fingers.
    static func editDistance(_ a: String, _ b: String) -> Int {
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
        }
        return table[a.count][b.count]
    }
}
