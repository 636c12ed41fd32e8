import Foundation

/// A JSON file as token readers need it: checked by Foundation's `JSONSerialization`, with every
/// key and value in the order written and with its place in the file, which Foundation does not
/// report, so that readers walk groups in file order and point diagnostics inside the file.
public struct JSONDocument: Sendable {
    public let path: String
    public let root: JSONNode

    /// Reads `data`; a file that is not valid JSON gives a diagnostic at the place Foundation names.
    public static func read(_ data: Data, path: String) -> Result<JSONDocument, Diagnostic> {
        let bytes = [UInt8](data)
        // Token files are UTF-8, as JSON on the wire must be; the scan below reads UTF-8 only.
        guard String(validating: bytes, as: UTF8.self) != nil, !bytes.contains(0) else {
            return .failure(Diagnostic(
                .invalidJSON, at: .start(of: path), "this file is not UTF-8 text; save it as UTF-8"
            ))
        }
        // JSONDecoder checks a document several times faster than JSONSerialization, but says
        // only that it is not valid; JSONSerialization then says where.
        if (try? JSONDecoder().decode(AnyJSON.self, from: data)) == nil {
            do {
                _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            } catch {
                let offset = JSONScanner.offset(inFoundationMessage: "\(error)") ?? bytes.count
                let location = JSONLines(bytes).location(of: min(offset, bytes.count), path: path)
                let message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
                return .failure(Diagnostic(
                    .invalidJSON, at: location, "this file is not valid JSON: \(JSONScanner.plain(message))"
                ))
            }
        }
        var scanner = JSONScanner(bytes: bytes, path: path)
        return .success(JSONDocument(path: path, root: scanner.document()))
    }
}

/// Any JSON value, decoded only to check that the document is JSON.
private struct AnyJSON: Decodable {
    init(from decoder: any Decoder) throws {}
}

/// One value of a JSON document, with where it starts and its JSON Pointer (`/color/brand/$value`).
public struct JSONNode: Sendable {
    public enum Value: Sendable {
        /// Members in the order the file writes them.
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    public var value: Value
    public var location: SourceLocation
    public var pointer: String

    /// The member named `key`, for an object (the first, if the file repeats a key).
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.node
    }

    public var members: [JSONMember]? { if case .object(let members) = value { members } else { nil } }
    public var string: String? { if case .string(let text) = value { text } else { nil } }
    public var number: Double? { if case .number(let number) = value { number } else { nil } }
    public var bool: Bool? { if case .bool(let flag) = value { flag } else { nil } }
    public var array: [JSONNode]? { if case .array(let items) = value { items } else { nil } }

    /// What the value is, for messages: `a string`, `an object`.
    public var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// A key of a JSON object, where it stands, and its value.
public struct JSONMember: Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var node: JSONNode
}

extension RuleID {
    /// A JSON file (DTCG tokens, a resolver, an asset catalog's `Contents.json`) that does not parse.
    public static let invalidJSON: RuleID = "invalid_json"
}
