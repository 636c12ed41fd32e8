/// A resolver file (DTCG Resolver Module 2025.10) as dsgen uses it: the sources of its sets, the
/// contexts of a modifier that switches appearance (light, dark, high contrast), and the other
/// modifiers (brand, density), whose default context is read and which the site lists as themes.
struct DTCGResolver {
    /// A token source: a DTCG file below the content folder, or a tree written in the resolver.
    enum Source {
        case file(String, at: SourceLocation)
        case inline(JSONDocument)
    }

    var base: [Source] = []
    var appearances: [Appearance: [Source]] = [:]
    var themes: [ResolverModifier] = []
    /// The design system's name, as the resolver gives it (`"name"`).
    var name: String?
    /// The contexts of theme modifiers that are not read, for the loader to report a token that
    /// only they declare.
    var unreadContexts: [(modifier: String, context: String, sources: [Source])] = []
    var diagnostics: [Diagnostic] = []
    /// Every file any set or context names, read or not: none of them is read on its own.
    var referenced: Set<String> = []

    /// The context chosen for each theme modifier; a modifier not named takes its default.
    let selection: [String: String]

    /// `folder` is the resolver's folder relative to the content folder, for its relative `$ref`s.
    init(_ document: JSONDocument, folder: String, selection: [String: String] = [:]) {
        self.selection = selection
        let root = document.root
        name = root["name"]?.string.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        let version = root["version"]?.string
        if version != DTCGNames.version {
            diagnostics.append(Diagnostic(
                .warning, .invalidResolver, at: root["version"]?.location ?? root.location,
                "a resolver says \"version\": \"\(DTCGNames.version)\"; " +
                    "this one says \(version.map { "'\($0)'" } ?? "nothing"), and is read as 2025.10"
            ))
        }
        guard let order = (root["resolutionOrder"] ?? root["composition"])?.array else {
            diagnostics.append(Diagnostic(
                .invalidResolver, at: root.location, "a resolver lists its sets and modifiers in \"resolutionOrder\""
            ))
            return
        }
        if order.isEmpty {
            let at = (root["resolutionOrder"] ?? root["composition"])?.location ?? root.location
            diagnostics.append(Diagnostic(
                .invalidResolver, at: at,
                "\"resolutionOrder\" is empty, so this resolver gives no tokens; list its sets and modifiers there"
            ))
        }
        diagnostics += Self.unknownProperties(of: root)
        var named: Set<String> = []
        for item in order {
            if let repeated = Self.repeated(item, seen: &named) {
                diagnostics.append(repeated)
                continue
            }
            guard let (kind, node) = resolve(item, in: root) else { continue }
            if item["$ref"] == nil, item["name"]?.string == nil {
                diagnostics.append(Diagnostic(
                    .warning, .formatDeviation, at: item.location,
                    "an inline \(kind) in resolutionOrder has a \"name\"; this one has none, and is read all the same"
                ))
            }
            if kind == "set" {
                let name = item["$ref"]?.string.map { String($0.split(separator: "/").last ?? "") }
                    ?? item["name"]?.string ?? ""
                if node["sources"]?.array == nil {
                    diagnostics.append(Diagnostic(
                        .warning, .formatDeviation, at: node.location,
                        "a set lists its token files in \"sources\"; " +
                            "the set '\(name)' has none, so it adds no tokens"
                    ))
                }
                base += sources(node["sources"], document: document, folder: folder, expanding: [name])
            } else {
                modifier(
                    node,
                    name: item["$ref"]?.string.map { String($0.split(separator: "/").last ?? "") }
                        ?? item["name"]?.string ?? "",
                    document: document, folder: folder
                )
            }
        }
    }

    /// The most sources a resolver's sets and contexts may expand to. A set named again and again
    /// inside sets that are themselves named again and again multiplies (ten times, eight levels
    /// deep, is a hundred million) from a few kilobytes; real resolvers name tens of files.
    static let maximumSources = 10_000
    /// Sources expanded so far.
    private var expanded = 0

    /// Counts one more source; past the bound, says so once at `location` and returns false.
    private mutating func spend(at location: SourceLocation) -> Bool {
        expanded += 1
        if expanded == Self.maximumSources + 1 {
            diagnostics.append(Diagnostic(
                .invalidResolver, at: location,
                "this resolver's sets expand to more than \(Self.maximumSources) sources " +
                    "(a set named again and again inside sets named again and again); " +
                    "the rest is left out: name each set once"
            ))
        }
        return expanded <= Self.maximumSources
    }

    /// A `resolutionOrder` entry: a `$ref` to `#/sets/…` or `#/modifiers/…`, or an inline one with `type`.
    private mutating func resolve(_ item: JSONNode, in root: JSONNode) -> (String, JSONNode)? {
        if let pointer = item["$ref"]?.string {
            let parts = pointer.split(separator: "/").map(String.init)
            guard parts.count == 3, parts[0] == "#", ["sets", "modifiers"].contains(parts[1]),
                let node = root[parts[1]]?[parts[2]] else {
                diagnostics.append(Diagnostic(
                    .invalidResolver, at: item.location,
                    "'\(pointer)' names no set or modifier of this resolver; write #/sets/NAME or #/modifiers/NAME"
                ))
                return nil
            }
            return (parts[1] == "sets" ? "set" : "modifier", node)
        }
        guard let type = item["type"]?.string, ["set", "modifier"].contains(type) else {
            diagnostics.append(Diagnostic(
                .invalidResolver, at: item.location,
                "an inline entry of resolutionOrder says \"type\": \"set\" or \"modifier\""
            ))
            return nil
        }
        return (type, item)
    }

