import DSGenCore
import Foundation

/// JSON laid out byte for byte as Xcode writes an asset catalog's `Contents.json`, so that a
/// catalog dsgen writes shows no diff once Xcode has opened and saved it.
///
/// Xcode's layout: two spaces per level, `"key" : value`, keys sorted at every level, arrays
/// opened on their key's line with each element on lines of its own, and a final newline.
/// Written by hand: `JSONSerialization` escapes `/` as `\/` and documents no layout, and the
/// exported bytes must not depend on which Foundation runs dsgen.
indirect enum XcodeJSON {
    case object([String: XcodeJSON])
    case array([XcodeJSON])
    case string(String)
    case number(Int)
    case bool(Bool)

    /// The file's bytes.
    var data: Data {
        var text = ""
        write(to: &text, depth: 0)
        return Data((text + "\n").utf8)
    }

    private func write(to text: inout String, depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        switch self {
        case .string(let value): text += Self.quoted(value)
        case .number(let value): text += String(value)
        case .bool(let value): text += value ? "true" : "false"
        case .array(let items):
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += indent + "  "
                item.write(to: &text, depth: depth + 1)
                text += index + 1 < items.count ? ",\n" : "\n"
            }
            text += indent + "]"
        case .object(let members):
            text += "{\n"
            for (index, key) in members.keys.sorted().enumerated() {
                text += indent + "  " + Self.quoted(key) + " : "
                members[key]!.write(to: &text, depth: depth + 1)
                text += index + 1 < members.count ? ",\n" : "\n"
            }
            text += indent + "}"
        }
    }

    private static func quoted(_ value: String) -> String {
        JSONText.quoted(value)
    }
}
