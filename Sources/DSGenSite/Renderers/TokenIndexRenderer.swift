import DSGenCore
import Mustache

/// The token index, `tokens.html`: every token of the site on one page, group by group, with its
/// kind, its value in each appearance, its Swift spelling and a link to where it is declared.
struct TokenIndexRenderer {
    let theme: Theme
    let system: DesignSystem

    /// The index as a page the site renders like any other (its layout, sidebar and root).
    static let page = Page(
        path: "tokens.md",
        displayPath: "(the token index)",
        title: "All tokens",
        headings: [],
        fences: [],
        html: "",
        sourceHash: 0
    )

    /// The index among the content's `pages`: `tokens.html`, or `all-tokens.html` when a page of the
    /// content is published as `tokens.html` (a design system's own overview of its tokens).
    static func page(among pages: [Page]) -> Page {
        guard pages.contains(where: { $0.outputPath == page.outputPath }) else { return page }
        return Page(
            path: "all-tokens.md", displayPath: page.displayPath, title: page.title, headings: [], fences: [],
            html: "", sourceHash: 0
        )
    }

    /// The index of the design system in another context of a theme modifier: `tokens-brand-b.html`.
    static func page(for choice: ThemeChoice) -> Page {
        // Letters and digits only: a context's name becomes part of a file name.
        let slug = [choice.modifier, choice.context].map { name in
            String(name.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
        }.joined(separator: "-")
        return Page(
            path: "tokens-\(slug).md",
            displayPath: page.displayPath,
            title: "All tokens (\(choice.modifier): \(choice.context))",
            headings: [],
            fences: [],
            html: "",
            sourceHash: 0
        )
    }

    /// The theme modifiers' switches; `current` is the context this index shows (nil: every default).
    static func switches(for themes: [ResolverModifier], current: ThemeChoice?) -> [ThemeSwitch] {
        themes.map { modifier in
            ThemeSwitch(
                modifier: modifier.name, detail: modifier.description, options: modifier.contexts.map { context in
                    let choice = ThemeChoice(modifier: modifier.name, context: context)
                    let isDefault = context == modifier.defaultContext
                    let shown = current?.modifier == modifier.name ? current?.context == context : isDefault
                    return ThemeOption(
                        name: context + (isDefault ? " (default)" : ""),
                        href: isDefault ? page.outputPath : Self.page(for: choice).outputPath,
                        current: shown
                    )
                }
            )
        }
    }

    func render() -> Page {
        render(as: Self.page(among: system.pages), switches: Self.switches(for: system.themes, current: nil))
    }

    func render(as index: Page, switches: [ThemeSwitch]) -> Page {
        let blocks = TokenBlockRenderer(theme: theme, system: system)
        let pages = TokenIndexPages.pages(of: system)
        // Too many tokens to list: the pages list theirs, and the index those on no page.
        let groups = Self.groups(of: system) { token, page, file in row(token, on: page, file: file, previews: blocks) }
            .filter { group in pages.isEmpty || group.rows.contains { $0.declaredAt == nil } }
        let kinds = groups.reduce(into: [String]()) { kinds, group in
            if !kinds.contains(group.kind) { kinds.append(group.kind) }
        }
        var page = index
        page.html = theme.render("token-index", TokenIndexContext(
            count: system.tokens.count, groups: groups, kinds: kinds, contrast: ContrastGrid(system),
            downloads: Downloads.links(), themes: switches, pages: pages
        ))
        return page
    }

    /// One table per group and kind, however many fences declare it, in the order the groups
    /// first appear; each row names the page (or file) that declares its token.
    static func groups(
        of system: DesignSystem,
        row: (ResolvedToken, Page?, String) -> TokenIndexRow
    ) -> [TokenIndexGroup] {
        let pagesByPath = Dictionary(system.pages.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var groups: [TokenIndexGroup] = []
        var positions: [String: Int] = [:]
        for block in system.blocks {
            let tokens = block.tokenPaths.compactMap(system.token)
            guard !tokens.isEmpty else { continue }
            // Tokens of a DTCG file stand on no page: the index names the file.
            let page = pagesByPath[block.pagePath]
            let place = page?.title ?? block.pagePath
            let key = block.group + " " + block.kind.rawValue
            let rows = tokens.map { row($0, page, block.pagePath) }
            if let position = positions[key] {
                groups[position].rows += rows
                if !groups[position].pages.contains(place) { groups[position].pages.append(place) }
                continue
            }
            let base = "group-" + block.group.replacingOccurrences(of: ".", with: "-")
            let id = groups.contains { $0.id == base } ? base + "-" + block.kind.rawValue : base
            positions[key] = groups.count
            groups.append(TokenIndexGroup(
                id: id, group: block.group, kind: block.kind.rawValue, pages: [place], rows: rows
            ))
        }
        return groups
    }

    private func row(
        _ token: ResolvedToken,
        on page: Page?,
        file: String,
        previews blocks: TokenBlockRenderer
    ) -> TokenIndexRow {
        let values = token.values
        let cells = values.declaredByAppearance.map {
            RenderedCell(blocks.previewCell(values.varies ? $0.appearance : nil, $0.value), theme: theme)
        }
        let anchor = TokenBlockRenderer.anchor(for: token.path)
        return TokenIndexRow(
            path: token.path, anchor: anchor, kind: token.kind.rawValue, values: cells,
            swiftName: token.token.swiftName, declaredAt: page.map { $0.outputPath + "#" + anchor },
            declaredIn: page.map { "\($0.title) (\($0.path))" } ?? file,
            aliasOf: token.aliasOf, deprecated: token.token.deprecation != nil,
            replacement: token.token.deprecation?.replacement?.path
        )
    }
}
