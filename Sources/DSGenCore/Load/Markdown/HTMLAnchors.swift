/// The link targets raw HTML in a page declares: the `id` of any element and the `name` of an
/// `<a>` (`<a name="intro">`, `<div id="setup">`), which a browser scrolls to as it does to a
/// heading. Read from the start tags only; comments, end tags and text are passed over.
enum HTMLAnchors {
    static func ids(in html: String) -> [String] {
        var scanner = Scanner(bytes: Array(html.utf8))
        var ids: [String] = []
        while scanner.skip(to: UInt8(ascii: "<")) {
            scanner.index += 1
            if scanner.skipComment() { continue }
            let tag = scanner.word().lowercased()
            guard !tag.isEmpty else { continue }
            while let (name, value) = scanner.attribute() {
                let name = name.lowercased()
                if name == "id" || (name == "name" && tag == "a"), let value, !value.isEmpty { ids.append(value) }
            }
        }
        return ids
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        /// Moves to the next `byte`; false at the end.
        mutating func skip(to byte: UInt8) -> Bool {
            while index < bytes.count, bytes[index] != byte { index += 1 }
            return index < bytes.count
        }

        /// Past `!-- … -->` when a comment starts here.
        mutating func skipComment() -> Bool {
            let opening = Array("!--".utf8), closing = Array("-->".utf8)
            guard bytes[index...].starts(with: opening) else { return false }
            index += opening.count
            while index < bytes.count, !bytes[index...].starts(with: closing) { index += 1 }
            index = min(index + closing.count, bytes.count)
            return true
        }

        /// A tag or attribute name: letters, digits, `-`, `_`, `:`, `.`.
        mutating func word() -> String {
            let start = index
            while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// The next attribute of the tag, with its value; nil at the tag's end.
        mutating func attribute() -> (String, String?)? {
            skipSpaces()
            guard index < bytes.count, bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "<") else {
                return nil
            }
            if bytes[index] == UInt8(ascii: "/") {
                index += 1
                return attribute()
            }
            let name = word()
            guard !name.isEmpty else { return nil }
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return (name, nil) }
            index += 1
            skipSpaces()
            guard index < bytes.count else { return (name, nil) }
            let quote = bytes[index]
            let start: Int
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                index += 1
                start = index
                while index < bytes.count, bytes[index] != quote { index += 1 }
                defer { index = min(index + 1, bytes.count) }
                return (name, String(decoding: bytes[start..<index], as: UTF8.self))
            }
            start = index
            while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
            return (name, String(decoding: bytes[start..<index], as: UTF8.self))
        }

        mutating func skipSpaces() {
            while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        }

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
        }

        static func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
                || byte == UInt8(ascii: ".")
        }
    }
}
