/// A heading with the anchor id the site gives it and where it stands in the Markdown file.
public struct Heading: Hashable, Sendable {
    public var level: Int
    public var text: String
    public var id: String
    public var location: SourceLocation

    public init(level: Int, text: String, id: String, location: SourceLocation) {
        self.level = level
        self.text = text
        self.id = id
        self.location = location
    }
}

/// A fenced code block whose language dsgen handles itself (`tokens`, `swift`), with exact positions.
public struct Fence: Hashable, Sendable {
    /// The fence's position in `Page.fences`, which is also its placeholder's number.
    public var index: Int
    /// The info string's words, each with where it stands on the fence line.
    public let info: [SourceText]
    /// The first word of the info string: `tokens`, `swift`. Kept rather than worked out: every
    /// stage asks it of every fence of every page.
    public let language: String
    /// The lines between the fences, each with where its first byte stands in the Markdown file.
    public let lines: FenceLines
    /// The fence's content as one string, as a Swift parser would read it: joined once, as the
    /// check stage and the page both read it.
    public let code: String
    /// The opening fence.
    public var location: SourceLocation

    public init(index: Int, info: [SourceText], lines: [SourceText], location: SourceLocation) {
        self.index = index
        self.info = info
        language = info.first?.text ?? ""
        // Each line and its line break, copied once into a string of the right size.
        var code = ""
        code.reserveCapacity(lines.reduce(0) { $0 + $1.text.utf8.count + 1 })
        for line in lines {
            code += line.text
            code += "\n"
        }
        self.code = code
        self.lines = FenceLines(lines, code: code, path: location.path)
        self.location = location
    }
}

/// A piece of source text and where its first byte stands.
public struct SourceText: Hashable, Sendable {
    public var text: String
    public var location: SourceLocation

    public init(_ text: String, at location: SourceLocation) {
        self.text = text
        self.location = location
    }
}
