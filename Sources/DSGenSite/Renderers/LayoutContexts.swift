import DSGenCore
import Mustache

/// What `layout.mustache` sees for each page.
struct LayoutContext {
    var siteTitle: String
    /// The logo's path from the site's root, and `--accent`'s value, when `dsgen.yml` gives them.
    var logo: String?
    var accent: String?
    var pageTitle: String
    /// The way back to the site's root from this page: `""` or `"../"`, so the site works from `file://`.
    var root: String
    var content: String
    /// The sidebar's sections, each already rendered with `nav-section.mustache`.
    var navigation: [String]
    /// The sections one a line, as `{{#navigation}}{{{.}}}{{/navigation}}` would print them, which
    /// `nav.mustache` prints at once: printing the list cost a template lookup per section.
    var navigationHTML: String { navigation.joined(separator: "\n") }
    var toc: [TocEntry]
    var hasToc: Bool
    var sourcePath: String
    var version: String
    /// The menu of the guide's versions, when `dsgen.yml` lists earlier ones.
    var versionMenu: VersionMenuContext? = nil
    /// The token index's path from the site's root, which the sidebar links to.
    var tokenIndex = "tokens.html"
}

struct NavigationSection {
    var title: String?
    var pages: [NavigationLink]
    /// For a section shown folded on a large site: where its title links to, its first page.
    var href: String? = nil
    /// The folders of the section the page is in, on a large site, its own folder unfolded.
    var folders: [NavigationFolder] = []
    /// How many pages a window of `pages` leaves out before and after it, on a large site.
    var before = 0
    var after = 0
}

/// A folder of a section, on a large site: folded to a link, or, for the page's own folder,
/// with a window of its pages around the page.
struct NavigationFolder {
    var title: String
    var href: String
    var pages: [NavigationLink]
    /// How many pages the window leaves out before and after it.
    var before: Int
    var after: Int
    /// The folder as the theme's `nav-folder` renders it.
    var html = ""
}

struct NavigationLink {
    var title: String
    var href: String
    var current: Bool
    /// The component's status, when it is one that is not stable yet, or no longer.
    var status: FrontMatter.Status? = nil
    /// The link as the theme's `nav-link` renders it.
    var html = ""
}

struct TocEntry {
    var text: String
    var id: String
    var level: Int
    var nested: Bool
}

extension LayoutContext: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "siteTitle": self.siteTitle
        case "logo": NoValue.or(self.logo)
        case "accent": NoValue.or(self.accent)
        case "pageTitle": self.pageTitle
        // The window's title: the page's, then the site's, once when they are the same (the home page).
        case "documentTitle":
            self.pageTitle == self.siteTitle ? self.siteTitle : self.pageTitle + " · " + self.siteTitle
        case "root": self.root
        case "content": self.content
        case "navigation": self.navigation
        case "navigationHTML": self.navigation.isEmpty ? nil : self.navigationHTML
        case "toc": self.toc
        case "hasToc": self.hasToc
        case "sourcePath": self.sourcePath
        case "version": self.version
        case "versionMenu": NoValue.or(self.versionMenu)
        case "versionBanner": NoValue.or(self.versionMenu?.banner)
        case "tokenIndex": self.tokenIndex
        default: nil
        }
    }
}

extension NavigationFolder: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "title": self.title
        case "href": self.href
        case "pages": self.pages
        case "links": self.pages.map(\.html).joined(separator: "\n")
        case "html": self.html
        case "open": !self.pages.isEmpty
        case "before": self.before > 0 ? self.before : nil
        case "after": self.after > 0 ? self.after : nil
        default: nil
        }
    }
}

extension NavigationSection: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "title": self.title
        case "href": self.href
        case "folders": self.folders
        // The folders one a line, as `{{#folders}}{{{html}}}{{/folders}}` would print them.
        case "foldersHTML": self.folders.isEmpty ? nil : self.folders.map(\.html).joined(separator: "\n")
        case "hasPages": !self.pages.isEmpty
        case "before": self.before > 0 ? self.before : nil
        case "after": self.after > 0 ? self.after : nil
        case "pages": self.pages
        case "links": self.pages.map(\.html).joined(separator: "\n")
        default: nil
        }
    }
}

extension NavigationLink: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "title": self.title
        case "href": self.href
        case "current": self.current
        case "badge": self.status.map(ComponentFacts.badge)
        default: nil
        }
    }
}

extension TocEntry: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "text": self.text
        case "id": self.id
        case "level": self.level
        case "nested": self.nested
        default: nil
        }
    }
}
