import DSGenCore
import Foundation

/// The sidebar: root pages first, then one section per top-level folder of the content tree.
///
/// A section's HTML depends only on the page's folder depth, except for the section that holds
/// the page itself (its link is marked current). So each section is rendered once per depth up
/// front, and a page re-renders only its own section.
///
/// On a site of more than `fullListLimit` pages, listing every page on every page would make
/// each page, and the build, grow with the whole site. There the other sections fold to a link
/// to their first page; the page's own section lists its folders, folded too but for the page's
/// own, which shows a window of pages around the page: a sidebar of the same size on a site of
/// a thousand pages or of five thousand, that still shows where the reader is, without script.
struct Navigation {
    /// Up to this many pages, the sidebar lists them all.
    static let fullListLimit = 60
    /// Pages shown before and after the page, in its folder, on a large site.
    static let window = 8

    let sections: [(title: String?, pages: [Page])]
    private let sectionOfPage: [String: Int]
    /// Each page's site path as a link, encoded once rather than for every page that links it.
    private let hrefs: [String: String]
    let theme: Theme
    /// Each list of pages a sidebar shows (a folder's, or a section's) as links, none of them
    /// current, from each root its pages stand at, where a page at that root shows them: made up
    /// front, so that a page's sidebar renders only its own link, its folder and its section.
    private var linkLists: [ListKey: [NavigationLink?]] = [:]
    /// Each folder folded to its title, from each root where a page of another folder of its
    /// section stands, made up front as well.
    private(set) var foldedFolders: [ListKey: String] = [:]
    private var rendered: [String: [String]] = [:]
    private let folds: Bool
    /// Each section's folders, titled, with their pages (the pages directly in the section form
    /// one titled as the section), and each page's folder and place in it: found once, so a
    /// page's sidebar costs the same on a site of any size.
    private(set) var folders: [[(title: String, pages: [Page])]] = []
    private(set) var placeOfPage: [String: (folder: Int, index: Int)] = [:]

    init(pages: [Page], theme: Theme) {
        folds = pages.count > Self.fullListLimit
        // Each page's path split once: its section, its folder in the section, its depth.
        var partsOfPage: [String: [Substring]] = [:]
        var order: [String?] = []
        var byFolder: [String?: [Page]] = [:]
        for page in pages {
            let parts = page.path.pathParts
            partsOfPage[page.path] = parts
            let folder = parts.count > 1 ? String(parts[0]) : nil
            if byFolder[folder] == nil { order.append(folder) }
            byFolder[folder, default: []].append(page)
        }
        sections = order.map { folder in (folder.map { ContentPath.title(for: $0) }, byFolder[folder] ?? []) }
        sectionOfPage = Dictionary(uniqueKeysWithValues: sections.enumerated().flatMap { index, section in
            section.pages.map { ($0.path, index) }
        })
        self.theme = theme
        hrefs = Dictionary(
            pages.map { ($0.path, Self.urlPath($0.outputPath)) }, uniquingKeysWith: { first, _ in first }
        )
        (folders, placeOfPage) = Self.folders(of: sections, partsOfPage)
        makeLists(partsOfPage)
        // The root folder's depth is always rendered: the token index and a generated home page
        // stand there even when no page of the content does.
        for root in Set(partsOfPage.values.map { Self.root(folders: $0.count - 1) }).union([""]) {
            rendered[root] = sections.indices.map {
                folds ? renderFolded(section: $0, root: root) : render(section: $0, root: root, current: nil)
            }
        }
    }

    /// Each section's folders, titled, with their pages (the pages directly in the section form
    /// one titled as the section), and each page's folder and place in it.
    private static func folders(
        of sections: [(title: String?, pages: [Page])], _ partsOfPage: [String: [Substring]]
    ) -> ([[(title: String, pages: [Page])]], [String: (folder: Int, index: Int)]) {
        var folders: [[(title: String, pages: [Page])]] = []
        var placeOfPage: [String: (folder: Int, index: Int)] = [:]
        for (sectionTitle, sectionPages) in sections {
            var order: [String] = []
            var byFolder: [String: [Page]] = [:]
            for page in sectionPages {
                let parts = partsOfPage[page.path] ?? []
                let folder = parts.count > 2 ? String(parts[1]) : ""
                if byFolder[folder] == nil { order.append(folder) }
                byFolder[folder, default: []].append(page)
            }
            // Pages directly in the section form a folder named after the section.
            let grouped = order.map {
                (title: $0.isEmpty ? (sectionTitle ?? "") : ContentPath.title(for: $0), pages: byFolder[$0] ?? [])
            }
            for (folderIndex, folder) in grouped.enumerated() {
                for (index, page) in folder.pages.enumerated() { placeOfPage[page.path] = (folderIndex, index) }
            }
            folders.append(grouped)
        }
        return (folders, placeOfPage)
    }

