import DSGenCore

/// The home page a content folder without a top-level `index.md` gets: the site's title and every
/// section with its pages, so that the title link in every page's header leads somewhere.
enum HomePage {
    /// The generated page, as the site renders any page (layout, sidebar, root); its body is
    /// filled by `render`.
    static let page = Page(
        path: "index.md",
        displayPath: "(the generated home page)",
        title: "Home",
        headings: [],
        fences: [],
        html: "",
        sourceHash: 0
    )

    /// Whether `pages` need a generated home page: none of them is published as `index.html`.
    static func isNeeded(for pages: [Page]) -> Bool {
        !pages.contains { $0.outputPath == page.outputPath }
    }

    /// The home page listing `navigation`'s sections, as the sidebar lists them (its
    /// `nav-section` template), under `siteTitle`, after what the design system holds and its
    /// downloads: a site made from token files alone says what it is at once.
    static func render(siteTitle: String, navigation: Navigation, system: DesignSystem) -> Page {
        var home = page
        let sections = navigation.sectionsHTML(for: page).joined(separator: "\n")
        home.html = "<h1>\(HTMLText.escaped(siteTitle))</h1>\n" + summary(of: system) +
            "<nav class=\"home-sections\" aria-label=\"Sections\">\n\(sections)\n</nav>\n"
        return home
    }

    /// `91 tokens: 24 color, 9 typography, …`, the appearances and themes they follow, and the
    /// downloads; nothing for a site without tokens.
    static func summary(of system: DesignSystem) -> String {
        guard !system.tokens.isEmpty else { return "" }
        let kinds = Dictionary(grouping: system.tokens, by: \.kind)
        let counts = TokenKind.allCases.compactMap { kind in kinds[kind].map { "\($0.count) \(kind.rawValue)" } }
        let index = TokenIndexRenderer.page(among: system.pages).outputPath
        var appearances = system.tokens.contains { $0.values.dark != nil } ? "light and dark" : "light"
        if system.tokens.contains(where: \.values.declaresHighContrast) { appearances += ", with high contrast" }
        var lines = [
            "<p class=\"home-summary\">\(system.tokens.count) token\(system.tokens.count == 1 ? "" : "s"): " +
                HTMLText.escaped(counts.joined(separator: ", ")) + "; in \(appearances)." +
                system.themes.map { theme in
                    " Theme \(HTMLText.escaped(theme.name)): " +
                        HTMLText.escaped(theme.contexts.joined(separator: ", ")) + "."
                }.joined() + " <a href=\"\(index)\">All tokens</a></p>",
        ]
        lines.append("<p class=\"home-downloads\">Downloads: " + Downloads.links().map { link in
            "<a href=\"\(HTMLText.escaped(link.href))\">\(HTMLText.escaped(link.title))</a>"
        }.joined(separator: " · ") + "</p>")
        return lines.joined(separator: "\n") + "\n"
    }
}
