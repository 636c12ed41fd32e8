import Synchronization

/// One Markdown file of the content folder, parsed: its title, headings, fences and body HTML.
///
/// The body HTML holds a placeholder comment where each token or Swift fence stood, so that later
/// stages can put the rendered tokens or highlighted code there without parsing the Markdown again.
public struct Page: Hashable, Sendable {
    /// What a page holds, behind one reference: a page is copied wherever the site is worked out
    /// (its sidebar, its fingerprints, `dsgen serve`'s comparison with its last build), and
    /// copying eleven references a page was a fifth of a rebuild of 5,000 pages under `dsgen serve`.
    private struct Values: Hashable, Sendable {
        var path: String
        var displayPath: String
        var title: String
        var headings: [Heading]
        var fences: [Fence]
        var links: [PageLink]
        var htmlIDs: [String]
        var text: String
        var frontMatter: FrontMatter
        let outputPath: String
        let sourceHash: UInt64
    }

    private final class Box: Sendable {
        let values: Values
        let textHash: Int
        /// The body HTML, which a build that keeps nothing lets go once the page is written.
        let html: Mutex<String>

        init(_ values: Values, html: String) {
            self.values = values
            self.html = Mutex(html)
            var hasher = Hasher()
            hasher.combine(values.text)
            textHash = hasher.finalize()
        }
    }

    private var box: Box

    /// A change makes a new box: pages are changed rarely, and only as they are made.
    private var values: Values {
        get { box.values }
        set { box = Box(newValue, html: html) }
    }

    /// Path relative to the content folder, with `/` separators: `foundations/spacing.md`.
    public var path: String {
        get { box.values.path }
        set { values.path = newValue }
    }
    /// The path as diagnostics print it: `Content/foundations/spacing.md`.
    public var displayPath: String {
        get { box.values.displayPath }
        set { values.displayPath = newValue }
    }
    public var title: String {
        get { box.values.title }
        set { values.title = newValue }
    }
    public var headings: [Heading] {
        get { box.values.headings }
        set { values.headings = newValue }
    }
    public var fences: [Fence] {
        get { box.values.fences }
        set { values.fences = newValue }
    }
    public var html: String {
        get { box.html.withLock { $0 } }
        set { box = Box(box.values, html: newValue) }
    }

    /// Lets the body HTML go, in every copy of the page: for a build that has written the page and
    /// reads it no more. The page's body is the largest part of a large site held while it is
    /// written; what reads `html` afterwards reads an empty body.
    public func releaseHTML() {
        box.html.withLock { $0 = "" }
    }
    /// The page's links to Markdown pages and anchors, as written, for the link check.
    public var links: [PageLink] {
        get { box.values.links }
        set { values.links = newValue }
    }
    /// The link targets the page's raw HTML declares (`<a name="intro">`, `id="setup"`).
    public var htmlIDs: [String] {
        get { box.values.htmlIDs }
        set { values.htmlIDs = newValue }
    }
    /// The page's words, for search: its text and inline code, without code blocks, cut at
    /// `searchTextLimit` bytes.
    public var text: String {
        get { box.values.text }
        set { values.text = newValue }
    }
    /// What the page's front matter says: its component's status and facts.
    public var frontMatter: FrontMatter {
        get { box.values.frontMatter }
        set { values.frontMatter = newValue }
    }
    /// A hash of `text`, taken once for the page: `dsgen serve` compares every page's words on
    /// every save. It is `Hasher`'s, so it compares pages of one process only.
    public var textHash: Int { box.textHash }
    /// The page's path in the site: `foundations/spacing.html` (order prefixes dropped).
    public var outputPath: String { box.values.outputPath }
    /// A hash of the page's Markdown, carried by its placeholders (see `placeholder(forFence:)`).
    var sourceHash: UInt64 { box.values.sourceHash }

    public static let searchTextLimit = 4_000

