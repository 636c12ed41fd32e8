import DSGenCore

/// A page of the site and the tokens it declares: what the token index lists in place of every
/// token when there are more than `TokenIndexPages.fullListLimit` of them, which one page cannot
/// show readably (1,026 tokens made an index 130,000 px tall). Tokens on no page are still listed.
struct TokenIndexPage {
    var title: String
    var href: String
    var count: Int
    /// `color, dimension`: the kinds of its tokens, in the order they come.
    var kinds: String
}

enum TokenIndexPages {
    /// Up to this many tokens, the index lists every one.
    static let fullListLimit = 500

    /// The pages that declare `system`'s tokens, in the site's order, or none when the index
    /// lists every token.
    static func pages(of system: DesignSystem) -> [TokenIndexPage] {
        guard system.tokens.count > fullListLimit else { return [] }
        var counts: [String: (count: Int, kinds: [String])] = [:]
        for block in system.blocks {
            let count = block.tokenPaths.filter { system.token($0) != nil }.count
            guard count > 0 else { continue }
            var entry = counts[block.pagePath] ?? (0, [])
            entry.count += count
            if !entry.kinds.contains(block.kind.rawValue) { entry.kinds.append(block.kind.rawValue) }
            counts[block.pagePath] = entry
        }
        return system.pages.compactMap { page in
            counts[page.path].map { entry in
                TokenIndexPage(
                    title: page.title, href: page.outputPath, count: entry.count,
                    kinds: entry.kinds.joined(separator: ", ")
                )
            }
        }
    }
}

extension TokenIndexPage: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "title": self.title
        case "href": self.href
        case "count": self.count
        case "kinds": self.kinds
        default: nil
        }
    }
}
