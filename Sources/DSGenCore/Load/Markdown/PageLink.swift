import Foundation

/// A link of a page to a Markdown page of the content folder or to an anchor, as written and
/// where it stands, so that the check stage can tell whether its target exists.
public struct PageLink: Hashable, Sendable {
    /// The link's destination as written in the Markdown: `../colors.md#error`.
    public var destination: String
    /// The content path of the page it points at (`01-foundations/02-colors.md`), or nil when it
    /// points outside the content folder (`../../README.md`).
    public var page: String?
    /// The anchor it points at, percent-decoded, or nil when it names none.
    public var anchor: String?
    /// The link's opening bracket in the Markdown file.
    public var location: SourceLocation
    /// Whether it points at a file published as it is (an image, a PDF) rather than a page; its
    /// content path is then `page`.
    public var isFile = false

    public init(destination: String, page: String?, anchor: String?, location: SourceLocation) {
        self.destination = destination
        self.page = page
        self.anchor = anchor
        self.location = location
    }

    /// The link `destination` of the page at `pagePath`, if it points at a Markdown page, an
    /// anchor or a file of the content folder; nil for web addresses, and for the files dsgen
    /// writes itself (pages as `.html`, stylesheets, scripts, `downloads/`), which the content
    /// folder does not hold.
    init?(destination: String, from pagePath: String, at location: SourceLocation) {
        guard let (target, fragment) = Self.split(destination) else { return nil }
        let anchor = fragment.flatMap { $0.isEmpty ? nil : Self.decoded($0) }
        if target.isEmpty {
            guard anchor != nil else { return nil }
            self.init(destination: destination, page: pagePath, anchor: anchor, location: location)
            return
        }
        let decoded = Self.decoded(target)
        let base = decoded.hasPrefix("/") ? [] : pagePath.pathParts.dropLast().map(String.init)
        let resolved = Self.resolve(decoded, against: base)
        guard target.hasSuffix(".md") else {
            guard Self.isContentFile(decoded, resolved: resolved) else { return nil }
            self.init(destination: destination, page: resolved, anchor: nil, location: location)
            isFile = true
            return
        }
        self.init(destination: destination, page: resolved, anchor: anchor, location: location)
    }

    /// `text` with its percent-escapes decoded; most links have none, and Foundation's decoding
    /// costs as much as the rest of reading the link.
    private static func decoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return text.removingPercentEncoding ?? text
    }

    /// Whether a link to `target` (resolved to the content path `resolved`) must find a file in
    /// the content folder: not a folder, nor a file the site has without the content holding it.
    private static func isContentFile(_ target: String, resolved: String?) -> Bool {
        guard !target.hasSuffix("/"), let name = target.pathParts.last, name != "." && name != ".." else {
            return false
        }
        let generated = ["html", "htm", "css", "js"]
        if let dot = name.lastIndex(of: "."), generated.contains(name[name.index(after: dot)...].lowercased()) {
            return false
        }
        return resolved?.pathParts.first != "downloads"
    }

    /// The target and the fragment of a destination that stays inside the site; nil for one with
    /// a scheme (`https:`, `mailto:`) or a host (`//example.com`).
    static func split(_ destination: String) -> (target: String, fragment: String?)? {
        if destination.hasPrefix("//") { return nil }
        if let colon = destination.firstIndex(of: ":"),
           destination[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }),
           !destination[..<colon].isEmpty {
            return nil
        }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        return (String(parts[0]), parts.count > 1 ? String(parts[1]) : nil)
    }

    private static func resolve(_ target: String, against base: [String]) -> String? {
        ContentPath.resolve(target, in: base.joined(separator: "/"))
    }
}
