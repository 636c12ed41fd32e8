import DSGenCore
import Foundation

/// The sidebar: root pages first, then one section per top-level folder of the content tree.
///
/// A section's HTML depends only on the page's folder depth, except for the section that holds
/// the page itself (its link is marked current). So each section is rendered once per depth up
/// front, and a page re-renders only its own section: a 1,000-page site no longer renders a
/// million links.
struct Navigation {
    private let sections: [(title: String?, pages: [Page])]
    private let sectionOfPage: [String: Int]
    /// Each page's site path as a link, encoded once rather than for every page that links it.
    private let hrefs: [String: String]
    private let theme: Theme
    private var rendered: [String: [String]] = [:]

    init(pages: [Page], theme: Theme) {
        var order: [String?] = []
        var byFolder: [String?: [Page]] = [:]
        for page in pages {
            let parts = page.path.split(separator: "/")
            let folder = parts.count > 1 ? String(parts[0]) : nil
            if byFolder[folder] == nil { order.append(folder) }
            byFolder[folder, default: []].append(page)
        }
        sections = order.map { folder in (folder.map { ContentPath.title(for: $0) }, byFolder[folder] ?? []) }
        sectionOfPage = Dictionary(uniqueKeysWithValues: sections.enumerated().flatMap { index, section in
            section.pages.map { ($0.path, index) }
        })
        self.theme = theme
        hrefs = Dictionary(pages.map { ($0.path, Self.urlPath($0.outputPath)) }, uniquingKeysWith: { first, _ in first })
        // The root folder's depth is always rendered: the token index and a generated home page
        // stand there even when no page of the content does.
        for root in Set(pages.map(Self.root)).union([""]) {
            rendered[root] = sections.indices.map { render(section: $0, root: root, current: nil) }
        }
    }

    /// The way back to the site's root from `page`: `""` or `"../"`, so the site works from `file://`.
    static func root(of page: Page) -> String {
        String(repeating: "../", count: page.path.split(separator: "/").count - 1)
    }

    /// The sidebar's sections as HTML, as `page` shows them.
    func sectionsHTML(for page: Page) -> [String] {
        let root = Self.root(of: page)
        var html = rendered[root] ?? []
        if let index = sectionOfPage[page.path], html.indices.contains(index) {
            html[index] = render(section: index, root: root, current: page.path)
        }
        return html
    }

    /// `why?.html` as a link: `why%3F.html`, so `?` and `#` in a file name are not read as a
    /// query or a fragment.
    static func urlPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: pathSegmentAllowed) ?? String($0) }
            .joined(separator: "/")
    }

    private static let pathSegmentAllowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#;"))

    private func render(section index: Int, root: String, current: String?) -> String {
        let (title, pages) = sections[index]
        let context = NavigationSection(title: title, pages: pages.map {
            NavigationLink(title: $0.title, href: root + (hrefs[$0.path] ?? $0.outputPath), current: $0.path == current)
        })
        let html = theme.render("nav-section", context)
        return html.hasSuffix("\n") ? String(html.dropLast()) : html
    }
}
