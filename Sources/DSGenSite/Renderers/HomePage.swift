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
    /// `nav-section` template), under `siteTitle`.
    static func render(siteTitle: String, navigation: Navigation) -> Page {
        var home = page
        let sections = navigation.sectionsHTML(for: page).joined(separator: "\n")
        home.html = "<h1>\(HTMLText.escaped(siteTitle))</h1>\n<nav class=\"home-sections\" aria-label=\"Pages\">\n" +
            "\(sections)\n</nav>\n"
        return home
    }
}
