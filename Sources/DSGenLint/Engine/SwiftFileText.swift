import DSGenCore
import Foundation

/// A Swift file's text as lint reads it: as much of it as it can. A file past the size budget is
/// read up to the last line within the budget; bytes that are not UTF-8 are read as spaces, so
/// that every column after them stays where it is. What was not read is said where it stands.
struct SwiftFileText {
    var text: String
    /// What could not be read, at its UTF-8 offset in `text`.
    var problems: [(offset: Int, rule: RuleID, message: String)] = []

    /// Whether the text differs from the file: its findings then carry no fixes, which would be
    /// applied to the file's real bytes.
    var isPartial: Bool { !problems.isEmpty }

    static func read(_ path: String, budget: Int) -> Result<SwiftFileText, Diagnostic> {
        switch FileBudget.readPrefix(path, budget: budget) {
        case .failure(let problem): return .failure(problem)
        case .success(let (data, size)): return .success(SwiftFileText(data, size: size, budget: budget))
        }
    }

    init(_ data: Data, size: Int, budget: Int) {
        var bytes = [UInt8](data)
        var problems: [(Int, RuleID, String)] = []
        if size > bytes.count {
            // Up to the last whole line, so that no line is read in part.
            if let newline = bytes.lastIndex(of: 10) { bytes.removeSubrange((newline + 1)...) }
            problems.append((
                bytes.count,
                .unreadableFile,
                "this Swift file is \(Self.size(size)); dsgen lints the first \(Self.size(budget)) of a file, " +
                    "up to here: split it up to lint the rest"
            ))
        }
        if let invalid = Self.replaceInvalidUTF8(in: &bytes) {
            let byte = data[data.startIndex + invalid]
            problems.insert((
                invalid,
                .swiftSyntax,
                "byte 0x\(String(byte, radix: 16, uppercase: true)) is not UTF-8 " +
                    "(the file may be in another encoding); " +
                    "dsgen reads such bytes as spaces and lints the rest, without fixes"
            ), at: 0)
        }
        text = String(decoding: bytes, as: UTF8.self)
        self.problems = problems
    }

    /// `9 MB`, rounded up; `2 KB` below a megabyte.
    private static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\((bytes + (1 << 20) - 1) >> 20) MB" : "\((bytes + 1023) >> 10) KB"
    }

    /// Replaces every byte that is not part of valid UTF-8 with a space; the offset of the first, if any.
    private static func replaceInvalidUTF8(in bytes: inout [UInt8]) -> Int? {
        var first: Int?
        var offset = 0
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var invalid: [Range<Int>] = []
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error(let length):
                invalid.append(offset..<offset + length)
                first = first ?? offset
                offset += length
            case .emptyInput: break loop
            }
        }
        for range in invalid {
            bytes.replaceSubrange(range, with: repeatElement(UInt8(ascii: " "), count: range.count))
        }
        return first
    }
}
