import CCmark

/// Turns one Markdown file into a `Page` with libcmark, keeping every fence's source positions.
public enum PageParser {
    /// The fence languages dsgen renders itself; every other fence is left to cmark.
    static let handledLanguages: Set<String> = ["tokens", "swift"]

    /// `sourceHash`, when the caller has it already, is `Page.sourceHash(markdown)`.
    public static func parse(_ markdown: String, path: String, displayPath: String, sourceHash: UInt64? = nil) -> Page {
        let sourceHash = sourceHash ?? Page.sourceHash(markdown)
        let (frontMatter, markdown) = FrontMatterReader.read(markdown, page: path, displayPath: displayPath)
        let sourceLines = markdown.sourceLines()
        let document = CmarkDocument(markdown: markdown)
        var slugs = SlugMaker()
        var headings: [Heading] = []
        var fences: [Fence] = []
        var title: String?

        // Every node is sorted by type before any is replaced: replacing a node frees it and
        // everything inside it, so nothing may be read from the tree's list after that.
        let nodes = document.nodes()
        let text = searchText(of: nodes)
        let links = nodes.filter { $0.type == CMARK_NODE_LINK || $0.type == CMARK_NODE_IMAGE }
        let codeBlocks = nodes.filter { $0.type == CMARK_NODE_CODE_BLOCK }
        let headingNodes = nodes.filter { $0.type == CMARK_NODE_HEADING }
        let htmlIDs = nodes.filter { $0.type == CMARK_NODE_HTML_BLOCK || $0.type == CMARK_NODE_HTML_INLINE }
            .flatMap { HTMLAnchors.ids(in: $0.literal) }
        var pageLinks = frontMatter.replacement.map { [$0] } ?? []
        for node in links {
            let location = SourceLocation(
                path: displayPath, line: node.startLine, column: linkColumn(of: node, in: sourceLines)
            )
            if let link = PageLink(destination: node.url, from: path, at: location) { pageLinks.append(link) }
            node.url = htmlLink(for: node.url, from: path)
        }
        let locator = FenceLocator(path: displayPath, lines: sourceLines)
        for node in codeBlocks {
            // cmark gives indented code blocks no info string; only fences are dsgen's to render.
            let language = node.fenceInfo.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
                ?? ""
            guard handledLanguages.contains(language), let info = locator.infoWords(of: node),
                info.first?.text == language else { continue }
            let fence = Fence(
                index: fences.count, info: info, lines: locator.contentLines(of: node),
                location: SourceLocation(path: displayPath, line: node.startLine, column: node.startColumn)
            )
            fences.append(fence)
            node.replace(withHTMLBlock: Page.placeholder(forFence: fence.index, sourceHash: sourceHash) + "\n")
        }
        for node in headingNodes {
            let text = node.plainText
            let heading = Heading(
                level: node.headingLevel, text: text, id: slugs.slug(for: text),
                location: SourceLocation(path: displayPath, line: node.startLine, column: node.startColumn)
            )
            if heading.level == 1, title == nil, !text.trimmingWhitespace().isEmpty { title = text }
            headings.append(heading)
            node.replace(withHTMLBlock: anchored(document.html(of: node), id: heading.id))
        }
        return Page(
            path: path, displayPath: displayPath,
            title: frontMatter.title ?? title ?? defaultTitle(for: path),
            headings: headings, fences: fences, html: document.html(), sourceHash: sourceHash,
            links: pageLinks, text: text, htmlIDs: htmlIDs, frontMatter: frontMatter
        )
    }

    /// The words of a page's text and inline code, in order, one space between pieces, up to
    /// `Page.searchTextLimit` bytes (cut at a space). Read byte by byte: it runs over every page.
    private static func searchText(of nodes: [CmarkNode]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1024)
        var lastSpace = 0
        for node in nodes where node.type == CMARK_NODE_TEXT || node.type == CMARK_NODE_CODE {
            let full = node.withLiteralBytes { literal in
                var pendingSpace = !bytes.isEmpty
                for byte in literal {
                    if byte == 32 || byte == 9 || byte == 10 || byte == 13 {
                        pendingSpace = !bytes.isEmpty
                        continue
                    }
                    if pendingSpace {
                        lastSpace = bytes.count
                        bytes.append(32)
                        pendingSpace = false
                    }
                    bytes.append(byte)
                    if bytes.count >= Page.searchTextLimit { return true }
                }
                return false
            }
            if full { return String(decoding: bytes[..<lastSpace], as: UTF8.self) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `<h2>Colours</h2>` becomes `<h2 id="colours">Colours</h2>`; a heading without an id is left as it is.
    private static func anchored(_ html: String, id: String) -> String {
        guard !id.isEmpty, html.hasPrefix("<h"), let close = html.firstIndex(of: ">") else { return html }
        return String(html[..<close]) + " id=\"\(id)\"" + String(html[close...])
    }

    /// A link to another page's Markdown points at that page's HTML in the site. A root-relative
    /// link (`/01-foundations/02-colors.md`: `/` is the content folder, as on GitHub) becomes
    /// relative to the page, so that the site works from `file://` and below any folder of a server.
    public static func htmlLink(for url: String, from pagePath: String = "") -> String {
        guard let (target, fragment) = PageLink.split(url), target.hasSuffix(".md") else { return url }
        let suffix = fragment.map { "#" + $0 } ?? ""
        guard target.hasPrefix("/") else { return ContentPath.sitePath(for: target) + suffix }
        let depth = pagePath.pathParts.count - 1
        let up = String(repeating: "../", count: max(depth, 0))
        return up + ContentPath.sitePath(for: String(target.drop { $0 == "/" })) + suffix
    }

    /// The byte column of a link's `[`. cmark counts inline columns from where a line's text starts
    /// after its indentation and container markers, so the bracket is looked for on the source line
    /// from that column on.
    static func linkColumn(of node: CmarkNode, in lines: [Substring]) -> Int {
        guard node.startLine >= 1, node.startLine <= lines.count else { return node.startColumn }
        let line = Array(lines[node.startLine - 1].utf8)
        var index = max(node.startColumn - 1, 0)
        while index < line.count, line[index] != UInt8(ascii: "[") { index += 1 }
        return index < line.count ? index + 1 : node.startColumn
    }

    /// `foundations/corner-radius.md` is titled "Corner radius" when it has no level-1 heading.
    static func defaultTitle(for path: String) -> String {
        let name = path.pathParts.last.map { String($0.dropLast(".md".count)) } ?? path
        return ContentPath.title(for: name)
    }
}