    private mutating func modifier(_ node: JSONNode, name: String, document: JSONDocument, folder: String) {
        guard let contexts = node["contexts"]?.members, !contexts.isEmpty else {
            diagnostics.append(Diagnostic(
                .invalidResolver, at: node.location, "the modifier '\(name)' has no contexts"
            ))
            return
        }
        if let single = Self.singleContext(node, name: name) { diagnostics.append(single) }
        let defaultName = node["default"]?.string ?? contexts[0].key
        guard let defaultContext = contexts.first(where: { $0.key == defaultName }) else {
            diagnostics.append(Diagnostic(
                .invalidResolver, at: node["default"]?.location ?? node.location,
                "the default '\(defaultName)' of the modifier '\(name)' is none of its contexts"
            ))
            return
        }
        let mapped = contexts.map { ($0, DTCGNames.appearance(context: $0.key)) }
        if mapped.allSatisfy({ $0.1 != nil }), Set(mapped.compactMap(\.1)).count == mapped.count {
            for (context, appearance) in mapped {
                // Two collections of light and dark (Figma's semantic and component colours) both hold.
                appearances[appearance!, default: []] += sources(context.node, document: document, folder: folder)
            }
            if mapped.first(where: { $0.1 == .light }) == nil {
                diagnostics.append(Diagnostic(
                    .warning, .invalidResolver, at: node.location,
                    "the appearance modifier '\(name)' has no light context; light takes the sets' values"
                ))
            }
            return
        }
        let chosen = contexts.first { $0.key == selection[name] } ?? defaultContext
        let matched = mapped.filter { $0.1 != nil }.map(\.0.key)
        if !matched.isEmpty {
            let others = mapped.filter { $0.1 == nil }.map { "'\($0.0.key)'" }
            let what = others.isEmpty
                ? "two of its contexts name the same appearance"
                : "\(others.joined(separator: ", ")) \(others.count == 1 ? "is" : "are") " +
                    "no appearance (light or dark, with or without high contrast)"
            diagnostics.append(Diagnostic(
                .warning, .formatDeviation, at: node.location,
                "the modifier '\(name)' has appearance contexts (\(matched.joined(separator: ", "))), " +
                    "but \(what); it is read as a theme: '\(chosen.key)' gives the values, " +
                    "and the token index has a page for each other context"
            ))
        }
        // The other contexts are not read, but their files belong to this resolver all the same.
        for context in contexts where context.key != chosen.key {
            unreadContexts.append((name, context.key, sources(context.node, document: document, folder: folder)))
        }
        themes.append(ResolverModifier(
            name: name, description: node["description"]?.string, contexts: contexts.map(\.key),
            defaultContext: defaultName, location: node.location
        ))
        base += sources(chosen.node, document: document, folder: folder)
    }

    /// The sources of a set or a context, in order: files (relative to the resolver), sets of
    /// this resolver (`#/sets/NAME`, their sources in place) and inline token trees.
    private mutating func sources(
        _ node: JSONNode?, document: JSONDocument, folder: String, expanding: [String] = []
    ) -> [Source] {
        var result: [Source] = []
        for source in node?.array ?? [] {
            guard spend(at: source.location) else { break }
            guard let reference = source["$ref"]?.string else {
                result.append(.inline(JSONDocument(path: document.path, root: source)))
                continue
            }
            if reference.hasPrefix("#/sets/") {
                let name = String(reference.dropFirst("#/sets/".count))
                guard let set = document.root["sets"]?[name] else {
                    diagnostics.append(Diagnostic(
                        .invalidResolver, at: source.location, "'\(reference)' names no set of this resolver"
                    ))
                    continue
                }
                guard !expanding.contains(name) else {
                    diagnostics.append(Diagnostic(
                        .aliasCycle, at: source.location,
                        "sets refer to each other in a loop: \((expanding + [name]).joined(separator: " → "))"
                    ))
                    continue
                }
                result += sources(set["sources"], document: document, folder: folder, expanding: expanding + [name])
                continue
            }
            // `file.json#/core`: the part of the file the JSON pointer names.
            let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let fragment = parts.count == 2 && !parts[1].isEmpty && parts[1] != "/" ? "#" + parts[1] : ""
            guard let path = Self.join(folder, parts[0]) else {
                diagnostics.append(Diagnostic(
                    .invalidResolver, at: source.location,
                    "'\(reference)' points outside the content folder; a resolver's files must be inside it"
                ))
                continue
            }
            referenced.insert(path)
            result.append(.file(path + fragment, at: source.location))
        }
        return result
    }

    /// `a/b` joined with `../c.json` is `a/c.json`; nil when the path leaves the content folder or is a URL.
    static func join(_ folder: String, _ relative: String) -> String? {
        guard !relative.contains("://"), !relative.hasPrefix("/") else { return nil }
        return ContentPath.resolve(relative, in: folder)
    }
}

extension RuleID {
    /// A resolver file that dsgen cannot follow: no resolutionOrder, a set or file that is not there.
    public static let invalidResolver: RuleID = "invalid_resolver"
}
