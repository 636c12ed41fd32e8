import Foundation

/// Walks JSON text that Foundation has already accepted, recording the order and place of every
/// key and value. It trusts the syntax and only follows it; decoding of strings with escapes and
/// of numbers is left to Foundation and Swift's own number parsing.
struct JSONScanner {
    let bytes: [UInt8]
    let path: String
    private let lines: JSONLines
    private var index = 0

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
        lines = JSONLines(bytes)
    }

    mutating func document() -> JSONNode {
        skipSpace()
        // A byte-order mark is not JSON, but editors write one; Foundation skips it too.
        if bytes[index...].starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
        return node(pointer: "")
    }

    private mutating func node(pointer: String) -> JSONNode {
        skipSpace()
        let location = lines.location(of: index, path: path)
        guard index < bytes.count else { return JSONNode(value: .null, location: location, pointer: pointer) }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [JSONMember] = []
            while true {
                skipSpace()
                if index >= bytes.count || bytes[index] == UInt8(ascii: "}") { index += 1; break }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                let keyLocation = lines.location(of: index, path: path)
                let key = string()
                skipSpace()
                index += 1 // the colon
                let child = node(pointer: pointer + "/" + Self.escape(key))
                members.append(JSONMember(key: key, keyLocation: keyLocation, node: child))
            }
            return JSONNode(value: .object(members), location: location, pointer: pointer)
        case UInt8(ascii: "["):
            index += 1
            var items: [JSONNode] = []
            while true {
                skipSpace()
                if index >= bytes.count || bytes[index] == UInt8(ascii: "]") { index += 1; break }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                items.append(node(pointer: pointer + "/\(items.count)"))
            }
            return JSONNode(value: .array(items), location: location, pointer: pointer)
        case UInt8(ascii: "\""):
            return JSONNode(value: .string(string()), location: location, pointer: pointer)
        case UInt8(ascii: "t"):
            index += 4
            return JSONNode(value: .bool(true), location: location, pointer: pointer)
        case UInt8(ascii: "f"):
            index += 5
            return JSONNode(value: .bool(false), location: location, pointer: pointer)
        case UInt8(ascii: "n"):
            index += 4
            return JSONNode(value: .null, location: location, pointer: pointer)
        default:
            let start = index
            while index < bytes.count, Self.numberBytes.contains(bytes[index]) { index += 1 }
            // Always move on, whatever the byte: the scan must end on any input.
            if index == start { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            return JSONNode(value: .number(Double(text) ?? 0), location: location, pointer: pointer)
        }
    }

    /// A string starting at the opening quote; escapes are decoded by Foundation.
    private mutating func string() -> String {
        let start = index
        index += 1
        var escaped = false
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\") { escaped = true; index += 1 }
            index += 1
        }
        index += 1
        let quoted = bytes[start..<min(index, bytes.count)]
        guard escaped else { return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self) }
        let decoded = try? JSONSerialization.jsonObject(with: Data(quoted), options: [.fragmentsAllowed]) as? String
        return decoded ?? String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private static let numberBytes = Set("+-0123456789.eE".utf8)

    /// A key as a JSON Pointer segment (RFC 6901): `~` as `~0`, `/` as `~1`.
    static func escape(_ key: String) -> String {
        key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") })
            ? key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
            : key
    }

    /// The byte offset in Foundation's "… around character 18." or "… at 9.", counted from 0.
    static func offset(inFoundationMessage message: String) -> Int? {
        for marker in ["around character ", " at "] {
            guard let range = message.range(of: marker, options: .backwards) else { continue }
            if let offset = Int(message[range.upperBound...].prefix { $0.isNumber }) { return offset }
        }
        return nil
    }

    /// Foundation's message without its trailing full stop, to fit after a colon.
    static func plain(_ message: String) -> String {
        let trimmed = message.hasSuffix(".") ? String(message.dropLast()) : message
        return trimmed.prefix(1).lowercased() + trimmed.dropFirst()
    }
}

/// Line starts of a text, to turn byte offsets into 1-based lines and columns.
struct JSONLines {
    private let starts: [Int]

    init(_ bytes: [UInt8]) {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        self.starts = starts
    }

    func location(of offset: Int, path: String) -> SourceLocation {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(path: path, line: low + 1, column: offset - starts[low] + 1)
    }
}
