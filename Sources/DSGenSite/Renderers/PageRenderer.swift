import DSGenCore

/// Renders a page: its token and Swift fences in place, wrapped in `layout.mustache`.
struct PageRenderer {
    let theme: Theme
    let system: DesignSystem
    let navigation: Navigation
    let siteTitle: String

    func render(_ page: Page) -> String {
        let blocks = TokenBlockRenderer(theme: theme, system: system)
        let content = page.html { fence in
            if let block = system.block(onPage: page.path, fence: fence.index) { return blocks.render(block) }
            if fence.language == "swift" { return theme.render("code-block", CodeBlockContext(language: "swift", code: fence.code)) }
            return ""
        }
        let root = Navigation.root(of: page)
        let toc = page.headings.filter { $0.level == 2 || $0.level == 3 }.map {
            TocEntry(text: $0.text, id: $0.id, level: $0.level, nested: $0.level == 3)
        }
        let context = LayoutContext(
            siteTitle: siteTitle, pageTitle: page.title, root: root, content: content,
            navigation: navigation.sectionsHTML(for: page),
            toc: toc, hasToc: toc.count > 1, sourcePath: page.path, version: DSGenVersion.current
        )
        return theme.render("layout", context)
    }
}
