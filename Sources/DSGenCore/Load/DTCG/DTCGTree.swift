/// A token as a DTCG file declares it, before its value is read: where it is, its type (its own or
/// its group's), its `$value` and the properties that go with it.
struct DTCGEntry: Sendable {
    var path: [String]
    var type: String?
    var value: JSONNode
    var description: String?
    /// `true`, `false` or a string saying what to use instead: the token's own, or its group's.
    var deprecated: JSONNode?
    var extensions: JSONNode?
    /// Whether it is written in Tokens Studio's older format.
    var isLegacy = false
    /// Where the token's name stands.
    var location: SourceLocation

    var dottedPath: String { path.joined(separator: ".") }
}

/// Walks a DTCG document's groups into its tokens, in file order, following the format's rules:
/// a group's `$type` and `$deprecated` pass to the tokens below it, `$root` is a token of its group,
/// and `$extends` copies another group's tokens under this one, where local tokens win.
struct DTCGTree {
    let document: JSONDocument
    private(set) var entries: [DTCGEntry] = []
    var diagnostics: [Diagnostic] = []

    /// `namingFormat`: whether a file of Tokens Studio's older format gets a warning saying so (a
    /// Tokens Studio folder has one for all its sets).
    init(_ document: JSONDocument, namingFormat: Bool = true) {
        self.document = document
        guard document.root.members != nil else {
            diagnostics.append(Diagnostic(
                .invalidToken, at: document.root.location,
                "a DTCG file is an object of groups and tokens, not \(document.root.kindDescription)"
            ))
            return
        }
        var visiting: [String] = []
        walk(document.root, path: [], type: nil, deprecated: nil, extending: &visiting)
        if namingFormat, let first = legacyTokens.first {
            let count = legacyTokens.count == 1 ? "its token is" : "its \(legacyTokens.count) tokens are"
            diagnostics.append(Diagnostic(
                .warning, .legacyTokenFormat, at: first,
                "this file is written in Tokens Studio's format (its types, or value and type without '$'); " +
                    "\(count) read as DTCG 2025.10 names them (spacing, sizing and borderRadius as dimension, " +
                    "fontWeights as fontWeight, boxShadow as shadow)"
            ))
        }
    }

    /// `type` when it is one of Tokens Studio's types and not DTCG's.
    static func studioType(_ type: String?) -> String? {
        guard let type, TokensStudio.types[type] != nil, TokenKind.byDTCGType[type] == nil else { return nil }
        return type
    }

    /// Where each token of Tokens Studio's older format stands, for one warning per file.
    private var legacyTokens: [SourceLocation] = []

    /// The properties a group may have; `$schema` only at the root, as the published schema allows.
    static let groupProperties: Set<String> = [
        "$type", "$description", "$deprecated", "$extensions", "$extends", "$schema"
    ]

    /// Groups deeper than this are not walked: real token files nest a few levels, and a chain of
    /// `$extends` through child groups could otherwise nest without end.
    static let maximumDepth = 64

    /// The most groups and tokens one file may take through `$extends`. It copies a group where
    /// it is extended, so groups that extend one another in a fan (ten children each extending
    /// the next level, nine levels down) multiply from a few kilobytes to billions; real files,
    /// however large, extend far fewer. It was 50,000 until the fuzzer found fans that took
    /// over 10 s to load under load; 20,000 copies load in a fraction of a second.
    static let maximumInherited = 20_000
    /// Groups and tokens taken through `$extends` so far.
    private var inherited = 0
    /// Whether the walk has stopped at `maximumWork` (said once, where it stopped).
    private var exhausted = false

    /// Counts `count` more members taken through `$extends`; past the bound, says so once at
    /// `location` and returns false.
    mutating func inherit(_ count: Int, at location: SourceLocation) -> Bool {
        guard !exhausted else { return false }
        inherited += count
        guard inherited > Self.maximumInherited else { return true }
        exhausted = true
        diagnostics.append(Diagnostic(
            .invalidToken, at: location,
            "this file takes more than \(Self.maximumInherited) groups and tokens through $extends " +
                "(it copies a group wherever it is extended, and these extensions multiply); " +
                "what is past this point is left out: extend fewer groups, or each once"
        ))
        return false
    }

