import Foundation

/// One ```` ```tokens ```` fence: its group, kind and Swift prefix, and the tokens it declares, in order.
public struct TokenBlock: Hashable, Sendable {
    /// The dotted group every token of the fence belongs to: `spacing`, `colors.status`.
    public var group: String
    public var kind: TokenKind
    /// The Swift spelling of the group: `DesignSystem.Spacing`.
    public var swiftPrefix: String
    /// The page the fence stands on (its path relative to the content folder) and its index there.
    public var pagePath: String
    public var fenceIndex: Int
    /// Paths of the tokens declared, in the order written (lines with errors are left out).
    public var tokenPaths: [String]
    /// How the page lays the fence out: `layout=cards` on the fence asks for large swatches.
    public var layout: TokenLayout = .rows

    /// `token-spacing-md`: the anchor of a token's row on its page. Headings never take these ids
    /// (see `SlugMaker`), so a link to a token always lands on the token.
    public static func anchor(forToken path: String) -> String {
        // Byte by byte: Foundation's `replacingOccurrences` was a fortieth of a build of ten
        // thousand tokens, each of whose anchors is made several times.
        "token-" + String(decoding: path.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
    }

    public init(
        group: String, kind: TokenKind, swiftPrefix: String, pagePath: String, fenceIndex: Int, tokenPaths: [String],
        layout: TokenLayout = .rows
    ) {
        self.layout = layout
        self.group = group
        self.kind = kind
        self.swiftPrefix = swiftPrefix
        self.pagePath = pagePath
        self.fenceIndex = fenceIndex
        self.tokenPaths = tokenPaths
    }
}

/// How a colour fence is laid out: a dense row a token (the default), or a card a token with large
/// swatches (`layout=cards`), for a page that shows a few colours as specimens.
public enum TokenLayout: String, CaseIterable, Hashable, Sendable {
    case rows
    case cards

    /// The layout a fence's `layout=` word names, or a located error naming the layouts.
    static func read(_ word: SourceText) -> Result<TokenLayout, Diagnostic> {
        let value = String(word.text.dropFirst("layout=".count))
        if let layout = TokenLayout(rawValue: value) { return .success(layout) }
        let known = allCases.map(\.rawValue)
        return .failure(Diagnostic(
            .unknownFenceOption, at: word.location.advanced(by: "layout=".utf8.count),
            "unknown layout '\(value)'; layouts are \(known.joined(separator: " and "))" +
                "\(Suggestion.hint(for: value, in: known))"
        ))
    }
}
