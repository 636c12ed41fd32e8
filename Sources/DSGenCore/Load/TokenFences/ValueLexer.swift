/// One lexical piece of a token line after the name: `16pt`, `#FF9500`, `{colors.goals}`, `(`, `@deprecated`.
struct Lexeme: Equatable {
    enum Kind: Equatable {
        case word(String)
        /// A number with the unit written straight after it (`16pt`, `40%`, `250ms`, or `""`).
        case number(Double, unit: String)
        case hex(String)
        case string(String)
        case alias(String)
        case punctuation(Character)
        case attribute(String)
        /// `// …` to the end of the line: the token's description.
        case comment(String)
    }

    var kind: Kind
    /// The text as written.
    var text: String
    var location: SourceLocation
}

/// Splits the value part of a token line into lexemes, with the exact column of each.
struct ValueLexer {
    private let bytes: [UInt8]
    private let start: SourceLocation
    private var index = 0

    init(_ text: Substring, at location: SourceLocation) {
        bytes = Array(text.utf8)
        start = location
    }

    static let punctuation: Set<UInt8> = Set("()[],:.|".utf8)
    static let infinity = Array("∞".utf8)

    mutating func lexemes() throws(Diagnostic) -> [Lexeme] {
        var result: [Lexeme] = []
        while true {
            while index < bytes.count,
                bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            guard index < bytes.count else { return result }
            result.append(try next())
            if case .comment = result.last?.kind { return result }
        }
    }

    private mutating func next() throws(Diagnostic) -> Lexeme {
        let begin = index
        let byte = bytes[index]
        func lexeme(_ kind: Lexeme.Kind) -> Lexeme {
            Lexeme(
                kind: kind, text: String(decoding: bytes[begin..<index], as: UTF8.self),
                location: start.advanced(by: begin)
            )
        }
        switch byte {
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            index = bytes.count
            let text = String(decoding: bytes[(begin + 2)...], as: UTF8.self)
            return lexeme(.comment(text.trimmingWhitespace()))
        case UInt8(ascii: "#"):
            index += 1
            consume { isIdentifierByte($0) }
            return lexeme(.hex(String(decoding: bytes[begin..<index], as: UTF8.self)))
        case UInt8(ascii: "\""):
            index += 1
            consume { $0 != UInt8(ascii: "\"") }
            guard index < bytes.count else { throw problem(at: begin, "unterminated string: add the closing \"") }
            index += 1
            return lexeme(.string(String(decoding: bytes[(begin + 1)..<(index - 1)], as: UTF8.self)))
        case UInt8(ascii: "{"):
            consume { $0 != UInt8(ascii: "}") }
            guard index < bytes.count else { throw problem(at: begin, "unterminated alias: write {group.name}") }
            index += 1
            let path = String(decoding: bytes[(begin + 1)..<(index - 1)], as: UTF8.self).trimmingWhitespace()
            return lexeme(.alias(path))
        case UInt8(ascii: "@"):
            index += 1
            consume { isIdentifierByte($0) }
            return lexeme(.attribute(String(decoding: bytes[(begin + 1)..<index], as: UTF8.self)))
        case _ where startsNumber():
            return lexeme(try number())
        case _ where isLetter(byte) || byte == UInt8(ascii: "_"):
            consume { isIdentifierByte($0) }
            return lexeme(.word(String(decoding: bytes[begin..<index], as: UTF8.self)))
        case _ where Self.punctuation.contains(byte):
            index += 1
            return lexeme(.punctuation(Character(UnicodeScalar(byte))))
        case _ where bytes[begin...].starts(with: Self.infinity):
            // `∞`, a round radius.
            index += Self.infinity.count
            return lexeme(.word("∞"))
        default:
            let character = String(decoding: bytes[begin...].prefix(4), as: UTF8.self).first.map(String.init) ?? "?"
            throw problem(at: begin, "unexpected '\(character)' in a token value")
        }
    }

    /// A number with its sign and unit (`-2`, `16pt`, `50%`), from `index`.
    private mutating func number() throws(Diagnostic) -> Lexeme.Kind {
        let begin = index
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        consume { isDigit($0) || $0 == UInt8(ascii: ".") }
        let numberEnd = index
        consume { isLetter($0) || $0 == UInt8(ascii: "%") }
        let digits = String(decoding: bytes[begin..<numberEnd], as: UTF8.self)
        let unit = String(decoding: bytes[numberEnd..<index], as: UTF8.self)
        guard let value = Double(digits) else { throw problem(at: begin, "'\(digits)' is not a number") }
        guard value.isFinite, abs(value) < TokenValue.largestMagnitude else {
            throw problem(at: begin, "'\(digits)' is too large for a token value")
        }
        return .number(value, unit: unit)
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func startsNumber() -> Bool {
        let byte = bytes[index]
        if isDigit(byte) { return true }
        if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") {
            guard let following = peek(1) else { return false }
            return isDigit(following) || (byte != UInt8(ascii: ".") && following == UInt8(ascii: "."))
        }
        return false
    }

    private mutating func consume(while predicate: (UInt8) -> Bool) {
        while index < bytes.count, predicate(bytes[index]) { index += 1 }
    }

    private func problem(at offset: Int, _ message: String) -> Diagnostic {
        Diagnostic(.invalidValue, at: start.advanced(by: offset), message)
    }
}

private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
private func isLetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
}
private func isIdentifierByte(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") }

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
