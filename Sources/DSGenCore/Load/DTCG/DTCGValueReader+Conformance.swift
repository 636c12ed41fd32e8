/// Where a file bends DTCG 2025.10 in a part dsgen does not need for the value, a warning says so
/// and the value is read all the same (`--strict` makes each a failure: the conformance check).
extension DTCGValueReader {
    /// Typography names five fields; letterSpacing and lineHeight are read by no platform dsgen
    /// writes for, so only their absence or their type is said.
    func typographyDeviations(_ value: JSONNode) {
        guard !legacyValues.contains(value.location) else { return }
        for name in ["letterSpacing", "lineHeight"] where value[name] == nil {
            warn(Diagnostic(
                .warning, .formatDeviation, at: value.location,
                "a typography value has fontFamily, fontSize, fontWeight, letterSpacing and lineHeight; " +
                    "this one has no \(name), which is read as the font's own"
            ), family: "typography " + name)
        }
        if let lineHeight = value["lineHeight"], aliasTarget(lineHeight) == nil, lineHeight.number == nil {
            warn(Diagnostic(
                .warning, .formatDeviation, at: lineHeight.location,
                "a line height is a number (a multiple of the font size), not \(lineHeight.kindDescription); " +
                    "it is ignored"
            ))
        }
        if let spacing = value["letterSpacing"], aliasTarget(spacing) == nil, spacing.members == nil {
            warn(Diagnostic(
                .warning, .formatDeviation, at: spacing.location,
                "a letter spacing is a dimension {\"value\": 0, \"unit\": \"px\"}, not \(spacing.kindDescription); " +
                    "it is ignored"
            ))
        }
    }
}

extension DTCGTree {
    /// A token's `$deprecated` (true, false or a string) and `$extensions` (an object), each nil
    /// with a warning where it is of another kind.
    static func checkedProperties(
        of node: JSONNode, path: String
    ) -> (deprecated: JSONNode?, extensions: JSONNode?, warnings: [Diagnostic]) {
        var warnings: [Diagnostic] = []
        var deprecated = node["$deprecated"], extensions = node["$extensions"]
        if let written = deprecated, written.bool == nil, written.string == nil {
            warnings.append(Diagnostic(
                .warning, .formatDeviation, at: written.location,
                "$deprecated is true, false or a string saying what to use instead, not \(written.kindDescription); " +
                    "'\(path)' is read as not deprecated"
            ))
            deprecated = nil
        }
        if let written = extensions, written.members == nil {
            warnings.append(Diagnostic(
                .warning, .formatDeviation, at: written.location,
                "$extensions is an object of extensions by name, not \(written.kindDescription); it is ignored"
            ))
            extensions = nil
        }
        return (deprecated, extensions, warnings)
    }
}

extension DTCGValueReader {
    /// A number token whose value is a dimension token (`{size.base}`, `18px`), as Tokens Studio
    /// lets a number name one: its number, with a warning; nil for any other alias.
    func numberAcrossTypes(_ entry: DTCGEntry, kind: TokenKind, target: String) throws(Diagnostic) -> Double? {
        guard kind == .number, let found = entries[target], found.type == "dimension" else { return nil }
        let value = try literal(found.value, expecting: "dimension")
        let number = try measure(value, at: entry.value, noun: "dimension", example: #"{"value": 16, "unit": "px"}"#).0
        warn(Diagnostic(
            .warning, .formatDeviation, at: entry.value.location,
            "'{\(target)}' is a dimension, and '\(entry.dottedPath)' a number; its number is read " +
                "(\(number.formatted))"
        ), family: "number of a dimension")
        return number
    }
}
