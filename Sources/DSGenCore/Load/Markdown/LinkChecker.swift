/// Finds the links of the pages whose page or anchor does not exist: each one is a located
/// `broken_link` warning, which `dsgen build` prints and `dsgen lint --strict` fails on.
enum LinkChecker {
    /// Ids every page of the site has besides its headings' and tokens': the main element.
    static let layoutIDs: Set<String> = ["content"]

    /// `files` are the content folder's files (content paths); nil leaves links to files unchecked.
    static func check(_ pages: [Page], blocks: [TokenBlock], files: Set<String>? = nil) -> [Diagnostic] {
        let pagesByPath = Dictionary(pages.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let blocksByPage = Dictionary(grouping: blocks, by: \.pagePath)
        // A page's ids, found the first time a link names one of them: most pages are linked
        // to without an anchor, and a design system declares thousands of tokens.
        var idsOfPage: [String: Set<String>] = [:]
        var diagnostics: [Diagnostic] = []
        for page in pages {
            for link in page.links {
                if link.isFile {
                    guard let files else { continue }
                    if let path = link.page, files.contains(path) { continue }
                    diagnostics.append(Diagnostic(.warning, .brokenLink, at: link.location, Self.missingFile(link)))
                    continue
                }
                guard let path = link.page, let target = pagesByPath[path] else {
                    diagnostics.append(Diagnostic(.warning, .brokenLink, at: link.location, Self.missingPage(link)))
                    continue
                }
                guard let anchor = link.anchor else { continue }
                if idsOfPage[target.path] == nil {
                    idsOfPage[target.path] = layoutIDs.union(target.headings.map(\.id)).union(target.htmlIDs)
                        .union(
                            (blocksByPage[target.path] ?? []).flatMap(\.tokenPaths).map(TokenBlock.anchor(forToken:))
                        )
                }
                if idsOfPage[target.path]?.contains(anchor) != true {
                    diagnostics.append(
                        Diagnostic(.warning, .brokenLink, at: link.location, Self.missingAnchor(link, on: target))
                    )
                }
            }
        }
        return diagnostics
    }

    static func missingPage(_ link: PageLink) -> String {
        guard let path = link.page else {
            return "link '\(link.destination)' points outside the content folder; " +
                "link to a page inside it or to a web address"
        }
        return "link '\(link.destination)' points at '\(path)', which is not a page of the content folder"
    }

    static func missingFile(_ link: PageLink) -> String {
        guard let path = link.page else {
            return "link '\(link.destination)' points outside the content folder; " +
                "put the file in it, or link to a web address"
        }
        return "link '\(link.destination)' points at '\(path)', which is not a file of the content folder"
    }

    static func missingAnchor(_ link: PageLink, on page: Page) -> String {
        "link '\(link.destination)' points at '#\(link.anchor ?? "")', which is neither a heading, " +
            "a token nor an HTML id of \(page.displayPath)"
    }
}
