import Foundation

/// Reads the `$value` of a DTCG token into dsgen's model, given every token of the DTCG files
/// (for references inside composites and for the type of an alias).
struct DTCGValueReader {
    /// Every DTCG token by its dotted path.
    let entries: [String: DTCGEntry]
    /// Warnings met while reading (a type assumed, a unit outside the format), each once, though
    /// a value that other tokens refer to is read again for each of them. An assumption a file makes
    /// again and again (a hundred hex colours) is one warning at its first place, with the count.
    var warnings: [Diagnostic] {
        var items = sink.items
        for family in sink.families.values where family.more > 0 {
            let more = family.more
            items[family.index].message += " (and \(more) more \(family.noun)\(more == 1 ? "" : "s") in this file)"
        }
        return items
    }
    private let sink = WarningSink()

    private final class WarningSink {
        var items: [Diagnostic] = []
        var seen: Set<Diagnostic> = []
        /// By file and kind of assumption: where its first warning is, and how many more there were.
        var families: [String: (index: Int, more: Int, noun: String)] = [:]
    }

    /// Where the values of Tokens Studio's tokens stand: their format has fields DTCG's lacks and
    /// lacks some DTCG's has, which is no deviation of theirs.
    let legacyValues: Set<SourceLocation>

    init(entries: [String: DTCGEntry]) {
        self.entries = entries
        legacyValues = Set(entries.values.filter(\.isLegacy).map(\.value.location))
    }

    /// The token's kind and value, or the first problem with it. A token of a DTCG type dsgen
    /// cannot hold yet throws a warning, which says so.
    func read(_ entry: DTCGEntry) throws(Diagnostic) -> (TokenKind, TokenValue) {
        let extras = entry.extensions?[DTCGNames.extensionKey]
        guard let type = entry.type ?? aliasType(of: entry, seen: []) ?? inferredType(of: entry) else {
            throw Diagnostic(
                .invalidToken, at: entry.location,
                "'\(entry.dottedPath)' has no $type, neither has a group above it, " +
                    "and its value could be of several types: add \"$type\""
            )
        }
        let kind = try self.kind(type, extras: extras, at: entry)
        if let target = aliasTarget(entry.value) {
            if let number = try numberAcrossTypes(entry, kind: kind, target: target) { return (kind, .number(number)) }
            return (kind, .alias(TokenReference(path: target, location: entry.value.location)))
        }
        return (kind, try value(entry.value, kind: kind, extras: extras))
    }

    /// The one type a value without `$type` can have, with a warning that says it was assumed.
    private func inferredType(of entry: DTCGEntry) -> String? {
        guard let type = DTCGTypeInference.type(of: entry.value) else { return nil }
        warn(Diagnostic(
            .warning, .formatDeviation, at: entry.location,
            "'\(entry.dottedPath)' has no $type, and neither has a group above it; " +
                "its value can only be a \(type), so it is read as one"
        ), family: "type " + type)
        return type
    }

    /// Records a warning met while reading a value (a unit outside the format, a hue of 360).
    /// Warnings of one `family` (the same assumption) in one file are counted after the first.
    func warn(_ diagnostic: Diagnostic, family: String? = nil, counting noun: String = "such value") {
        guard sink.seen.insert(diagnostic).inserted else { return }
        if let family {
            let key = diagnostic.location.path + "\u{0}" + family
            if sink.families[key] != nil {
                sink.families[key]?.more += 1
                return
            }
            sink.families[key] = (sink.items.count, 0, noun)
        }
        sink.items.append(diagnostic)
    }

    /// dsgen's kind for a DTCG type, refined by the `kind` dsgen's own files record.
    private func kind(_ type: String, extras: JSONNode?, at entry: DTCGEntry) throws(Diagnostic) -> TokenKind {
        let recorded = extras?["kind"]?.string.flatMap(TokenKind.init(rawValue:))
        if let recorded, recorded.dtcgType == type { return recorded }
        guard let kind = TokenKind.byDTCGType[type] else {
            let hint = Suggestion.hint(for: type, in: DTCGNames.types.sorted())
            let leftOut = Diagnostic(
                .warning, .unsupportedTokenType, at: entry.location,
                "'\(type)' is not a DTCG 2025.10 type, so '\(entry.dottedPath)' is left out\(hint)"
            )
            // Said once a file and type, with the count (a file of 150 'string' tokens is one
            // warning); the loader leaves the token out without saying it again.
            warn(leftOut, family: "type not DTCG's: " + type, counting: "such token")
            throw leftOut
        }
        return kind
    }

