import Foundation

/// Finds where a fenced block's info words and content lines stand in the Markdown source.
///
/// cmark gives the fence's line and column; the info string and content are found on the source
/// lines themselves, so a position stays exact inside block quotes and list items too.
struct FenceLocator {
    let path: String
    let lines: [Substring]

    /// The info string's words with their positions, or nil when the block is not fenced.
    func infoWords(of node: CmarkNode) -> [SourceText]? {
        guard node.startLine >= 1, node.startLine <= lines.count else { return nil }
        let line = Array(lines[node.startLine - 1].utf8)
        var index = max(node.startColumn - 1, 0)
        while index < line.count, line[index] != UInt8(ascii: "`"), line[index] != UInt8(ascii: "~") { index += 1 }
        guard index < line.count else { return nil }
        let fenceCharacter = line[index]
        while index < line.count, line[index] == fenceCharacter { index += 1 }
        return words(in: line, from: index, lineNumber: node.startLine)
    }

    /// The content lines between the fences; a line's column is where its text starts in the file.
    func contentLines(of node: CmarkNode) -> [SourceText] {
        var literal = node.literal
        if literal.hasSuffix("\n") { literal.removeLast() }
        guard !literal.isEmpty || node.literal == "\n" else { return [] }
        return literal.sourceLines().enumerated().map { offset, text in
            let lineNumber = node.startLine + 1 + offset
            guard lineNumber <= lines.count else {
                return SourceText(
                    String(text), at: SourceLocation(path: path, line: lineNumber, column: node.startColumn)
                )
            }
            let source = lines[lineNumber - 1]
            if Self.hasSuffix(source, text) {
                return SourceText(
                    String(text),
                    at: SourceLocation(path: path, line: lineNumber, column: source.utf8.count - text.utf8.count + 1)
                )
            }
            // cmark turned a tab of the indentation into spaces. The text keeps cmark's indentation
            // (code must not lose it); the column is placed so that the first visible character
            // lands where it stands in the source. The indentation may then start left of column
            // 1, which is harmless: nothing is ever reported on indentation.
            let visible = text.drop { $0 == " " || $0 == "\t" }
            let indentation = text.utf8.count - visible.utf8.count
            let column = Self.hasSuffix(source, visible)
                ? source.utf8.count - visible.utf8.count + 1 - indentation
                : node.startColumn
            return SourceText(String(text), at: SourceLocation(path: path, line: lineNumber, column: column))
        }
    }

    /// Whether `line` ends with the bytes of `text`: compared as UTF-8, which is what columns
    /// count, and much cheaper than comparing characters.
    private static func hasSuffix(_ line: Substring, _ text: Substring) -> Bool {
        let contiguous = line.utf8.withContiguousStorageIfAvailable { line in
            text.utf8.withContiguousStorageIfAvailable { text in
                line.count >= text.count
                    && (text.isEmpty
                        || memcmp(line.baseAddress! + (line.count - text.count), text.baseAddress!, text.count) == 0)
            }
        }
        if let contiguous = contiguous ?? nil { return contiguous }
        let count = text.utf8.count
        return line.utf8.count >= count && line.utf8.suffix(count).elementsEqual(text.utf8)
    }

    private func words(in line: [UInt8], from start: Int, lineNumber: Int) -> [SourceText] {
        var result: [SourceText] = []
        var index = start
        while index < line.count {
            while index < line.count, line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t") {
                index += 1
            }
            let wordStart = index
            while index < line.count, line[index] != UInt8(ascii: " "), line[index] != UInt8(ascii: "\t") { index += 1 }
            guard index > wordStart else { break }
            let text = String(decoding: line[wordStart..<index], as: UTF8.self)
            result.append(SourceText(text, at: SourceLocation(path: path, line: lineNumber, column: wordStart + 1)))
        }
        return result
    }
}

