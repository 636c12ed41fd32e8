import Foundation

extension DTCGLoader {
    /// One load of a content folder's DTCG files: the documents read, the resolvers' sources, the
    /// files they claim, each file's tree walked once, and the result as it grows.
    struct Pass {
        typealias Item = (entry: DTCGEntry, file: String)

        let files: [File]
        var result = Result()
        private var documents: [String: JSONDocument] = [:]
        private(set) var base: [DTCGResolver.Source] = []
        private(set) var overlays: [Appearance: [DTCGResolver.Source]] = [:]
        private var claimed: Set<String> = []
        private(set) var unreadContexts: [(modifier: String, context: String, sources: [DTCGResolver.Source])] = []
        private var resolverFolders: [(folder: String, file: File)] = []
        private var trees: [String: [Item]] = [:]
        private let tokensStudioSets: Set<String>
        /// Files made from one file (Figma's variables) have its path as their tokens' file.
        private let sourcePaths: [String: String]

        init(files: [File]) {
            self.files = files
            tokensStudioSets = Set(files.filter(\.isTokensStudioSet).map(\.displayPath))
            sourcePaths = Dictionary(
                files.map { ($0.displayPath, $0.source ?? $0.path) }, uniquingKeysWith: { first, _ in first }
            )
            for file in files {
                switch JSONDocument.read(file.data, path: file.displayPath) {
                case .success(let document): documents[file.path] = document
                case .failure(let diagnostic): result.diagnostics.append(diagnostic)
                }
            }
        }

        /// Each resolver's sets and contexts: light's and the sets' files form the base, the other
        /// appearances' files their overlays.
        mutating func readResolvers(themes: [String: String]) {
            for file in files where isResolver(file.path) {
                guard let document = documents[file.path] else { continue }
                let folder = (file.path as NSString).deletingLastPathComponent
                let resolver = DTCGResolver(document, folder: folder, selection: themes)
                result.diagnostics += resolver.diagnostics
                (result.themes, result.name) = (result.themes + resolver.themes, result.name ?? resolver.name)
                // Light is where the others fall back to: its context's files are part of the base.
                base += resolver.base + (resolver.appearances[.light] ?? [])
                for (appearance, sources) in resolver.appearances where appearance != .light {
                    overlays[appearance, default: []] += sources
                }
                claimed.formUnion(resolver.referenced)
                unreadContexts += resolver.unreadContexts
                resolverFolders.append((folder, file))
            }
        }

        /// Beside a resolver, a token file it does not name is another theme of the same tokens
        /// ("dimmed", a colour-blind variant), not more tokens: it is left out, with one warning,
        /// unless it holds tokens the named files lack. A file away from any resolver is read as it is.
        mutating func placeUnnamedFiles() {
            var unnamed: [String: [File]] = [:]
            for file in files where isTokenFile(file.path) && !claimed.contains(file.path) {
                if let resolver = resolverFolders.first(where: { ContentPath.isInside(file.path, folder: $0.folder) }) {
                    unnamed[resolver.file.displayPath, default: []].append(file)
                } else {
                    base.append(.file(file.path, at: .start(of: file.displayPath)))
                }
            }
            // Read first, so that what the named files declare wins.
            let adopted = DTCGLoader.adopted(unnamed, base: base, documents: documents)
            base = adopted.map { .file($0.file.path, at: .start(of: $0.file.displayPath)) } + base
            for file in adopted {
                claimed.insert(file.file.path)
                unnamed[file.resolver]?.removeAll { $0.path == file.file.path }
                result.diagnostics.append(DTCGLoader.adoptionWarning(file))
            }
            for (resolver, skipped) in unnamed.sorted(by: { $0.key < $1.key }) where !skipped.isEmpty {
                let names = skipped.map { "'\($0.displayPath)'" }.sorted().joined(separator: ", ")
                let one = skipped.count == 1
                result.diagnostics.append(Diagnostic(
                    .warning, .formatDeviation, at: .start(of: resolver),
                    "this resolver does not name \(names); token files beside a resolver are read only through it, " +
                        "so \(one ? "it is" : "they are") left out " +
                        "(name \(one ? "it" : "them") in a set or a modifier's context to read \(one ? "it" : "them"))"
                ))
            }
        }

        /// The base's tokens, path by path: later sources win, as resolvers merge them; the same
        /// path in two unrelated files is a duplicate.
        mutating func lightEntries() -> (light: [String: Item], order: [String]) {
            var light: [String: Item] = [:]
            var order: [String] = []
            for item in entries(base) {
                let path = item.entry.dottedPath
                if let first = light[path], !claimed.contains(item.file) || !claimed.contains(first.file) {
                    result.diagnostics.append(Diagnostic(
                        .duplicateToken, at: item.entry.location,
                        "'\(path)' is already declared at \(first.entry.location); " +
                            "give this token another name or remove one of them"
                    ))
                    continue
                }
                if light[path] == nil { order.append(path) }
                // A later source (a theme's context) gives the value; the token stays listed with the
                // file that first declared it, where a page's `from=` fence looks for it.
                light[path] = (item.entry, light[path]?.file ?? item.file)
            }
            return (light, order)
        }

        /// Each appearance's overlay, its tokens by path (the last source's wins).
        mutating func appearanceEntries() -> [Appearance: [String: DTCGEntry]] {
            var made: [Appearance: [String: DTCGEntry]] = [:]
            for (appearance, sources) in overlays {
                made[appearance] = Dictionary(
                    entries(sources).map { ($0.entry.dottedPath, $0.entry) }, uniquingKeysWith: { _, last in last }
                )
            }
            return made
        }

        /// The entries of `sources`, each file's tree walked, and its problems reported, once.
        mutating func entries(_ sources: [DTCGResolver.Source]) -> [Item] {
            var items: [Item] = []
            for source in sources {
                guard let (document, origin) = document(of: source) else { continue }
                let key = origin + "#" + document.root.pointer + "@\(document.root.location)"
                if let walked = trees[key] {
                    items += walked
                    continue
                }
                let tree = DTCGTree(document, namingFormat: !tokensStudioSets.contains(document.path))
                result.diagnostics += tree.diagnostics
                let walked = tree.entries.map { ($0, sourcePaths[document.path] ?? document.path) }
                trees[key] = walked
                items += walked
            }
            return items
        }

        /// The document a source names and the path it comes from; nil, with an error for a file
        /// that is not in the content folder, when there is none.
        private mutating func document(of source: DTCGResolver.Source) -> (JSONDocument, String)? {
            switch source {
            case .inline(let inline):
                return (inline, inline.path)
            case .file(let path, let location):
                if let found = DTCGLoader.document(path, in: documents) ?? DTCGLoader.wholeFile(
                    path, in: documents, at: location, warning: &result.diagnostics
                ) {
                    return (found, path)
                }
                if !files.contains(where: { $0.path == path }) {
                    result.diagnostics.append(Diagnostic(
                        .invalidResolver, at: location,
                        "the resolver names '\(path)', which is not a file of the content folder"
                    ))
                }
                return nil
            }
        }
    }
}
