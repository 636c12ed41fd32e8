import Foundation

/// Figma's own DTCG export: a `.tokens.json` file per collection and mode, the mode named in the
/// file's `$extensions` (`com.figma.modeName`), the collection by its folder (`Semantic/Light.tokens.json`)
/// or by the name before the mode (`Semantic.Light.tokens.json`). Each variable carries its resolved
/// value, with `com.figma.aliasData` naming the variable it aliases, `com.figma.scopes` and
/// `com.figma.codeSyntax`. Read as Figma's REST response is: a group per collection, a set or a
/// modifier per collection by its modes, aliases kept, numbers as lengths unless their scope says
/// otherwise, scopes as `use`, the iOS code syntax as the Swift name.
enum FigmaExport {
    struct ModeFile {
        var path: String
        var displayPath: String
        var document: JSONDocument
        var collection: String
        var mode: String
    }

    /// Whether a token file is one mode of Figma's export, told from its bytes.
    static func mayBe(_ data: Data) -> Bool { data.range(of: Data("\"com.figma.modeName\"".utf8)) != nil }

    /// The mode files among `files` as DTCG files and one resolver for them (`figma.resolver.json`
    /// beside the first), with what reading them found; nil when none is Figma's.
    static func read(_ files: [DTCGLoader.File]) -> (files: [DTCGLoader.File], diagnostics: [Diagnostic])? {
        var modes: [ModeFile] = []
        var diagnostics: [Diagnostic] = []
        for file in files where mayBe(file.data) {
            guard case .success(let document) = JSONDocument.read(file.data, path: file.displayPath),
                  let mode = document.root["$extensions"]?["com.figma.modeName"]?.string else { continue }
            modes.append(ModeFile(
                path: file.path, displayPath: file.displayPath, document: document,
                collection: collectionName(of: file.path, mode: mode, document: document), mode: mode
            ))
        }
        guard let first = modes.first else { return nil }
        var known: [String: Set<String>] = [:]
        for file in modes {
            known[FigmaVariables.groupName(file.collection), default: []]
                .formUnion(FigmaExportTree.paths(in: file.document.root))
        }
        var written: [DTCGLoader.File] = []
        var collections: [(name: String, modes: [(mode: String, file: String)])] = []
        for file in modes {
            let group = FigmaVariables.groupName(file.collection)
            let tree = FigmaExportTree(collection: file.collection, displayPath: file.displayPath, known: known)
            let converted = tree.convert(file.document.root)
            diagnostics += tree.diagnostics
            let text = JSONOutput.ordered([(group, converted)]).text(.report)
            let name = file.path + ".figma.tokens.json"
            written.append(DTCGLoader.File(
                path: name, displayPath: file.displayPath, data: Data(text.utf8), source: file.path
            ))
            if let index = collections.firstIndex(where: { $0.name == file.collection }) {
                collections[index].modes.append((file.mode, name))
            } else {
                collections.append((file.collection, [(file.mode, name)]))
            }
        }
        // The resolver stands in the folder that holds every mode file.
        let root = modes.map { folder(of: $0.path) }.reduce(folder(of: first.path)) { common, next in
            var shared = common
            while !next.hasPrefix(shared) { shared = folder(of: String(shared.dropLast())) }
            return shared
        }
        written.append(DTCGLoader.File(
            path: root + "figma.resolver.json", displayPath: first.displayPath,
            data: Data(resolver(collections, relativeTo: root).utf8), source: first.path
        ))
        let summary = collections.map { "\($0.name): " + $0.modes.map(\.mode).joined(separator: ", ") }
        diagnostics.insert(Diagnostic(
            .warning, .formatDeviation, at: .start(of: first.displayPath),
            "\(modes.count == 1 ? "this file is" : "these \(modes.count) files are") Figma's DTCG export " +
                "(\(summary.joined(separator: "; "))): read as a group per collection and a resolver context " +
                "per mode, aliases from com.figma.aliasData, numbers as lengths unless their scope says otherwise"
        ), at: 0)
        return (written, diagnostics)
    }

    /// The collection a mode file is of: its `com.figma.collectionName`, else its folder's name,
    /// else the file's name before the mode.
    static func collectionName(of path: String, mode: String, document: JSONDocument) -> String {
        if let name = document.root["$extensions"]?["com.figma.collectionName"]?.string { return name }
        var name = FigmaVariables.name(of: path)
        for suffix in [".tokens.json", ".json", ".tokens"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
            break
        }
        // `Semantic.Light`, `Light_tokens`, `Light`: the name without the mode and what joins them.
        let separators: Set<Character> = [".", "_", "-", " "]
        if let range = name.range(of: mode, options: [.caseInsensitive, .anchored])
            ?? name.range(of: mode, options: [.caseInsensitive, .anchored, .backwards]) {
            name.removeSubrange(range)
        }
        name = String(name.drop { separators.contains($0) }.reversed().drop { separators.contains($0) }.reversed())
        let folder = FigmaVariables.name(of: String(FigmaVariables.folder(of: path).dropLast()))
        return !folder.isEmpty && (name.isEmpty || name == "tokens") ? folder : name.isEmpty ? "figma" : name
    }

    static func resolver(_ collections: [(name: String, modes: [(mode: String, file: String)])],
                         relativeTo folder: String) -> String {
        FigmaResolver.text(collections.map { collection in
            let contexts = collection.modes.map { ($0.mode, String($0.file.dropFirst(folder.count))) }
            // Light, or a mode named as a default, is the default; else the first.
            let preferred = contexts.first { DTCGNames.appearance(context: $0.0) == .light } ?? contexts[0]
            return FigmaResolver.Collection(
                group: FigmaVariables.groupName(collection.name), defaultMode: preferred.0, contexts: contexts
            )
        })
    }

    private static func folder(of path: String) -> String { FigmaVariables.folder(of: path) }
}
