import DSGenCore
import DSGenLint
import MCP

/// `lookup_token`: everything the spec says of one token, by its path or its Swift name.
enum LookUpToken {
    static let tool = Tool(
        name: "lookup_token",
        description: "Look a design token up by its path (spacing.md) or Swift name (DesignSystem.Spacing.md, " +
            "Spacing.md): its kind, value in each appearance (light, dark, high contrast), description, what " +
            "it is for, what it aliases, and whether it is deprecated and what replaces it.",
        inputSchema: .object([
            "type": "object",
            "properties": .object([
                "name": .object(["type": "string", "description": "A token path or Swift name"]),
            ]),
            "required": .array(["name"]),
        ]),
        annotations: .init(readOnlyHint: true)
    )

    static func answer(_ arguments: [String: Value], in snapshot: ContentState.Snapshot) throws -> ToolAnswer {
        let name = try Arguments.string("name", in: arguments)
        guard let token = find(name, in: snapshot) else {
            let names = snapshot.system.tokens.map(\.path) + snapshot.system.tokens.map(\.token.swiftName)
            throw ToolRefusal("no token is named '\(name)'" + Suggestion.hint(for: name, in: names))
        }
        return ToolAnswer(text: text(token), structured: describe(token))
    }

    /// The token of that path, that Swift name, or whose Swift name ends with it (`Spacing.md`)
    /// when only one does.
    static func find(_ name: String, in snapshot: ContentState.Snapshot) -> ResolvedToken? {
        let system = snapshot.system
        if let token = system.token(name) { return token }
        if let token = snapshot.linter.catalog.tokensBySwiftName[name] { return token }
        let ending = system.tokens.filter { $0.token.swiftName.hasSuffix("." + name) }
        return ending.count == 1 ? ending[0] : nil
    }

    static func text(_ token: ResolvedToken) -> String {
        var lines = ["\(token.token.swiftName) (\(token.path)), a \(token.kind) token"]
        if let summary = token.token.summary { lines.append(summary) }
        lines += appearances(token).map { "\($0.0): \($0.1)" }
        if let alias = token.aliasOf { lines.append("Aliases \(alias).") }
        if !token.token.uses.isEmpty {
            lines.append("For " + token.token.uses.map(\.rawValue).joined(separator: ", ") + ".")
        }
        if let deprecation = token.token.deprecation {
            lines.append("Deprecated" + (deprecation.replacement.map { "; use \($0.path) instead" } ?? "") + ".")
        }
        return lines.joined(separator: "\n")
    }

    static func describe(_ token: ResolvedToken) -> Value {
        var object: [String: Value] = [
            "token": .string(token.path), "swift": .string(token.token.swiftName),
            "kind": .string(token.kind.rawValue),
            "values": .object(Dictionary(uniqueKeysWithValues: appearances(token).map { ($0.0, .string($0.1)) })),
            "uses": .array(token.token.uses.map { .string($0.rawValue) }),
            "deprecated": .bool(token.token.deprecation != nil),
        ]
        if let summary = token.token.summary { object["description"] = .string(summary) }
        if let alias = token.aliasOf { object["aliasOf"] = .string(alias) }
        if let replacement = token.token.deprecation?.replacement { object["replacement"] = .string(replacement.path) }
        return .object(object)
    }

    /// The value in light, and in each other appearance where it differs.
    static func appearances(_ token: ResolvedToken) -> [(String, String)] {
        let light = token.values.light
        return [("light", light.text)] + Appearance.allCases.dropFirst().compactMap { appearance in
            token.values[appearance] == light ? nil : (DTCGNames.context(appearance), token.values[appearance].text)
        }
    }
}
