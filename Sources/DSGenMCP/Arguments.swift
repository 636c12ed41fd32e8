import MCP

/// A tool call's arguments, read by name. A missing or mistyped argument is a malformed request,
/// which the client gets as a JSON-RPC error (invalid params) naming the argument.
enum Arguments {
    static func string(_ name: String, in arguments: [String: Value]) throws -> String {
        guard let value = try optionalString(name, in: arguments) else {
            throw MCPError.invalidParams("the argument '\(name)' is required")
        }
        return value
    }

    static func optionalString(_ name: String, in arguments: [String: Value]) throws -> String? {
        guard let value = arguments[name], !value.isNull else { return nil }
        if let text = value.stringValue { return text }
        if let number = value.intValue { return String(number) }
        if let number = value.doubleValue { return String(number) }
        throw MCPError.invalidParams("the argument '\(name)' is a string")
    }
}
