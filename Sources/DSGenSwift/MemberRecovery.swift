/// What it would cost swift-syntax's parser to recover from code in a type's body that declares
/// nothing. Such code is not valid Swift, but the parser reads it: each call-shaped piece of it
/// (`foo(8)`, `.padding(8)`, `name<`) may be a declaration missing its keyword, and to find out,
/// the parser looks ahead to the next keyword or the end of the body. So the time grows with the
/// square of those pieces: 1,000 in a row took 0.8 s in a release build, 4,000 took 9 s.
///
/// Valid code has no such runs: in a type's body every declaration starts with a keyword, and a
/// declaration holds a few of those pieces at most (`let x: Array<Int> = f(…)`) outside brackets.
/// So a run of `limit` pieces outside brackets is not read at all: it cannot be valid Swift.
/// Inside brackets a long run may be valid (a table of `Item(…)` values) or not (the rest of a
/// body after a parenthesis left open, which the parser also recovers from piece by piece): such
/// a run is `suspect`, parsed under `ParseBudget`'s deadline, and past `runaway` not read either.
/// The scan goes byte by byte and only decides how to parse: brackets, strings and comments are
/// followed roughly.
package struct MemberRecovery {
    /// The most call-shaped pieces in a row a type's body may hold before a source is not parsed.
    package static let limit = 300
    /// The most it may hold inside brackets before a source is not parsed.
    package static let runaway = 1_000

    package enum Verdict: Equatable {
        /// Not parsed: a run starts at this line.
        case unreadable(line: Int)
        /// Parsed under a deadline: a run inside brackets starts at this line.
        case suspect(line: Int)
    }

    /// What the source's longest runs call for, or nil when it parses as usual.
    package static func verdict(for text: String) -> Verdict? {
        // Each piece counted is a word followed by its own `(` or `<`: a source with no more of
        // those than either limit has no run long enough to matter, and most sources are far below.
        var openings = 0
        for byte in text.utf8 where byte == UInt8(ascii: "(") || byte == UInt8(ascii: "<") { openings += 1 }
        guard openings > min(limit, runaway) else { return nil }
        var scan = MemberRecovery(bytes: Array(text.utf8))
        return scan.run()
    }

    private struct Block {
        var isTypeBody: Bool
        /// `(` and `[` open in this block.
        var depth = 0
        /// The keyword that last began a declaration or statement here, while it lasts.
        var keyword: String?
        /// Call-shaped pieces since the last declaration keyword, outside brackets and anywhere,
        /// and the line of the first of each.
        var pieces = 0
        var firstLine = 0
        var bracketed = 0
        var firstBracketedLine = 0
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var blocks = [Block(isTypeBody: false)]
    /// The word before the current one, and the byte before that word (spaces skipped).
    private var previousWord = ""
    private var previousByte: UInt8 = 0
    private var suspect: Int?

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func run() -> Verdict? {
        while index < bytes.count {
            let byte = bytes[index]
            if byte.isWordStart {
                if let line = word() { return .unreadable(line: line) }
                continue
            }
            index += 1
            switch byte {
            case UInt8(ascii: "\n"): line += 1; continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): continue
            case UInt8(ascii: "/") where index < bytes.count && bytes[index] == UInt8(ascii: "/"):
                skip(to: [UInt8(ascii: "\n")])
                continue
            case UInt8(ascii: "/") where index < bytes.count && bytes[index] == UInt8(ascii: "*"):
                skip(to: Array("*/".utf8))
                continue
            case UInt8(ascii: "\""): string()
            case UInt8(ascii: "("), UInt8(ascii: "["): blocks[blocks.count - 1].depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                blocks[blocks.count - 1].depth = max(blocks[blocks.count - 1].depth - 1, 0)
            case UInt8(ascii: "{"):
                let isTypeBody = blocks[blocks.count - 1].keyword.map(Self.typeKeywords.contains) ?? false
                blocks.append(Block(isTypeBody: isTypeBody))
            case UInt8(ascii: "}"):
                if blocks.count > 1 { blocks.removeLast() }
                blocks[blocks.count - 1].keyword = nil
            case UInt8(ascii: ";"): blocks[blocks.count - 1].keyword = nil
            default: break
            }
            previousByte = byte
            previousWord = ""
        }
        return suspect.map { .suspect(line: $0) }
    }

    /// Reads the word at `index`; returns the line of a run that has just made the source unreadable.
    private mutating func word() -> Int? {
        let start = index
        while index < bytes.count, bytes[index].isWordByte { index += 1 }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        defer {
            previousWord = word
            previousByte = bytes[index - 1]
        }
        var block = blocks[blocks.count - 1]
        defer { blocks[blocks.count - 1] = block }
        let outside = block.depth == 0
        if outside, Self.declarationKeywords.contains(word) {
            block.keyword = word
            block.pieces = 0
            block.bracketed = 0
            return nil
        }
        if outside, Self.statementKeywords.contains(word) {
            block.keyword = nil
            return nil
        }
        guard block.isTypeBody, isFollowedByCallOrGenerics,
              !Self.declarationKeywords.contains(previousWord),
              previousByte != UInt8(ascii: "@"), previousByte != UInt8(ascii: "#"),
              !(block.keyword == "case" && previousByte == UInt8(ascii: ","))
        else { return nil }
        if block.bracketed == 0 { block.firstBracketedLine = line }
        block.bracketed += 1
        if block.bracketed > Self.runaway { return block.firstBracketedLine }
        if block.bracketed > Self.limit, suspect == nil { suspect = block.firstBracketedLine }
        guard outside else { return nil }
        if block.pieces == 0 { block.firstLine = line }
        block.pieces += 1
        return block.pieces > Self.limit ? block.firstLine : nil
    }

    private var isFollowedByCallOrGenerics: Bool {
        var next = index
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
        return next < bytes.count && (bytes[next] == UInt8(ascii: "(") || bytes[next] == UInt8(ascii: "<"))
    }

    /// Skips a string literal whose opening quote has just been read: `"""` to the next `"""`,
    /// `"` to the next unescaped `"` or the end of the line.
    private mutating func string() {
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\""), bytes[index + 1] == UInt8(ascii: "\"") {
            index += 2
            skip(to: Array("\"\"\"".utf8))
            return
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index = min(index + 1, bytes.count)
    }

    /// Moves past the next `end`, or to the end of the text, counting lines.
    private mutating func skip(to end: [UInt8]) {
        while index < bytes.count {
            if bytes[index] == end[0], bytes[index...].starts(with: end) {
                index += end.count
                if end == [UInt8(ascii: "\n")] { line += 1 }
                return
            }
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
    }

    private static let typeKeywords: Set = ["struct", "class", "enum", "extension", "actor", "protocol"]
    /// Keywords and modifiers that begin a declaration.
    private static let declarationKeywords: Set = typeKeywords.union([
        "let", "var", "func", "init", "deinit", "subscript", "case", "typealias", "associatedtype", "import",
        "operator", "precedencegroup", "macro", "static", "private", "fileprivate", "internal", "public", "open",
        "package", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic",
        "convenience", "required", "indirect", "nonisolated", "isolated", "prefix", "postfix", "infix",
        "optional", "distributed", "consuming", "borrowing"
    ])
    /// Keywords that begin a statement: a brace after them opens no type's body.
    private static let statementKeywords: Set = [
        "if", "guard", "else", "for", "while", "repeat", "switch", "do", "catch", "defer", "return", "in", "get",
        "set", "willSet", "didSet"
    ]
}

private extension UInt8 {
    var isWordStart: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || self == UInt8(ascii: "_") || self >= 0x80
    }

    var isWordByte: Bool {
        isWordStart || (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9"))
    }
}
