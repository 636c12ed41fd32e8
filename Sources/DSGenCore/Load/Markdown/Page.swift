/// One Markdown file of the content folder, parsed: its title, headings, fences and body HTML.
///
/// The body HTML holds a placeholder comment where each token or Swift fence stood, so that later
/// stages can put the rendered tokens or highlighted code there without parsing the Markdown again.
public struct Page: Hashable, Sendable {
    /// Path relative to the content folder, with `/` separators: `foundations/spacing.md`.
    public var path: String
    /// The path as diagnostics print it: `Content/foundations/spacing.md`.
    public var displayPath: String
    public var title: String
    public var headings: [Heading]
    public var fences: [Fence]
    public var html: String
    /// The page's links to Markdown pages and anchors, as written, for the link check.
    public var links: [PageLink]
    /// The link targets the page's raw HTML declares (`<a name="intro">`, `id="setup"`).
    public var htmlIDs: [String]
    /// The page's words, for search: its text and inline code, without code blocks, cut at
    /// `searchTextLimit` bytes.
    public var text: String
    /// The page's path in the site: `foundations/spacing.html` (order prefixes dropped).
    public let outputPath: String
    /// A hash of the page's Markdown, carried by its placeholders (see `placeholder(forFence:)`).
    let sourceHash: UInt64

    public static let searchTextLimit = 4_000

    public init(
        path: String, displayPath: String, title: String, headings: [Heading], fences: [Fence], html: String,
        sourceHash: UInt64, links: [PageLink] = [], text: String = "", htmlIDs: [String] = []
    ) {
        self.htmlIDs = htmlIDs
        self.sourceHash = sourceHash
        self.text = text
        self.links = links
        self.path = path
        self.outputPath = ContentPath.sitePath(for: path)
        self.displayPath = displayPath
        self.title = title
        self.headings = headings
        self.fences = fences
        self.html = html
    }

    /// Where the HTML of `fence` goes in `html`.
    public func placeholder(forFence index: Int) -> String {
        Self.placeholder(forFence: index, sourceHash: sourceHash)
    }

    /// The placeholder carries the page's source hash, so raw HTML in a page cannot contain it:
    /// the page would have to contain its own hash.
    static func placeholder(forFence index: Int, sourceHash: UInt64) -> String {
        placeholderPrefix(sourceHash) + "\(index)" + placeholderSuffix
    }

    static func placeholderPrefix(_ sourceHash: UInt64) -> String {
        "<!--dsgen:fence:" + String(sourceHash, radix: 16) + ":"
    }

    static let placeholderSuffix = "-->"

    /// FNV-1a over the UTF-8 bytes: stable across runs and machines, unlike `Hasher`.
    public static func sourceHash(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return hash
        }
    }

    /// The body HTML with each fence placeholder replaced by `content(fence)`, in one pass.
    public func html(fillingFences content: (Fence) -> String) -> String {
        let prefix = Array(Self.placeholderPrefix(sourceHash).utf8)
        let suffix = Array(Self.placeholderSuffix.utf8)
        var html = html
        return html.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 4_096)
            var copied = 0
            var from = 0
            while let start = ByteSearch.firstIndex(of: prefix, in: bytes, from: from) {
                let digits = start + prefix.count
                from = digits
                guard let end = ByteSearch.firstIndex(of: suffix, in: bytes, from: digits),
                      let index = Int(
                          String(decoding: UnsafeBufferPointer(rebasing: bytes[digits..<end]), as: UTF8.self)
                      ),
                      fences.indices.contains(index) else { continue }
                result += bytes[copied..<start]
                result += content(fences[index]).utf8
                copied = end + suffix.count
                from = copied
            }
            result += bytes[copied...]
            return String(decoding: result, as: UTF8.self)
        }
    }

}

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
    public var info: [SourceText]
    /// The lines between the fences, each with where its first byte stands in the Markdown file.
    public let lines: [SourceText]
    /// The fence's content as one string, as a Swift parser would read it: joined once, as the
    /// check stage and the page both read it.
    public let code: String
    /// The opening fence.
    public var location: SourceLocation

    public init(index: Int, info: [SourceText], lines: [SourceText], location: SourceLocation) {
        self.index = index
        self.info = info
        self.lines = lines
        self.code = lines.map { $0.text + "\n" }.joined()
        self.location = location
    }

    /// The first word of the info string: `tokens`, `swift`.
    public var language: String { info.first?.text ?? "" }
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
