/// Pages for tokens that no page shows: a design system kept in token files alone (a Figma
/// export, an asset catalog) gets a page per top-level group, in a "Tokens" section of the
/// sidebar, each showing its group with a `from=` fence, as a written page would. A written
/// page that shows a group (```` ```tokens GROUP from=FILE ````) takes it off these pages.
enum GeneratedPages {
    /// The folder of the generated pages, unless the content has one of that name.
    static let folder = "tokens"

    /// The pages for the token files' `blocks` whose tokens none of `pages` shows with a `from=`
    /// fence: found from the fences themselves, so that the design system is read once, with them.
    static func pages(for blocks: [TokenBlock], shownBy pages: [Page]) -> [Page] {
        let pagePaths = Set(pages.map(\.path))
        var shownGroups: [String: [String]] = [:]
        for page in pages {
            for fence in page.fences where fence.language == "tokens" {
                guard let read = SourcedFence.read(fence, on: page), let sourced = read.0 else { continue }
                shownGroups[sourced.file, default: []].append(sourced.group)
            }
        }
        let unshown = blocks.filter { block in
            let groups = shownGroups[block.pagePath] ?? []
            return block.tokenPaths.contains { path in !groups.contains { path == $0 || path.hasPrefix($0 + ".") } }
        }
        guard !unshown.isEmpty else { return [] }
        let folder = pagePaths.contains { $0.hasPrefix(Self.folder + "/") } ? "generated-" + Self.folder : Self.folder
        var order: [String] = []
        var filesOfGroup: [String: [String]] = [:]
        for block in unshown {
            let top = String(block.group.prefix { $0 != "." })
            // A fence names a group by its path: tokens outside any group, or in a group whose
            // name is no identifier (`brand-a`), stay in the token index alone.
            guard isDottedIdentifier(top) else { continue }
            if filesOfGroup[top] == nil { order.append(top) }
            if filesOfGroup[top]?.contains(block.pagePath) != true {
                filesOfGroup[top, default: []].append(block.pagePath)
            }
        }
        guard !order.isEmpty else { return [] }
        return order.enumerated().map { index, group in
            let files = filesOfGroup[group] ?? []
            let fences = files.map { "```tokens \(group) from=/\($0)\n```\n" }.joined(separator: "\n")
            let markdown = "# \(ContentPath.title(for: group))\n\n" +
                "The `\(group)` tokens of " + files.map { "`\($0)`" }.joined(separator: " and ") + ".\n\n" + fences
            let path = folder + "/" + String(format: "%03d", index + 1) + "-" + Self.fileName(group) + ".md"
            let source = "(generated from " + files.joined(separator: ", ") + ")"
            return PageParser.parse(markdown, path: path, displayPath: source)
        }
    }

    /// A group's name as a file name: letters, digits and `-`.
    private static func fileName(_ group: String) -> String {
        let name = String(group.map { $0.isLetter || $0.isNumber ? $0 : "-" })
        return name.isEmpty ? "group" : name
    }
}
