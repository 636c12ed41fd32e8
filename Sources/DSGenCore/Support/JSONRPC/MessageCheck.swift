import Foundation

/// What a server does with one line of JSON-RPC 2.0 before its library sees it: a message the
/// specification calls malformed is answered here with the code it names (-32700 for a line that
/// is not JSON, with a null id; -32600 for JSON that is no request, notification or response;
/// -32602 for a tool call whose parameters are not the shape MCP gives them), and a request to be
/// answered is named by its id, so that none read before the input ends goes unanswered.
public enum MessageCheck {
    public enum Verdict: Equatable, Sendable {
        /// Blank: nothing to do.
        case ignore
        /// Hand the line on; `requests` are the ids (as `idKey` writes them) it expects answers to.
        case forward(requests: [String])
        /// Answer with this error response instead.
        case reject(response: String)
    }

    public static func check(_ line: [UInt8]) -> Verdict {
        guard line.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { return .ignore }
        let parsed = try? JSONSerialization.jsonObject(with: Data(line), options: [.fragmentsAllowed])
        guard let message = parsed else {
            return .reject(response: error(-32700, "Parse error: the message is not JSON", id: nil))
        }
        if let batch = message as? [Any] {
            guard !batch.isEmpty else {
                return .reject(response: error(-32600, "Invalid Request: an empty batch", id: nil))
            }
            return .forward(requests: batch.compactMap { ($0 as? [String: Any]).flatMap(requestKey) })
        }
        guard let object = message as? [String: Any] else {
            return .reject(response: error(-32600, "Invalid Request: a message is a JSON object", id: nil))
        }
        let id = object["id"].flatMap(validID)
        if object["id"] != nil, !(object["id"] is NSNull), id == nil {
            return .reject(response: error(-32600, "Invalid Request: an id is a string or a number", id: nil))
        }
        guard let method = object["method"] else {
            if object["result"] != nil || object["error"] != nil { return .forward(requests: []) }
            return .reject(response: error(-32600, "Invalid Request: the message has no method", id: id))
        }
        guard let name = method as? String else {
            return .reject(response: error(-32600, "Invalid Request: the method is a string", id: id))
        }
        if name == "tools/call", let problem = toolCallProblem(object["params"]) {
            return .reject(response: error(-32602, "Invalid params: \(problem)", id: id))
        }
        return .forward(requests: requestKey(object).map { [$0] } ?? [])
    }

    /// `params` of a tool call, when it is not `{"name": "…", "arguments": {…}}`.
    private static func toolCallProblem(_ params: Any?) -> String? {
        guard let params = params as? [String: Any] else { return "a tool call's params are an object" }
        guard params["name"] is String else { return "a tool call names its tool as a string" }
        if let arguments = params["arguments"], !(arguments is NSNull), !(arguments is [String: Any]) {
            return "a tool call's arguments are an object"
        }
        return nil
    }

    /// The key of a request's id, for a message that is a request (it has a method and an id).
    static func requestKey(_ object: [String: Any]) -> String? {
        guard object["method"] is String, let id = object["id"].flatMap(validID) else { return nil }
        return idKey(id)
    }

    /// The ids a response (or a batch of them) answers, by `idKey`.
    public static func answered(_ data: Data) -> [String] {
        if let id = leadingID(data) { return [id] }
        guard let message = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            return []
        }
        let objects = (message as? [Any])?.compactMap { $0 as? [String: Any] }
            ?? [message as? [String: Any]].compactMap { $0 }
        return objects.filter { $0["method"] == nil }.compactMap { $0["id"].flatMap(validID).map(idKey) }
    }

    /// The id of a response written with its keys sorted, the id first (`{"id":3,…`), read
    /// without parsing the rest: a response to a 10 MB call may quote it whole.
    static func leadingID(_ data: Data) -> String? {
        let prefix = Array(#"{"id":"#.utf8)
        guard data.count > prefix.count, data.prefix(prefix.count).elementsEqual(prefix) else { return nil }
        let rest = data.dropFirst(prefix.count).prefix(256)
        if rest.first == UInt8(ascii: "\"") {
            let text = rest.dropFirst().prefix { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
            guard rest.dropFirst(text.count + 1).first == UInt8(ascii: "\"") else { return nil }
            return "s" + String(decoding: text, as: UTF8.self)
        }
        let digits = rest.prefix { $0 == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard !digits.isEmpty, let next = rest.dropFirst(digits.count).first,
              next == UInt8(ascii: ",") || next == UInt8(ascii: "}"),
              let number = Int(String(decoding: digits, as: UTF8.self)) else { return nil }
        return "n\(number)"
    }

    /// An id JSON-RPC allows: a string or a number (not a boolean, which JSON decoding also
    /// gives as a number).
    private static func validID(_ value: Any) -> Any? {
        if value is String { return value }
        // A boolean is an NSNumber of the type `c` (char).
        if let number = value as? NSNumber, String(cString: number.objCType) != "c" { return number }
        return nil
    }

    public static func idKey(_ id: Any) -> String {
        if let text = id as? String { return "s" + text }
        return "n" + ((id as? NSNumber)?.stringValue ?? "")
    }

    /// The answer to a line longer than `limit` bytes, which is skipped unread.
    public static func tooLong(limit: Int) -> String {
        error(-32600, "Invalid Request: the message is longer than \(limit >> 20) MB, the most this server reads",
              id: nil)
    }

    /// An error response, as one line of JSON.
    static func error(_ code: Int, _ message: String, id: Any?) -> String {
        let response: [String: Any] = [
            "jsonrpc": "2.0", "id": id ?? NSNull(), "error": ["code": code, "message": message],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: response, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
