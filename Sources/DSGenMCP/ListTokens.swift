import DSGenCore
import MCP

/// `list_tokens`: the tokens of a group or a kind, with their Swift names and light values.
enum ListTokens {
    static let tool = Tool(
        name: "list_tokens",
        description: "List design tokens, all of them or those of one group (spacing, colors.status) or of one " +
            "kind (\(TokenKind.allCases.map(\.rawValue).joined(separator: ", "))): path, Swift name and value.",
        inputSchema: .object([
            "type": "object",
            "properties": .object([
                "group": .object(["type": "string", "description": "A group path: spacing, colors.status"]),
                "kind": .object(["type": "string", "description": "A kind: color, dimension, typography…"]),
            ]),
        ]),
        annotations: .init(readOnlyHint: true)
    )

    static func answer(_ arguments: [String: Value], in snapshot: ContentState.Snapshot) throws -> ToolAnswer {
        let group = try Arguments.optionalString("group", in: arguments)
        let kind = try Arguments.optionalString("kind", in: arguments).map { name -> TokenKind in
            guard let kind = TokenKind(rawValue: name) else {
                throw ToolRefusal("'\(name)' is not a kind" +
                    Suggestion.hint(for: name, in: TokenKind.allCases.map(\.rawValue)))
            }
            return kind
        }
        let tokens = snapshot.system.tokens.filter { token in
            (group.map { token.path.hasPrefix($0 + ".") } ?? true) && (kind.map { token.kind == $0 } ?? true)
        }
        if tokens.isEmpty, let group, !snapshot.system.tokens.contains(where: { $0.path.hasPrefix(group + ".") }) {
            let groups = Set(snapshot.system.tokens.map { String($0.path.prefix { $0 != "." }) })
            throw ToolRefusal("no group is named '\(group)'" + Suggestion.hint(for: group, in: groups))
        }
        let lines = tokens.map { "\($0.token.swiftName)  \($0.path)  \($0.values.light.text)" }
        return ToolAnswer(
            text: lines.isEmpty ? "No token matches." : lines.joined(separator: "\n"),
            structured: .object(["tokens": .array(tokens.map(LookUpToken.describe))])
        )
    }
}
