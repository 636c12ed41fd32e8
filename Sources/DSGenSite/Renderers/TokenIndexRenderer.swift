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
        render(as: Self.page, switches: Self.switches(for: system.themes, current: nil))
    }

    func render(as index: Page, switches: [ThemeSwitch]) -> Page {
        let blocks = TokenBlockRenderer(theme: theme, system: system)
        let groups = Self.groups(of: system) { token, page, file in row(token, on: page, file: file, previews: blocks) }
        let kinds = groups.reduce(into: [String]()) { kinds, group in
            if !kinds.contains(group.kind) { kinds.append(group.kind) }
        }
        var page = index
        page.html = theme.render("token-index", TokenIndexContext(
            count: system.tokens.count, groups: groups, kinds: kinds, contrast: ContrastGrid(system),
            downloads: Downloads.links(), themes: switches
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

struct TokenIndexContext {
    var count: Int
    var groups: [TokenIndexGroup]
    /// The kinds the groups hold, in order, for the filter.
    var kinds: [String]
    var contrast: ContrastGrid
    var downloads: [DownloadLink]
    var themes: [ThemeSwitch]
}

/// A context of a resolver's theme modifier (a brand, a density), which the index can show.
public struct ThemeChoice: Hashable, Sendable {
    public var modifier: String
    public var context: String
}

/// The links between a theme modifier's contexts, at the top of the index.
struct ThemeSwitch {
    var modifier: String
    var detail: String?
    var options: [ThemeOption]
}

struct ThemeOption {
    var name: String
    var href: String
    var current: Bool
}

struct TokenIndexGroup {
    var id: String
    var group: String
    var kind: String
    /// The titles of the pages (or the files) that declare the group.
    var pages: [String]
    var rows: [TokenIndexRow]
}

struct TokenIndexRow {
    var path: String
    var anchor: String
    var kind: String
    var values: [RenderedCell]
    var swiftName: String
    /// The token's row on its own page, relative to the site's root; nil for a token of a DTCG file.
    var declaredAt: String?
    /// The title and source file of the page that declares the token. Not its line: then
    /// every edit above a fence would change the index, which a preview renders again only
    /// when the site-wide key changes.
    var declaredIn: String
    var aliasOf: String?
    var deprecated: Bool
    var replacement: String?
}

extension TokenIndexContext: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "count": self.count
        case "groups": self.groups
        case "kinds": self.kinds
        case "hasKinds": self.kinds.count > 1
        case "contrast": self.contrast
        case "hasContrast": !self.contrast.pairs.isEmpty
        case "downloads": self.downloads
        case "themes": self.themes
        case "hasThemes": !self.themes.isEmpty
        default: nil
        }
    }
}

extension TokenIndexGroup: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "id": self.id
        case "group": self.group
        case "kind": self.kind
        case "page": self.pages.joined(separator: ", ")
        case "rows": self.rows
        default: nil
        }
    }
}

extension TokenIndexRow: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "path": self.path
        case "anchor": self.anchor
        case "kind": self.kind
        case "values": self.values
        case "swiftName": self.swiftName
        case "swiftNameLines": HTMLText.breakable(self.swiftName)
        case "declaredAt": NoValue.or(self.declaredAt)
        case "declaredIn": self.declaredIn
        case "aliasOf": NoValue.or(self.aliasOf)
        case "deprecated": self.deprecated
        case "replacement": NoValue.or(self.replacement)
        default: nil
        }
    }
}

extension DownloadLink: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "title": self.title
        case "href": self.href
        case "detail": self.detail
        default: nil
        }
    }
}

extension ThemeSwitch: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "modifier": self.modifier
        case "detail": self.detail
        case "options": self.options
        default: nil
        }
    }
}

extension ThemeOption: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "name": self.name
        case "href": self.href
        case "current": self.current
        default: nil
        }
    }
}