    private mutating func walk(
        _ group: JSONNode, path: [String], type: String?, deprecated: JSONNode?, extending visiting: inout [String]
    ) {
        guard path.count <= Self.maximumDepth else {
            diagnostics.append(Diagnostic(
                .invalidToken, at: group.location,
                "'\(path.prefix(4).joined(separator: "."))…' nests more than \(Self.maximumDepth) groups deep " +
                    "(is a group extending one of its own children?); the groups below are left out"
            ))
            return
        }
        // A group that extends another takes its type too, unless it has its own.
        let type = group["$type"]?.string ?? extendedType(group["$extends"]) ?? type
        let deprecated = group["$deprecated"] ?? deprecated
        for member in group.members ?? []
            where member.key.hasPrefix("$") && member.key != "$root" && !Self.groupProperties.contains(member.key) {
            if member.key == "$value" || member.key == "$ref" { continue }
            diagnostics.append(Diagnostic(
                .warning, .invalidToken, at: member.keyLocation,
                "'\(member.key)' is not a property of a DTCG group; it is ignored"
            ))
        }
        var members = group.members ?? []
        if let extends = group["$extends"] {
            let inherited = inheritedMembers(extends, from: path, visiting: &visiting)
            guard inherit(inherited.count, at: extends.location) else { return }
            members = merged(inherited: inherited, local: members)
        }
        for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
            guard !exhausted else { return }
            let childPath = path + [member.key]
            if member.key != "$root", member.key.contains(where: { "{}.".contains($0) }) {
                diagnostics.append(Diagnostic(
                    .invalidToken, at: member.keyLocation,
                    "'\(member.key)' cannot name a DTCG token or group: names may not contain '{', '}' or '.'"
                ))
                continue
            }
            guard member.node.members != nil else {
                diagnostics.append(Diagnostic(
                    .invalidToken, at: member.keyLocation,
                    "'\(childPath.joined(separator: "."))' is \(member.node.kindDescription); " +
                        "a DTCG group holds tokens and groups, which are objects"
                ))
                continue
            }
            if let value = member.node["$value"], let studio = Self.studioType(member.node["$type"]?.string ?? type) {
                // `$value` with one of Tokens Studio's types (`fontSizes`, `boxShadow`), as its newer exports write.
                let reading = TokensStudio.reading(value: value, type: studio, extensions: member.node["$extensions"])
                legacyToken(member, reading: reading, path: childPath, deprecated: deprecated)
            } else if let value = member.node["$value"] ?? member.node["$ref"].map({ _ in member.node }) {
                token(member, value: value, path: childPath, type: type, deprecated: deprecated)
            } else if let reading = TokensStudio.reading(member.node) {
                legacyToken(member, reading: reading, path: childPath, deprecated: deprecated)
            } else {
                walk(member.node, path: childPath, type: type, deprecated: deprecated, extending: &visiting)
            }
        }
    }

    private mutating func token(
        _ member: JSONMember, value: JSONNode, path: [String], type: String?, deprecated: JSONNode?
    ) {
        let node = member.node
        let dotted = path.joined(separator: ".")
        // Exporters put their own keys beside `$value` (`"alpha": 0`); the value is still the token's.
        for child in node.members ?? [] where !child.key.hasPrefix("$") {
            diagnostics.append(Diagnostic(
                .warning, .formatDeviation, at: child.keyLocation,
                "'\(dotted)' has a $value, so it is a token, and a token's properties start with '$'; " +
                    "'\(child.key)' is ignored"
            ))
        }
        if node["$value"] != nil, let reference = node.members?.first(where: { $0.key == "$ref" }) {
            diagnostics.append(Diagnostic(
                .invalidToken, at: reference.keyLocation,
                "'\(dotted)' has both $value and $ref, so its value could be either; keep one"
            ))
        }
        var description = node["$description"]?.string
        if let written = node["$description"], written.string == nil {
            diagnostics.append(Diagnostic(
                .warning, .formatDeviation, at: written.location,
                "$description is a string, not \(written.kindDescription); it is ignored"
            ))
            description = nil
        }
        let checked = Self.checkedProperties(of: node, path: dotted)
        diagnostics += checked.warnings
        entries.append(DTCGEntry(
            path: path, type: node["$type"]?.string ?? type, value: value, description: description,
            deprecated: checked.deprecated ?? deprecated, extensions: checked.extensions, location: member.keyLocation
        ))
    }

    /// A token of Tokens Studio's older format, as the DTCG token it stands for, or the reason it has no reading.
    private mutating func legacyToken(
        _ member: JSONMember, reading: TokensStudio.Reading, path: [String], deprecated: JSONNode?
    ) {
        switch reading {
        case .unreadable(let reason):
            diagnostics.append(Diagnostic(
                .warning, .legacyTokenFormat, at: member.keyLocation,
                "'\(path.joined(separator: "."))' is in Tokens Studio's older format, and \(reason); it is left out"
            ))
        case .token(let type, let value, let note):
            legacyTokens.append(member.keyLocation)
            if let note {
                diagnostics.append(Diagnostic(
                    .warning, .legacyTokenFormat, at: member.keyLocation, "'\(path.joined(separator: "."))': \(note)"
                ))
            }
            entries.append(DTCGEntry(
                path: path, type: type, value: value, description: member.node["description"]?.string,
                deprecated: deprecated, extensions: member.node["$extensions"], isLegacy: true,
                location: member.keyLocation
            ))
        }
    }
}
