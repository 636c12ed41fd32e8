import DSGenCore
import Foundation

/// What the site's search box searches: every page by its title and text, and every token by its
/// path, Swift name, values, alias and description, each with where it is. Written as a script
/// (`search-index.js`) rather than JSON, so that it loads from `file://` too, where browsers refuse to fetch files.
enum SearchIndex {
    static let path = "search-index.js"

    /// One entry of the index; a page has no `detail`.
    struct Entry {
        var kind: String
        var title: String
        var detail: String?
        var text: String
        var url: String

        var json: JSONOutput {
            var members: [String: JSONOutput] = [
                "kind": .string(kind), "title": .string(title), "text": .string(text), "url": .string(url),
            ]
            if let detail { members["detail"] = .string(detail) }
            return .object(members)
        }
    }

    static func script(for system: DesignSystem) -> Data {
        let pages = system.pages.map { Entry(kind: "page", title: $0.title, text: $0.text, url: $0.outputPath) }
        let pagesByPath = Dictionary(
            system.pages.map { ($0.path, $0.outputPath) }, uniquingKeysWith: { first, _ in first }
        )
        let tokenURLs = Dictionary(
            system.blocks.flatMap { block in block.tokenPaths.map { ($0, pagesByPath[block.pagePath] ?? "") } },
            uniquingKeysWith: { first, _ in first }
        )
        let tokens = system.tokens.map { token in
            Entry(kind: "token", title: token.path, detail: token.token.swiftName, text: words(of: token),
                  url: (tokenURLs[token.path] ?? "tokens.html") + "#" + TokenBlockRenderer.anchor(for: token.path))
        }
        let json = JSONOutput.array((pages + tokens).map(\.json)).data(.compact)
        return Data("window.dsgenSearchIndex = ".utf8) + json + Data(";\n".utf8)
    }

    /// What else finds a token: its values as written and as hex (`#FF3B30`), what it aliases,
    /// and its description.
    static func words(of token: ResolvedToken) -> String {
        var words: [String] = []
        for (_, value) in token.values.declaredByAppearance {
            words.append(value.text)
            if case .color(let color) = value, let hex = color.rgba?.hex { words.append(hex) }
        }
        for (_, value) in token.token.values.declaredByAppearance { words.append(value.text) }
        if let alias = token.aliasOf { words.append("alias of " + alias) }
        if let summary = token.token.summary { words.append(summary) }
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }.joined(separator: " ")
    }
}
