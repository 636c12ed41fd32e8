/// A JSON string as dsgen writes it where `JSONEncoder` does not (lint's reports,
/// `dsgen serve`'s reload events): quotes, backslashes and control characters escaped (`\n`, `\r`,
/// `\t`, `\b`, `\f` by name, the others as `\u00XX`), everything else, `/` and non-ASCII included, as it is.
public enum JSONText {
    public static func appendQuoted(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var value = value
        // Runs of bytes that need no escape go in whole: byte by byte, quoting was most of the
        // time of writing a report of a hundred thousand findings.
        value.withUTF8 { bytes in
            var start = 0
            for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"")
                || byte == UInt8(ascii: "\\") {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                appendEscape(byte, to: &output)
                start = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(_ byte: UInt8, to output: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
        case 10: output.append(contentsOf: #"\n"#.utf8)
        case 13: output.append(contentsOf: #"\r"#.utf8)
        case 9: output.append(contentsOf: #"\t"#.utf8)
        case 8: output.append(contentsOf: #"\b"#.utf8)
        case 12: output.append(contentsOf: #"\f"#.utf8)
        default:
            let hex = String(byte, radix: 16)
            output.append(contentsOf: (#"\u"# + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        }
    }

    /// `value` as a quoted JSON string.
    public static func quoted(_ value: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(value.utf8.count + 2)
        appendQuoted(value, to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}
