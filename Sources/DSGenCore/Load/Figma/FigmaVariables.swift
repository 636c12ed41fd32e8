import Foundation

/// Figma's variables as its REST API gives them (`GET /v1/files/:key/variables/local`, saved to a
/// file): `meta.variableCollections`, each with its modes and default mode, and `meta.variables`,
/// each with its collection, `resolvedType`, `valuesByMode` (a value, or an alias to another
/// variable by id), scopes, code syntax and whether it is hidden from publishing. Read with the
/// places of every value, so that a problem points into the file.
public struct FigmaVariables: Sendable {
    struct Collection: Sendable {
        var id: String
        var name: String
        var modes: [(id: String, name: String)]
        var defaultModeID: String
        var node: JSONNode
    }

    struct Variable: Sendable {
        var id: String
        var name: String
        var collectionID: String
        var type: String
        var values: [(modeID: String, node: JSONNode)]
        var scopes: [String]
        var swiftName: String?
        var description: String?
        var isHidden: Bool
        var node: JSONNode
    }

    var collections: [Collection] = []
    var variables: [Variable] = []
    let path: String

    /// Whether `data` may be a saved response, told from its bytes before any parsing.
    public static func mayBe(_ data: Data) -> Bool {
        data.range(of: Data("\"variableCollections\"".utf8)) != nil
            && data.range(of: Data("\"valuesByMode\"".utf8)) != nil
    }

    /// The variables of a response (or of its `meta` saved alone); nil for a document of another shape.
    public static func read(_ document: JSONDocument) -> FigmaVariables? {
        let meta = document.root["meta"] ?? document.root
        guard let collections = meta["variableCollections"]?.members,
              let variables = meta["variables"]?.members else { return nil }
        var read = FigmaVariables(path: document.path)
        for member in collections {
            let node = member.node
            let modes = (node["modes"]?.array ?? []).compactMap { mode -> (String, String)? in
                guard let id = mode["modeId"]?.string else { return nil }
                return (id, mode["name"]?.string ?? id)
            }
            read.collections.append(Collection(
                id: node["id"]?.string ?? member.key, name: node["name"]?.string ?? member.key, modes: modes,
                defaultModeID: node["defaultModeId"]?.string ?? modes.first?.0 ?? "", node: node
            ))
        }
        for member in variables {
            let node = member.node
            read.variables.append(Variable(
                id: node["id"]?.string ?? member.key, name: node["name"]?.string ?? member.key,
                collectionID: node["variableCollectionId"]?.string ?? "", type: node["resolvedType"]?.string ?? "",
                values: (node["valuesByMode"]?.members ?? []).map { ($0.key, $0.node) },
                scopes: (node["scopes"]?.array ?? []).compactMap(\.string),
                swiftName: node["codeSyntax"]?["iOS"]?.string, description: node["description"]?.string,
                isHidden: node["hiddenFromPublishing"]?.bool ?? false, node: node
            ))
        }
        return read
    }
}

extension FigmaVariables {
    /// A collection's or a name's segment as a DTCG name: `.`, `{`, `}` and `$` have meanings
    /// there, so each becomes `-` (and a leading `$` is dropped), with a warning at `node`.
    static func segment(_ text: String, at node: JSONNode, into diagnostics: inout [Diagnostic]) -> String {
        let reserved: Set<Character> = [".", "{", "}", "$"]
        guard text.contains(where: reserved.contains) else { return text }
        var cleaned = String(text.map { reserved.contains($0) ? "-" : $0 })
        while cleaned.hasPrefix("-") { cleaned.removeFirst() }
        diagnostics.append(Diagnostic(
            .warning, .formatDeviation, at: node.location,
            "'\(text)' holds a character DTCG names reserve (. { } $); it is read as '\(cleaned)'"
        ))
        return cleaned.isEmpty ? "unnamed" : cleaned
    }

    /// `Semantic colors` → `semanticColors`: a collection's name as the group that holds its variables.
    static func groupName(_ name: String) -> String {
        var words: [String] = []
        var word = ""
        for character in name {
            if character.isLetter || character.isNumber { word.append(character) } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        guard let first = words.first else { return "figma" }
        let joined = first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map {
            $0.prefix(1).uppercased() + $0.dropFirst()
        }.joined()
        return joined.first?.isLetter == true ? joined : "figma" + joined
    }

    /// Whether `name` can stand as a Swift name: identifiers joined by dots, the first a type.
    static func isSwiftName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }
}
