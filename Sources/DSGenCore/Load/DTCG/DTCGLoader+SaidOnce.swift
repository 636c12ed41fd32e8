extension DTCGLoader {
    /// The diagnostics with the copies of one said once, with how many more there were: the same
    /// rule at the same place, saying the same but for the names it quotes. `$extends` copies a
    /// group, with its mistakes, wherever it is extended, and a fan of extensions made thousands
    /// of one error, each naming another copy's path.
    static func saidOnce(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        struct Place: Hashable {
            var location: SourceLocation
            var rule: RuleID
            var message: String
        }
        // The message with what it quotes left out: `'…' is already declared at …`.
        let shape = { (message: String) -> String in
            message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: "'…'")
        }
        let place = { (diagnostic: Diagnostic) in
            Place(location: diagnostic.location, rule: diagnostic.rule, message: shape(diagnostic.message))
        }
        var counts: [Place: Int] = [:]
        for diagnostic in diagnostics { counts[place(diagnostic), default: 0] += 1 }
        guard counts.values.contains(where: { $0 > 1 }) else { return diagnostics }
        var said: Set<Place> = []
        return diagnostics.compactMap { diagnostic in
            let place = place(diagnostic)
            guard said.insert(place).inserted else { return nil }
            let more = (counts[place] ?? 1) - 1
            guard more > 0 else { return diagnostic }
            var once = diagnostic
            once.message += "; and \(more) more like it at this place (copies that $extends makes, as a rule)"
            return once
        }
    }
}
