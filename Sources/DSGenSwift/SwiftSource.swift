import DSGenCore

/// A piece of Swift to lint: a source file, or a Swift fence of a page.
public struct SwiftSource: Sendable {
    public enum Origin: Sendable {
        /// A `.swift` file: its positions are its own, and `--fix` may rewrite it.
        case file
        /// Fence `index` of a page: line `n` of the code is `lines[n - 1]`, which knows where it
        /// stands in the Markdown file. (The fence's own lines, shared: not copied per fence.)
        case fence(index: Int, lines: FenceLines)
    }

    /// The path findings print: the file, or the Markdown page that holds the fence.
    public var path: String
    public var text: String
    public var origin: Origin

    public init(path: String, text: String, origin: Origin) {
        self.path = path
        self.text = text
        self.origin = origin
    }

    public var isFence: Bool { fenceIndex != nil }

    /// The fence's place on its page, for a fence.
    public var fenceIndex: Int? {
        if case .fence(let index, _) = origin { index } else { nil }
    }

    /// The Swift fences of the pages, each with its lines' places in its Markdown file.
    public static func fences(of pages: [Page]) -> [SwiftSource] {
        pages.flatMap { page in
            page.fences.filter { $0.language == "swift" }.map { fence in
                SwiftSource(
                    path: page.displayPath,
                    text: fence.code,
                    origin: .fence(index: fence.index, lines: fence.lines)
                )
            }
        }
    }

    /// Where line `line`, column `column` of the Swift text stands in the file findings point to.
    public func location(line: Int, column: Int) -> SourceLocation {
        switch origin {
        case .file:
            return SourceLocation(path: path, line: line, column: column)
        case .fence(_, let lines):
            guard lines.indices.contains(line - 1) else {
                let last = lines.isEmpty ? 1 : lines.location(ofLine: lines.count - 1).line
                return SourceLocation(path: path, line: last, column: column)
            }
            return lines.location(ofLine: line - 1).advanced(by: column - 1)
        }
    }
}
