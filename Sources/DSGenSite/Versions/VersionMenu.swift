import DSGenCore

/// The versions of the guide a site publishes, for the menu on each page: the working tree's at
/// the root, then each of `versions:` under `v/NAME/`, newest first.
public struct VersionMenu: Sendable {
    public struct Entry: Sendable {
        var label: String
        /// The version's folder in the site: `""` for the working tree's, `v/NAME/` for the others.
        var folder: String
        /// The site paths of the version's pages; nil when the version could not be built.
        var pages: Set<String>?
    }

    var entries: [Entry]
    /// Which entry the pages being rendered belong to.
    var current = 0

    /// The label of the working tree's version.
    static let latestLabel = "Latest"

    /// The menu as a page at `outputPath` of the current version shows it; `root` is the way back
    /// to that version's root. Each link keeps the reader on the same page where the other version
    /// has it, and goes to that version's home page where it does not.
    func context(for outputPath: String, root: String) -> VersionMenuContext {
        let up = root + String(repeating: "../", count: entries[current].folder.pathParts.count)
        let href = { (entry: Entry) -> String? in
            guard let pages = entry.pages else { return nil }
            return up + entry.folder + (pages.contains(outputPath) ? outputPath : "index.html")
        }
        let links = entries.indices.map { index in
            VersionLink(label: entries[index].label, href: href(entries[index]), current: index == current)
        }
        let banner = current == 0 ? nil : VersionBanner(
            label: entries[current].label, href: href(entries[0]) ?? up + "index.html",
            samePage: entries[0].pages?.contains(outputPath) == true
        )
        return VersionMenuContext(
            label: entries[current].label, links: links, banner: banner, changelog: up + ChangelogPage.outputPath
        )
    }
}

/// What `layout.mustache` sees of the version menu.
struct VersionMenuContext {
    var label: String
    var links: [VersionLink]
    /// On a page of an earlier version: the note that says so, with the way to the latest.
    var banner: VersionBanner?
    /// The latest version's changelog.
    var changelog: String
}

struct VersionLink {
    var label: String
    /// Nil for a version that could not be built.
    var href: String?
    var current: Bool
}

struct VersionBanner {
    var label: String
    var href: String
    /// Whether the link goes to the same page of the latest version, or to its home page.
    var samePage: Bool
}

extension VersionMenuContext: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "label": self.label
        case "links": self.links
        case "changelog": self.changelog
        default: nil
        }
    }
}

extension VersionLink: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "label": self.label
        case "href": NoValue.or(self.href)
        case "available": self.href != nil
        case "current": self.current
        default: nil
        }
    }
}

extension VersionBanner: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "label": self.label
        case "href": self.href
        case "samePage": self.samePage
        default: nil
        }
    }
}

extension VersionMenu {
    /// The folder of the site the earlier versions are published in.
    static let folder = "v"
}
