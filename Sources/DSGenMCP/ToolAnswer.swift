import MCP

/// What a tool gives back: a text for the agent to read and the same facts as structured content.
struct ToolAnswer: Sendable {
    var text: String
    var structured: Value

    var result: CallTool.Result {
        CallTool.Result(
            content: [.text(text: text, annotations: nil, _meta: nil)], structuredContent: Optional(structured),
            isError: false
        )
    }
}

/// A call a tool cannot answer (a value it cannot read, a token that does not exist): the agent
/// gets the reason as the tool's error result, which it can act on, rather than a protocol error.
struct ToolRefusal: Error, Sendable {
    var message: String

    init(_ message: String) { self.message = message }

    var result: CallTool.Result {
        CallTool.Result(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
    }
}
