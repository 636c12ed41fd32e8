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

    public init(destination: String, page: String?, anchor: String?, location: SourceLocation) {
        self.destination = destination
        self.page = page
        self.anchor = anchor
        self.location = location
    }

    /// The link `destination` of the page at `pagePath`, if it points at a Markdown page or an
    /// anchor; nil for every other link (web addresses, images, files), which dsgen leaves alone.
    init?(destination: String, from pagePath: String, at location: SourceLocation) {
        guard let (target, fragment) = Self.split(destination) else { return nil }
        let anchor = fragment.flatMap { $0.isEmpty ? nil : ($0.removingPercentEncoding ?? $0) }
        if target.isEmpty {
            guard anchor != nil else { return nil }
            self.init(destination: destination, page: pagePath, anchor: anchor, location: location)
            return
        }
        guard target.hasSuffix(".md") else { return nil }
        let decoded = target.removingPercentEncoding ?? target
        let base = decoded.hasPrefix("/") ? [] : pagePath.split(separator: "/").dropLast().map(String.init)
        self.init(destination: destination, page: Self.resolve(decoded, against: base), anchor: anchor, location: location)
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
