/// Pages for tokens that no page shows: a design system kept in token files alone (a Figma
/// export, an asset catalog) gets a page per group (`GeneratedPageGroups`), in a "Tokens" section
/// of the sidebar, each showing its group with a `from=` fence, as a written page would. A written
/// page that shows a group (```` ```tokens GROUP from=FILE ````) takes it off these pages.
enum GeneratedPages {
    /// The folder of the generated pages, unless the content has one of that name.
    static let folder = "tokens"

    /// The pages for the token files' `blocks` whose tokens none of `pages` shows with a `from=`
    /// fence: found from the fences themselves, so that the design system is read once, with them.
    /// `tokens` are the files' tokens: their aliases place a semantic layer beside its palette.
    static func pages(
        for blocks: [TokenBlock], tokens: [Token], shownBy pages: [Page], setting: GeneratedPagesSetting
    ) -> [Page] {
        guard setting.isOn else { return [] }
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
        let arranged = GeneratedPageGroups(blocks: unshown, tokens: tokens, setting: setting).groups
        guard !arranged.isEmpty else { return [] }
        let folder = pagePaths.contains { $0.hasPrefix(Self.folder + "/") } ? "generated-" + Self.folder : Self.folder
        // Pages of more than one tier are a folder each: primitives, semantic, components.
        let tiers = Dictionary(uniqueKeysWithValues: arranged.map {
            ($0.path, GeneratedPageTier.of($0.path, tokens: tokens, setting: setting))
        })
        let tiered = Set(tiers.values).count > 1
        // Tier by tier, each in dsgen's order.
        let groups = !tiered ? arranged : GeneratedPageTier.allCases.flatMap { tier in
            arranged.filter { tiers[$0.path] == tier }
        }
        let fileNames = Dictionary(uniqueKeysWithValues: groups.enumerated().map { index, group in
            let name = Self.fileName(String(group.path.split(separator: ".").last ?? ""))
            let tier = tiered ? (tiers[group.path]?.folder ?? "") + "/" : ""
            return (group.path, tier + String(format: "%03d", index + 1) + "-" + name + ".md")
        })
        let title = { (path: String) in setting.titles[path] ?? Self.title(for: path) }
        return groups.map { group in
            let fences = group.files.map { file in
                let written = file.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: " ", with: "%20")
                return "```tokens \(group.path) from=/\(written)\n```\n"
            }.joined(separator: "\n")
            let files = group.files.map { "`\($0)`" }.joined(separator: " and ")
            var intro = "The `\(group.path)` tokens of \(files)."
            if let target = group.aliasesInto, let file = fileNames[target] {
                let link = tiered ? "../" + file : file
                intro += " Each is an alias of a token on [\(title(target))](\(link))."
            }
            let markdown = "# \(title(group.path))\n\n" + intro + "\n\n" + fences
            let source = "(generated from " + group.files.joined(separator: ", ") + ")"
            return PageParser.parse(markdown, path: folder + "/" + (fileNames[group.path] ?? ""), displayPath: source)
        }
    }

    /// `base.color` → `Color`, `fgColor` → `Fg color`: the last name of the path, its words apart.
    static func title(for group: String) -> String {
        var words = ""
        var previous: Character = " "
        for character in group.split(separator: ".").last ?? Substring(group) {
            if character.isUppercase, previous.isLowercase {
                words += " " + character.lowercased()
            } else {
                words.append(character)
            }
            previous = character
        }
        return ContentPath.title(for: words)
    }

    /// A group's name as a file name: letters, digits and `-`.
    private static func fileName(_ group: String) -> String {
        let name = String(group.map { $0.isLetter || $0.isNumber ? $0 : "-" })
        return name.isEmpty ? "group" : name
    }
}
