import Foundation

extension FigmaVariables {
    /// The token files and the resolver: `STEM.GROUP.tokens.json` for a collection of one mode,
    /// `STEM.GROUP.MODE.tokens.json` for each mode of one of several, and `STEM.resolver.json`.
    func files(
        stem: String, kept: [Variable], paths: [String: String], entries: [String: [String: JSONOutput]],
        diagnostics: [Diagnostic]
    ) -> Conversion {
        var files: [(path: String, text: String)] = []
        var resolved: [FigmaResolver.Collection] = []
        var described: [String] = []
        for collection in collections {
            let members = kept.filter { $0.collectionID == collection.id }
            guard !members.isEmpty else { continue }
            let group = Self.groupName(collection.name)
            let single = collection.modes.count <= 1
            var contexts: [(mode: String, file: String)] = []
            for mode in collection.modes {
                let file = Self.name(of: stem) + "." + group
                    + (single ? "" : "." + Self.slug(mode.name)) + ".tokens.json"
                let tree = OrderedTree()
                for variable in members {
                    guard let path = paths[variable.id], let entry = entries[variable.id]?[mode.id] else { continue }
                    tree.insert(entry, at: path.split(separator: ".").map(String.init))
                }
                files.append((Self.folder(of: stem) + file, tree.output.text(.report)))
                contexts.append((mode.name, file))
            }
            let defaultMode = collection.modes.first { $0.id == collection.defaultModeID }?.name ?? contexts[0].mode
            resolved.append(FigmaResolver.Collection(group: group, defaultMode: defaultMode, contexts: contexts))
            if !single {
                described.append("\(collection.name): " + collection.modes.map(\.name).joined(separator: ", "))
            }
        }
        let description = "Figma's variables, as a DTCG resolver: a set per collection of one mode, " +
            "a modifier per collection of several."
        files.append((stem + ".resolver.json", FigmaResolver.text(resolved, description: description)))
        let count = kept.filter { paths[$0.id] != nil }.count
        let summary = "\(collections.count) collection\(collections.count == 1 ? "" : "s"), \(count) variable" +
            (count == 1 ? "" : "s") + (described.isEmpty ? "" : "; " + described.joined(separator: "; "))
        return Conversion(files: files, diagnostics: diagnostics.sorted(), summary: summary)
    }

    /// `Brand A` → `brand-a`, for a file name.
    static func slug(_ name: String) -> String {
        let words = name.lowercased().split { !($0.isLetter || $0.isNumber) }
        return words.isEmpty ? "mode" : words.joined(separator: "-")
    }

    /// `tokens/variables` → `tokens/`, `v` → ``: the folder part with its slash. (Foundation's
    /// `deletingLastPathComponent` traps on a name of one character.)
    static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    }

    /// `tokens/variables` → `variables`.
    static func name(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }
}

/// Groups and tokens in the order they are added, for a DTCG file.
final class OrderedTree {
    private var members: [(key: String, child: OrderedTree?, leaf: JSONOutput?)] = []

    func insert(_ leaf: JSONOutput, at path: [String]) {
        guard let first = path.first else { return }
        if path.count == 1 {
            members.append((first, nil, leaf))
            return
        }
        if let existing = members.first(where: { $0.key == first && $0.child != nil })?.child {
            existing.insert(leaf, at: Array(path.dropFirst()))
        } else {
            let child = OrderedTree()
            members.append((first, child, nil))
            child.insert(leaf, at: Array(path.dropFirst()))
        }
    }

    var output: JSONOutput {
        .ordered(members.map { ($0.key, $0.child?.output ?? $0.leaf ?? .object([:])) })
    }
}

/// The resolver over Figma's collections, from its REST response or its export: a set per
/// collection of one mode, a modifier per collection of several, in the collections' order.
enum FigmaResolver {
    struct Collection {
        var group: String
        var defaultMode: String
        /// Each mode with its file, relative to the resolver.
        var contexts: [(mode: String, file: String)]
    }

    static func text(_ collections: [Collection], description: String? = nil) -> String {
        var sets: [(String, JSONOutput)] = [], modifiers: [(String, JSONOutput)] = [], order: [JSONOutput] = []
        for collection in collections {
            let contexts = collection.contexts.map { ($0.mode, JSONOutput.array([["$ref": .string($0.file)]])) }
            if contexts.count == 1 {
                sets.append((collection.group, ["sources": contexts[0].1]))
                order.append(["$ref": .string("#/sets/" + collection.group)])
            } else {
                modifiers.append((collection.group, .ordered([
                    ("default", .string(collection.defaultMode)), ("contexts", .ordered(contexts)),
                ])))
                order.append(["$ref": .string("#/modifiers/" + collection.group)])
            }
        }
        var resolver: [(String, JSONOutput)] = [("version", .string(DTCGNames.version))]
        if let description { resolver.append(("description", .string(description))) }
        if !sets.isEmpty { resolver.append(("sets", .ordered(sets))) }
        if !modifiers.isEmpty { resolver.append(("modifiers", .ordered(modifiers))) }
        resolver.append(("resolutionOrder", .array(order)))
        return JSONOutput.ordered(resolver).text(.report)
    }
}
