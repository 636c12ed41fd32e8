/// Which groups get a generated page, and in what order. A page shows a top-level group; when
/// every group sits in one wrapper (`base.color.…`, as Figma exports often do), the pages show the
/// groups inside it instead, and a wrapper whose groups are all plain lists of tokens (the ramps
/// `base.color.blue`, `base.color.red`) is one page. Pages come in the order of their kinds
/// (colours, dimensions, type, effects, motion), and a group of aliases into one other group (a
/// semantic layer over a base palette) comes right after that group.
struct GeneratedPageGroups {
    struct Group {
        var path: String
        var kind: TokenKind
        var files: [String]
        /// The group whose tokens this one's aliases all name, when there is one.
        var aliasesInto: String?
    }

    private(set) var groups: [Group] = []

    /// Groups that hold one group a component: `component.button`, `components.card`.
    static let componentWrappers: Set<String> = ["component", "components"]

    /// `blocks` are the token files' blocks no page shows; `tokens` the files' tokens, whose
    /// aliases tell a semantic layer from the palette it draws from.
    init(blocks: [TokenBlock], tokens: [Token], setting: GeneratedPagesSetting) {
        let prefix = Self.wrapper(of: blocks.map(\.group))
        let isLeafWrapper = Self.isLeafWrapper(prefix, blocks)
        var order: [String] = []
        var byPath: [String: Group] = [:]
        for block in blocks {
            guard block.group == prefix || block.group.hasPrefix(prefix.isEmpty ? "" : prefix + ".") else { continue }
            let rest = prefix.isEmpty ? block.group : String(block.group.dropFirst(prefix.count + 1))
            var path = isLeafWrapper || rest.isEmpty
                ? prefix : (prefix.isEmpty ? "" : prefix + ".") + rest.prefix { $0 != "." }
            // Under `component` or `components`, each component is a page of its own.
            if Self.componentWrappers.contains(String(path.split(separator: ".").last ?? "")),
               block.group.count > path.count, block.group.hasPrefix(path + ".") {
                path += "." + block.group.dropFirst(path.count + 1).prefix { $0 != "." }
            }
            // A fence names a group by its path: tokens outside any group, or in a group whose
            // name is no identifier (`brand-a`), stay in the token index alone.
            guard isDottedIdentifier(path) else { continue }
            if byPath[path] == nil {
                order.append(path)
                byPath[path] = Group(path: path, kind: block.kind, files: [])
            }
            if byPath[path]?.files.contains(block.pagePath) == false { byPath[path]?.files.append(block.pagePath) }
        }
        for path in order { byPath[path]?.aliasesInto = Self.aliasTarget(of: path, in: tokens, among: order) }
        groups = Self.arranged(order.compactMap { byPath[$0] }, setting: setting)
    }

    /// The wrapper every group sits in (`base.color`), or "" when the groups have more than one top.
    private static func wrapper(of paths: [String]) -> String {
        var prefix: [Substring] = []
        let split = paths.map { $0.split(separator: ".", omittingEmptySubsequences: false) }
        while let first = split.first, first.count > prefix.count + 1,
              split.allSatisfy({ $0.count > prefix.count + 1 && $0[prefix.count] == first[prefix.count] }) {
            prefix.append(first[prefix.count])
        }
        return prefix.joined(separator: ".")
    }

    /// Whether `prefix` is a wrapper whose groups hold tokens only, no groups of their own.
    private static func isLeafWrapper(_ prefix: String, _ blocks: [TokenBlock]) -> Bool {
        guard !prefix.isEmpty else { return false }
        let depth = prefix.split(separator: ".").count + 1
        return blocks.allSatisfy { $0.group.split(separator: ".", omittingEmptySubsequences: false).count == depth }
    }

    /// The one other page group that every alias among the tokens of `path` names, or nil.
    private static func aliasTarget(of path: String, in tokens: [Token], among paths: [String]) -> String? {
        var targets: Set<String> = []
        for token in tokens where token.path.hasPrefix(path + ".") {
            guard case .alias(let reference) = token.values.light else { return nil }
            guard let target = paths.first(where: { reference.path.hasPrefix($0 + ".") }), target != path else {
                return nil
            }
            targets.insert(target)
        }
        return targets.count == 1 ? targets.first : nil
    }

    /// The setting's groups first, in its order; then by kind, each semantic layer after the group
    /// it draws from; otherwise in the order the files give.
    private static func arranged(_ groups: [Group], setting: GeneratedPagesSetting) -> [Group] {
        let rank = Dictionary(uniqueKeysWithValues: TokenKind.allCases.enumerated().map { ($1, $0) })
        let firstIndex = Dictionary(uniqueKeysWithValues: groups.enumerated().map { ($1.path, $0) })
        // A layer's group is always among them: `aliasTarget` names one of the groups.
        var byKind = groups.filter { $0.aliasesInto == nil }.sorted {
            (rank[$0.kind] ?? 0, firstIndex[$0.path] ?? 0) < (rank[$1.kind] ?? 0, firstIndex[$1.path] ?? 0)
        }
        var index = 0
        while index < byKind.count {
            let layers = groups.filter { $0.aliasesInto == byKind[index].path }
            byKind.insert(contentsOf: layers, at: index + 1)
            index += 1
        }
        // Layers that alias one another in a ring have no group to follow: they come last.
        let ring = groups.filter { group in !byKind.contains { $0.path == group.path } }
        let all = byKind + ring
        let chosen = setting.order.compactMap { path in all.first { $0.path == path } }
        return chosen + all.filter { group in !setting.order.contains(group.path) }
    }
}
