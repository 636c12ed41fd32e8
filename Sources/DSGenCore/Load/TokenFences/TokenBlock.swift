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

    /// `token-spacing-md`: the anchor of a token's row on its page. Headings never take these ids
    /// (see `SlugMaker`), so a link to a token always lands on the token.
    public static func anchor(forToken path: String) -> String {
        // Byte by byte: Foundation's `replacingOccurrences` was a fortieth of a build of ten
        // thousand tokens, each of whose anchors is made several times.
        "token-" + String(decoding: path.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
    }

    public init(
        group: String, kind: TokenKind, swiftPrefix: String, pagePath: String, fenceIndex: Int, tokenPaths: [String]
    ) {
        self.group = group
        self.kind = kind
        self.swiftPrefix = swiftPrefix
        self.pagePath = pagePath
        self.fenceIndex = fenceIndex
        self.tokenPaths = tokenPaths
    }
}
