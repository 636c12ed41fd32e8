/// A position in a source file: a path as the user gave it, a 1-based line and a 1-based column.
///
/// Columns count UTF-8 bytes, as cmark, swiftc and swift-syntax do, so editors and CI logs that link
/// `path:line:col` land on the same character the compiler would.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// The start of a file, for problems that concern the file as a whole (missing, unreadable).
    public static func start(of path: String) -> SourceLocation {
        SourceLocation(path: path, line: 1, column: 1)
    }

    /// The same line, `offset` bytes further right.
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column + offset)
    }

    public var description: String { "\(path):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
