extension DTCGLoader {
    /// The document a resolver's source names: a whole file (`core.tokens.json`), or the part of it a
    /// JSON pointer after `#` names (`all.json#/core`, `~1` for a `/` in a name), as its own tree.
    static func document(_ source: String, in documents: [String: JSONDocument]) -> JSONDocument? {
        let parts = source.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = documents[String(parts[0])] else { return nil }
        guard parts.count == 2 else { return whole }
        var node: JSONNode? = whole.root
        for segment in parts[1].split(separator: "/") {
            node = node?[segment.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")]
        }
        return node.map { JSONDocument(path: whole.path, root: $0) }
    }

    /// The whole file, with a warning, where the part `all.json#/core` names is not in it (as a
    /// resolver naming a part was read before parts were: whole).
    static func wholeFile(
        _ source: String, in documents: [String: JSONDocument], at location: SourceLocation,
        warning diagnostics: inout [Diagnostic]
    ) -> JSONDocument? {
        let file = filePart(source)
        guard file != source, let whole = documents[file] else { return nil }
        diagnostics.append(Diagnostic(
            .warning, .invalidResolver, at: location,
            "the part '\(source.dropFirst(file.count))' of '\(source)' names nothing in that file; " +
                "the whole file is read"
        ))
        return whole
    }

    /// The file a source names, without its `#` part.
    static func filePart(_ source: String) -> String {
        String(source.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
    }
}
