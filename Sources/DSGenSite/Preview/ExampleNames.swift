import DSGenCore

/// The names the examples' code may declare views by, and which example writes each, read from
/// the text alone, before any example is parsed: a build that keeps nothing for a next one draws
/// an example's preview as soon as it is read when no other example can change the drawing
/// (`StandaloneFigures`), and lets its reading go.
///
/// A name is a run of ASCII letters, digits and underscores; a declared name is one written after
/// the word `struct` or `func`. Words in comments and strings count too, which can only make an
/// example seem to stand less alone than it does. Where a keyword is followed by anything but
/// whitespace, a backtick or an ASCII name (a comment, a raw identifier, a non-ASCII name),
/// `isComplete` is false and no example is drawn early.
struct ExampleNames: Sendable {
    /// Each declared name and the one example whose code writes it; -1 where several do.
    private let writers: [String: Int]
    /// The declared names' shapes, a bit for each length under the first byte: most names a
    /// drawing looks up (`Text`, `padding`) are declared by no example and are passed over unhashed.
    private let shapes: [UInt64]
    let isComplete: Bool

    init(_ texts: [String]) {
        let scans = texts.concurrentMap { Self.declarations(in: $0) }
        isComplete = scans.allSatisfy(\.readable)
        let declared = isComplete ? Set(scans.flatMap(\.names)) : []
        var shapes = [UInt64](repeating: 0, count: 256)
        for name in declared { shapes[Int(name.utf8.first ?? 0)] |= 1 << min(name.utf8.count, 63) }
        self.shapes = shapes
        guard isComplete else {
            writers = [:]
            return
        }
        let written = texts.concurrentMap { [shapes] text in
            var found: Set<String> = []
            Self.forEachWord(in: text) { word in
                guard Self.mayBeDeclared(word, shapes: shapes) else { return }
                let name = String(decoding: word, as: UTF8.self)
                if declared.contains(name) { found.insert(name) }
            }
            return found
        }
        var writers: [String: Int] = [:]
        for (example, names) in written.enumerated() {
            for name in names { writers[name] = writers[name] == nil ? example : -1 }
        }
        self.writers = writers
    }

    /// Whether looking `name` up among every example's declarations can only find one `example`
    /// makes: no word of it (a drawing may look up `.tinted()` as `tinted`, `` `Card` `` as `Card`) is
    /// declared by an example and written by another.
    func isOwn(_ name: String, by example: Int) -> Bool {
        guard isComplete else { return false }
        guard !writers.isEmpty else { return true }
        var isOwn = true
        Self.forEachWord(in: name) { word in
            guard isOwn, Self.mayBeDeclared(word, shapes: shapes) else { return }
            isOwn = writers[String(decoding: word, as: UTF8.self)].map { $0 == example } ?? true
        }
        return isOwn
    }

    /// Whether a declared name has `word`'s length and first byte.
    private static func mayBeDeclared(_ word: UnsafeBufferPointer<UInt8>, shapes: [UInt64]) -> Bool {
        shapes[Int(word[0])] & (1 << min(word.count, 63)) != 0
    }

    /// Whether `name` is declared in `example` and written in no other.
    func isDeclaredOnly(_ name: String, in example: Int) -> Bool {
        guard isComplete else { return false }
        let words = Self.words(of: name)
        return !words.isEmpty && words.allSatisfy { writers[$0] == example }
    }

    private static func words(of name: String) -> [String] {
        var words: [String] = []
        forEachWord(in: name) { words.append(String(decoding: $0, as: UTF8.self)) }
        return words
    }

    /// The names written after `struct` or `func` in `text`, and whether each could be read.
    private static func declarations(in text: String) -> (names: [String], readable: Bool) {
        var names: [String] = []
        var readable = true
        forEachByte(of: text) { bytes in
            // Between the keyword and its name only whitespace or a backtick: anything else (a
            // comment, a raw identifier such as `-card`, an operator's name) is not read.
            let isReadable = { (gap: Range<Int>) in
                gap.allSatisfy { isSpace(bytes[$0]) || bytes[$0] == UInt8(ascii: "`") }
            }
            var keywordEnd: Int?
            forEachWord(in: bytes) { word in
                if let end = keywordEnd {
                    if isReadable(end..<word.lowerBound) {
                        names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[word]), as: UTF8.self))
                        // A name that goes on past ASCII is not the run read.
                        if word.upperBound < bytes.count, bytes[word.upperBound] >= 0x80 { readable = false }
                    } else {
                        readable = false
                    }
                }
                keywordEnd = isKeyword(UnsafeBufferPointer(rebasing: bytes[word])) ? word.upperBound : nil
            }
            if let end = keywordEnd, !isReadable(end..<bytes.count) { readable = false }
        }
        return (names, readable)
    }

    /// Whitespace as Swift reads it between two words, form feed and vertical tab included.
    private static func isSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C: true
        default: false
        }
    }

    /// Whether `word` is `struct` or `func`, compared byte by byte: every word of every example is asked.
    private static func isKeyword(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        switch word.count {
        case 4: word[0] == UInt8(ascii: "f") && word[1] == UInt8(ascii: "u") && word[2] == UInt8(ascii: "n")
            && word[3] == UInt8(ascii: "c")
        case 6: word[0] == UInt8(ascii: "s") && word[1] == UInt8(ascii: "t") && word[2] == UInt8(ascii: "r")
            && word[3] == UInt8(ascii: "u") && word[4] == UInt8(ascii: "c") && word[5] == UInt8(ascii: "t")
        default: false
        }
    }

    /// Calls `body` with each run of name bytes in `text`.
    private static func forEachWord(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        forEachByte(of: text) { bytes in
            forEachWord(in: bytes) { body(UnsafeBufferPointer(rebasing: bytes[$0])) }
        }
    }

    /// Calls `body` with where each run of name bytes in `bytes` stands.
    private static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        var index = 0
        while index < bytes.count {
            guard isWordByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
            body(start..<index)
        }
    }

    private static func forEachByte(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { body($0) }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }
}

extension ExampleNames {
    /// Whether every name a drawing of `preview` can look up among the examples' declarations (the
    /// name of each call in its views and in its own declarations) is own by `example`. Asked as the
    /// calls are walked, without gathering the names or copying what is asked.
    func ownsEveryCall(of preview: ExamplePreview, example: Int) -> Bool {
        for item in preview.items where !ownsEveryCall(in: item.view, example: example) { return false }
        for declaration in preview.declarations {
            for expression in declaration.body where !ownsEveryCall(in: expression, example: example) { return false }
            for parameter in declaration.parameters {
                if let value = parameter.defaultValue, !ownsEveryCall(in: value, example: example) { return false }
            }
            for expression in (declaration.properties ?? [:]).values
            where !ownsEveryCall(in: expression, example: example) { return false }
        }
        return true
    }

    private func ownsEveryCall(in expression: PreviewExpr, example: Int) -> Bool {
        switch expression {
        case .call(let call):
            guard isOwn(call.name, by: example) else { return false }
            if let base = call.base, !ownsEveryCall(in: base, example: example) { return false }
            for argument in call.arguments where !ownsEveryCall(in: argument.value, example: example) { return false }
            return true
        case .binary(let left, _, let right):
            return ownsEveryCall(in: left, example: example) && ownsEveryCall(in: right, example: example)
        case .array(let items), .closure(let items), .ifLet(_, let items):
            for item in items where !ownsEveryCall(in: item, example: example) { return false }
            return true
        case .name, .string, .number, .bool, .color, .font, .other:
            return true
        }
    }
}
