import DSGenCore

extension Diagnostic {
    /// A key of a `dsgen.yml` mapping that is none of `keys`, at `location`; `place` says which
    /// mapping (`in 'site'`), or is empty for the file's own keys.
    static func unknownKey(_ key: String, _ place: String, keys: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .configuration, at: location,
            "unknown key '\(key)'\(place.isEmpty ? "" : " " + place)\(Suggestion.hint(for: key, in: keys)); " +
                "the keys are \(keys.joined(separator: ", "))"
        )
    }
}
