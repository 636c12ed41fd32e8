/// A dimension's or a duration's number and unit, in each form files write them, Tokens Studio's math included.
extension DTCGValueReader {
    /// `{"value", "unit"}`; also the older drafts' string (`"16px"`, `"200ms"`) and a bare
    /// number, each with a warning. A missing unit is nil.
    func measure(
        _ value: JSONNode, at node: JSONNode, noun: String, example: String, depth: Int = 0
    ) throws(Diagnostic) -> (Double, String?) {
        if let number = value.number {
            warn(Diagnostic(
                .warning, .formatDeviation, at: value.location,
                "a \(noun) is written \(example); a bare number is read in its first unit"
            ), family: "bare " + noun)
            return (number, noun == "duration" ? "ms" : "px")
        }
        if let text = value.string, TokenMath.isMath(text) || text.contains("{") {
            return try worked(text, at: value, noun: noun, example: example, depth: depth)
        }
        if let text = value.string {
            let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" }
            guard let number = Double(digits), number.isFinite else {
                throw Diagnostic(.invalidValue, at: value.location, "a \(noun) is written \(example), not '\(text)'")
            }
            warn(Diagnostic(
                .warning, .formatDeviation, at: value.location,
                "'\(text)' is the older drafts' string form; DTCG 2025.10 writes \(example)"
            ), family: "drafts " + noun)
            let unit = String(text.dropFirst(digits.count)).trimmingCharacters(in: .whitespaces)
            return (number, unit.isEmpty ? nil : unit)
        }
        guard let amount = value["value"] else {
            throw Diagnostic(.invalidValue, at: node.location, "a \(noun) is written \(example)")
        }
        let number = try number(amount)
        guard let unitNode = value["unit"] else { return (number, nil) }
        guard let unit = unitNode.string else {
            throw Diagnostic(
                .invalidValue, at: unitNode.location, "a \(noun)'s unit is a string, not \(unitNode.kindDescription)"
            )
        }
        return (number, unit)
    }

    /// Tokens Studio's math (`{space.scale} * 4`), worked out over the tokens it names, with a warning.
    private func worked(
        _ text: String, at value: JSONNode, noun: String, example: String, depth: Int
    ) throws(Diagnostic) -> (Double, String?) {
        guard depth < 32 else {
            throw Diagnostic(.aliasCycle, at: value.location, "'\(text)' leads back to itself through its references")
        }
        let result = try TokenMath.evaluate(text) { (path: String) throws(Diagnostic) -> (Double, String?) in
            guard let entry = entries[path] else {
                throw Diagnostic(
                    .unresolvedAlias, at: value.location,
                    "'{\(path)}' refers to no token of the DTCG files" +
                        "\(Suggestion.hint(for: path, in: entries.keys.sorted()))"
                )
            }
            // Math takes numbers and dimensions alike, as Tokens Studio does: aliases are followed whatever
            // their types.
            var target = entry.value
            var hops = 0
            while let next = aliasTarget(target).flatMap({ entries[$0] }), hops < 64 {
                target = next.value
                hops += 1
            }
            if let number = target.number { return (number, nil) }
            return try measure(target, at: value, noun: noun, example: example, depth: depth + 1)
        }
        guard let result else {
            throw Diagnostic(.invalidValue, at: value.location, "a \(noun) is written \(example), not '\(text)'")
        }
        warn(Diagnostic(
            .warning, .formatDeviation, at: value.location,
            "'\(text)' is Tokens Studio's math, which DTCG does not have; it is worked out " +
                "(\(result.0.formatted)\(result.1 ?? ""))"
        ), family: "math " + noun)
        return result
    }
}
