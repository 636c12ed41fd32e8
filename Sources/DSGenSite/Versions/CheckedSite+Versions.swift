import DSGenCore

extension CheckedSite {
    /// The site with the version menu on every page, as the version at `current` of the menu shows it.
    func showing(_ menu: VersionMenu, current: Int) -> CheckedSite {
        var site = self
        var menu = menu
        menu.current = current
        site.renderer.versions = menu
        return site
    }

    /// The site paths of the pages a version menu can keep a reader on: the pages, the token
    /// index in each context of the theme's modifiers, and the generated home page.
    var pagePaths: Set<String> {
        Set(system.pages.map(\.outputPath) + variants.map { TokenIndexRenderer.page(for: $0.choice).outputPath }
            + [TokenIndexRenderer.page(among: system.pages).outputPath]
            + (generatesHomePage ? [HomePage.page.outputPath] : []))
    }
}