    /// The value of `kind` written at `node`: a literal, or a reference inside it.
    func value(_ node: JSONNode, kind: TokenKind, extras: JSONNode?) throws(Diagnostic) -> TokenValue {
        try kind.descriptor.readValue(node, extras: extras, with: self)
    }

    // MARK: References

    /// The path of a whole-value reference: `"{colors.blue}"`, or `{"$ref": "#/colors/blue"}` (to
    /// the token or its `$value`).
    func aliasTarget(_ node: JSONNode) -> String? {
        // `{a} * {b}` starts and ends with a brace too, but is math over two references.
        if let text = node.string, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
            let inner = text.dropFirst().dropLast()
            if !inner.contains("{"), !inner.contains("}") { return String(inner) }
        }
        guard let pointer = node["$ref"]?.string, var path = DTCGTree.groupPath(pointer), pointer.hasPrefix("#/") else {
            return nil
        }
        if path.last == "$value" { path.removeLast() }
        let dotted = path.joined(separator: ".")
        return entries[dotted] != nil ? dotted : nil
    }

    /// The type an alias takes from the token it points to, following chains; a target without
    /// `$type` gives the type its value can only have (for which the target itself is warned about).
    private func aliasType(of entry: DTCGEntry, seen: Set<String>) -> String? {
        guard let target = aliasTarget(entry.value), !seen.contains(target), let next = entries[target] else {
            return nil
        }
        return next.type ?? aliasType(of: next, seen: seen.union([target])) ?? DTCGTypeInference.type(of: next.value)
    }

    /// A sub-value that may be a reference: the referenced token's `$value`, followed to a literal.
    /// Colours are not followed here: they stay references, which resolve per appearance.
    func literal(_ node: JSONNode, expecting type: String) throws(Diagnostic) -> JSONNode {
        var current = node
        var seen: [String] = []
        while let target = aliasTarget(current).map(PointerTarget.token) ?? pointerTarget(current) {
            let path: String
            switch target {
            case .node(let found):
                guard seen.count < 64 else {
                    throw Diagnostic(.aliasCycle, at: node.location, "this $ref leads back to itself")
                }
                seen.append(found.pointer)
                current = found
                continue
            case .token(let tokenPath):
                path = tokenPath
            }
            guard !seen.contains(path) else {
                throw Diagnostic(
                    .aliasCycle, at: node.location, "reference cycle: \((seen + [path]).joined(separator: " → "))"
                )
            }
            seen.append(path)
            guard let entry = entries[path] else {
                throw Diagnostic(
                    .unresolvedAlias, at: node.location,
                    "'{\(path)}' refers to no token of the DTCG files" +
                        "\(Suggestion.hint(for: path, in: entries.keys.sorted()))"
                )
            }
            if let found = entry.type, found != type {
                throw Diagnostic(
                    .aliasKindMismatch, at: node.location,
                    "'{\(path)}' is a \(found) token, but a \(type) is expected here"
                )
            }
            current = entry.value
        }
        return current
    }

    private enum PointerTarget { case token(String), node(JSONNode) }

    /// A `$ref` that points inside a value (`#/base/blue/$value/components/0`): the node there.
    private func pointerTarget(_ node: JSONNode) -> PointerTarget? {
        guard let pointer = node["$ref"]?.string, pointer.hasPrefix("#/"), let path = DTCGTree.groupPath(pointer) else {
            return nil
        }
        guard let valueIndex = path.firstIndex(of: "$value") else { return .token(path.joined(separator: ".")) }
        let tokenPath = path[..<valueIndex].joined(separator: ".")
        guard var found = entries[tokenPath]?.value else { return .token(tokenPath) }
        for segment in path[(valueIndex + 1)...] {
            if let index = Int(segment), let items = found.array, items.indices.contains(index) {
                found = items[index]
            } else if let child = found[segment] {
                found = child
            } else {
                return nil
            }
        }
        return .node(found)
    }
}

extension RuleID {
    /// A DTCG token whose type dsgen cannot hold: left out, with a warning.
    public static let unsupportedTokenType: RuleID = "unsupported_token_type"
}
