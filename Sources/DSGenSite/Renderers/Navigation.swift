import DSGenCore

/// The sidebar: root pages first, then one section per top-level folder of the content tree.
struct Navigation {
    let sections: [(title: String?, pages: [Page])]

    init(pages: [Page]) {
        var order: [String?] = []
        var byFolder: [String?: [Page]] = [:]
        for page in pages {
            let parts = page.path.split(separator: "/")
            let folder = parts.count > 1 ? String(parts[0]) : nil
            if byFolder[folder] == nil { order.append(folder) }
            byFolder[folder, default: []].append(page)
        }
        sections = order.map { folder in (folder.map(Self.title), byFolder[folder] ?? []) }
    }

    /// The sections as `current` sees them, with links relative to it.
    func context(for current: Page, root: String) -> [NavigationSection] {
        sections.map { title, pages in
            NavigationSection(title: title, pages: pages.map {
                NavigationLink(title: $0.title, href: root + $0.outputPath, current: $0.path == current.path)
            })
        }
    }

    static func title(_ folder: String) -> String { ContentPath.title(for: folder) }
}