    public init(
        path: String, displayPath: String, title: String, headings: [Heading], fences: [Fence], html: String,
        sourceHash: UInt64, links: [PageLink] = [], text: String = "", htmlIDs: [String] = [],
        frontMatter: FrontMatter = FrontMatter()
    ) {
        box = Box(Values(
            path: path, displayPath: displayPath, title: title, headings: headings, fences: fences,
            links: links, htmlIDs: htmlIDs, text: text, frontMatter: frontMatter,
            outputPath: ContentPath.sitePath(for: path), sourceHash: sourceHash
        ), html: html)
    }

    /// The same page (a page kept by the cache is the same box) or one equal field by field.
    public static func == (lhs: Page, rhs: Page) -> Bool {
        lhs.box === rhs.box || lhs.box.values == rhs.box.values && lhs.html == rhs.html
    }

    /// Whether `other` is this very page, as the page cache hands back a file it read before: a
    /// test that reads none of the page.
    public func isSame(as other: Page) -> Bool { box === other.box }

    public func hash(into hasher: inout Hasher) {
        box.values.hash(into: &hasher)
        hasher.combine(html)
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

    /// A hash of the UTF-8 bytes that is stable across runs and machines, unlike `Hasher`. Eight
    /// bytes are taken in at a time (read as a little-endian number), each with a multiply and a
    /// shift, the few left over one by one, and the length last, before every bit is spread over
    /// the whole hash: every page is hashed on every load, and a byte at a time was a hundredth of
    /// a large build.
    public static func sourceHash(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var offset = 0
            while offset + 8 <= raw.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                hash = (hash ^ word) &* 0x9e37_79b9_7f4a_7c15
                hash ^= hash >> 32
                offset += 8
            }
            while offset < raw.count {
                hash = (hash ^ UInt64(raw[offset])) &* 0x9e37_79b9_7f4a_7c15
                offset += 1
            }
            return mix(hash ^ UInt64(raw.count))
        }
    }

    /// Spreads every bit of `value` over the whole word (the finaliser of MurmurHash3's 64-bit hash).
    private static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xff51_afd7_ed55_8ccd
        value ^= value >> 33
        value &*= 0xc4ce_b9fe_1a85_ec53
        value ^= value >> 33
        return value
    }

    /// The body HTML with each fence placeholder replaced by `content(fence)`, in one pass. The
    /// placeholders are found in the bytes, and the text between them is copied as it stands
    /// rather than read again as UTF-8 (decoding each page whole was 1% of a short-page build).
    public func html(fillingFences content: (Fence) -> String) -> String {
        var html = html
        let holes = placeholders(in: &html)
        guard !holes.isEmpty else { return html }
        let utf8 = html.utf8
        let at = { (offset: Int) in utf8.index(utf8.startIndex, offsetBy: offset) }
        var result = ""
        result.reserveCapacity(utf8.count + 4_096)
        var copied = 0
        for hole in holes {
            result += Substring(utf8[at(copied)..<at(hole.start)])
            result += content(fences[hole.fence])
            copied = hole.end
        }
        result += Substring(utf8[at(copied)...])
        return result
    }

    /// Where each fence placeholder stands in `html` (byte offsets, ASCII at both ends) and its fence.
    private func placeholders(in html: inout String) -> [(start: Int, end: Int, fence: Int)] {
        let prefix = Array(Self.placeholderPrefix(sourceHash).utf8)
        let suffix = Array(Self.placeholderSuffix.utf8)
        return html.withUTF8 { bytes in
            var holes: [(start: Int, end: Int, fence: Int)] = []
            var from = 0
            while let start = ByteSearch.firstIndex(of: prefix, in: bytes, from: from) {
                let digits = start + prefix.count
                from = digits
                guard let end = ByteSearch.firstIndex(of: suffix, in: bytes, from: digits),
                      let index = Int(
                          String(decoding: UnsafeBufferPointer(rebasing: bytes[digits..<end]), as: UTF8.self)
                      ),
                      fences.indices.contains(index) else { continue }
                holes.append((start, end + suffix.count, index))
                from = end + suffix.count
            }
            return holes
        }
    }
}