    /// The link lists of every section and folder, and on a large site each folder folded to its
    /// title from each root where a page of another folder of its section stands.
    private mutating func makeLists(_ partsOfPage: [String: [Substring]]) {
        for (index, section) in sections.enumerated() {
            guard folds, section.title != nil else {
                addLinkList(ListKey.List(section: index), partsOfPage)
                continue
            }
            var foldersAtRoot: [String: Set<Int>] = [:]
            for (folderIndex, folder) in folders[index].enumerated() {
                for page in folder.pages {
                    foldersAtRoot[Self.root(of: page, in: partsOfPage), default: []].insert(folderIndex)
                }
            }
            for (folderIndex, folder) in folders[index].enumerated() {
                let list = ListKey.List(section: index, folder: folderIndex)
                addLinkList(list, partsOfPage)
                // A folded folder is the same on every page of its section at the same depth.
                for (root, shown) in foldersAtRoot where shown != [folderIndex] {
                    foldedFolders[ListKey(list: list, root: root)] = theme.renderPartial(
                        "nav-folder", foldedFolder(folder.title, folder.pages, root: root)
                    )
                }
            }
        }
    }

    /// The way back to the site's root from `page`: `""` or `"../"`, so the site works from `file://`.
    static func root(of page: Page) -> String {
        root(folders: page.path.pathParts.count - 1)
    }

    /// The way back to the site's root from `folders` folders down.
    private static func root(folders: Int) -> String {
        String(repeating: "../", count: max(folders, 0))
    }

    /// The sidebar's sections as HTML, as `page` shows them.
    func sectionsHTML(for page: Page) -> [String] {
        let root = Self.root(of: page)
        var html = rendered[root] ?? []
        if let index = sectionOfPage[page.path], html.indices.contains(index) {
            html[index] = folds
                ? renderOpen(section: index, root: root, current: page)
                : render(section: index, root: root, current: page.path)
        }
        return html
    }

    func href(_ page: Page) -> String { hrefs[page.path] ?? page.outputPath }

    /// The links to `pages[shown]` from a page at `root`, each with its HTML from the theme's
    /// `nav-link`. The list's links that are not the current page's come from `linkLists`: on a
    /// large site each is shown on the `2 × window + 1` pages around it, and rendering every link
    /// of every sidebar through the template was a tenth of the build.
    func links(_ list: ListKey.List, shown: Range<Int>, root: String, current: String?) -> [NavigationLink] {
        let pages = pages(of: list)
        let made = linkLists[ListKey(list: list, root: root)]
        return shown.map { index in
            let page = pages[index]
            if page.path != current, let link = made?[index] { return link }
            return link(to: page, root: root, current: page.path == current)
        }
    }

    private func link(to page: Page, root: String, current: Bool) -> NavigationLink {
        var link = NavigationLink(title: page.title, href: root + href(page), current: current)
        link.status = page.frontMatter.status == .stable ? nil : page.frontMatter.status
        link.html = theme.renderPartial("nav-link", link)
        return link
    }

    /// The pages of `list`: one folder's, or a whole section's.
    private func pages(of list: ListKey.List) -> [Page] {
        list.folder.map { folders[list.section][$0].pages } ?? sections[list.section].pages
    }

    /// Makes the links of `list`'s pages from each root one of them stands at, each where a page
    /// at that root shows it: all of them on a small site, the window around the page on a large one.
    private mutating func addLinkList(_ list: ListKey.List, _ partsOfPage: [String: [Substring]]) {
        let pages = pages(of: list)
        var pagesAtRoot: [String: [Int]] = [:]
        for (index, page) in pages.enumerated() {
            pagesAtRoot[Self.root(of: page, in: partsOfPage), default: []].append(index)
        }
        for (root, indices) in pagesAtRoot {
            var shown = Array(repeating: !folds, count: pages.count)
            if folds {
                for index in indices {
                    for item in Self.window(around: index, of: pages.count) { shown[item] = true }
                }
            }
            linkLists[ListKey(list: list, root: root)] = pages.indices.map { index in
                shown[index] ? link(to: pages[index], root: root, current: false) : nil
            }
        }
    }

    /// The places of the pages a large site's sidebar shows around the page at `position` in a
    /// list of `count`: `window` on each side.
    static func window(around position: Int, of count: Int) -> Range<Int> {
        max(0, position - window)..<min(count, position + window + 1)
    }

    /// The way back to the site's root from `page`, its path split in `partsOfPage`.
    private static func root(of page: Page, in partsOfPage: [String: [Substring]]) -> String {
        root(folders: (partsOfPage[page.path]?.count ?? 1) - 1)
    }
}

extension Navigation {
    /// A list of pages a sidebar shows, from one root.
    struct ListKey: Hashable {
        /// A section's pages, or one folder of them.
        struct List: Hashable {
            var section: Int
            var folder: Int?
        }

        var list: List
        var root: String
    }
}
