import DSGenCore

/// A sidebar section as HTML: all its pages, its folders, folded to its title, or, on a large
/// site, the page's own section with a window of pages around the page.
extension Navigation {
    /// A section folded to its title, which links to its first page. The pages outside any
    /// folder have no title to fold to: they show a window from their first page.
    func renderFolded(section index: Int, root: String) -> String {
        let (title, pages) = sections[index]
        guard let first = pages.first else { return render(section: index, root: root, current: nil) }
        guard title != nil else { return renderWindow(section: index, root: root, around: 0, current: nil) }
        return theme.renderPartial("nav-section", NavigationSection(title: title, pages: [], href: root + href(first)))
    }

    /// The pages of an untitled section, `window` on each side of the page at `position`.
    func renderWindow(section index: Int, root: String, around position: Int, current: String?) -> String {
        let pages = sections[index].pages
        let shown = Self.window(around: position, of: pages.count)
        let context = NavigationSection(
            title: nil,
            pages: links(ListKey.List(section: index), shown: shown, root: root, current: current),
            before: shown.lowerBound,
            after: pages.count - shown.upperBound
        )
        return theme.renderPartial("nav-section", context)
    }

    /// The page's own section: its folders, folded but for the page's, which shows a window of
    /// pages around the page.
    func renderOpen(section index: Int, root: String, current: Page) -> String {
        let title = sections[index].title
        let place = placeOfPage[current.path]
        if title == nil {
            return renderWindow(section: index, root: root, around: place?.index ?? 0, current: current.path)
        }
        let shownFolders = folders[index].enumerated().map { folderIndex, folder -> NavigationFolder in
            let list = ListKey.List(section: index, folder: folderIndex)
            guard let place, place.folder == folderIndex else {
                var folded = foldedFolder(folder.title, folder.pages, root: root)
                folded.html = foldedFolders[ListKey(list: list, root: root)]
                    ?? theme.renderPartial("nav-folder", folded)
                return folded
            }
            let shown = Self.window(around: place.index, of: folder.pages.count)
            var open = NavigationFolder(
                title: folder.title,
                href: root + href(folder.pages[0]),
                pages: links(list, shown: shown, root: root, current: current.path),
                before: shown.lowerBound,
                after: folder.pages.count - shown.upperBound
            )
            open.html = theme.renderPartial("nav-folder", open)
            return open
        }
        return theme.renderPartial("nav-section", NavigationSection(title: title, pages: [], folders: shownFolders))
    }

    /// A folder folded to its title, which links to its first page.
    func foldedFolder(_ title: String, _ pages: [Page], root: String) -> NavigationFolder {
        NavigationFolder(title: title, href: root + href(pages[0]), pages: [], before: 0, after: 0)
    }

    func render(section index: Int, root: String, current: String?) -> String {
        let (title, pages) = sections[index]
        if title != nil, folders[index].count > 1 { return renderFolders(section: index, root: root, current: current) }
        return theme.renderPartial(
            "nav-section",
            NavigationSection(
                title: title,
                pages: links(ListKey.List(section: index), shown: pages.indices, root: root, current: current)
            )
        )
    }

    /// A section of folders (the tiers of generated pages, or a folder's own folders) on a small
    /// site: each folder under its title, with all its pages.
    func renderFolders(section index: Int, root: String, current: String?) -> String {
        let shown = folders[index].enumerated().map { folderIndex, folder in
            let list = ListKey.List(section: index, folder: folderIndex)
            var open = NavigationFolder(
                title: folder.title, href: root + href(folder.pages[0]),
                pages: links(list, shown: folder.pages.indices, root: root, current: current), before: 0, after: 0
            )
            open.html = theme.renderPartial("nav-folder", open)
            return open
        }
        let section = NavigationSection(title: sections[index].title, pages: [], folders: shown)
        return theme.renderPartial("nav-section", section)
    }
}
