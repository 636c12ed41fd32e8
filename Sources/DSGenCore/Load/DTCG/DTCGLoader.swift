import Foundation

/// The DTCG side of a content folder: `*.tokens.json` files and `*.resolver.json` resolvers,
/// read into dsgen's tokens, each with its value in every appearance the resolvers name.
///
/// A file that a resolver names is read as that resolver says: the sets and the default context
/// of other modifiers give the light values, an appearance modifier's contexts the others. A
/// file no resolver names is read on its own, as light values.
enum DTCGLoader {
    /// A JSON file below the content folder: its path there, the path diagnostics print, its bytes.
    struct File {
        var path: String
        var displayPath: String
        var data: Data
        /// A set of a Tokens Studio folder, whose warning names the format for all its sets.
        var isTokensStudioSet = false
        /// The content file this one was made from (Figma's variables), which its tokens are of.
        var source: String?
    }

    struct Result {
        var tokens: [Token] = []
        var blocks: [TokenBlock] = []
        var themes: [ResolverModifier] = []
        var name: String?
        var invalidPaths: Set<String> = []
        var diagnostics: [Diagnostic] = []
    }

    static func isTokenFile(_ path: String) -> Bool { path.hasSuffix(".tokens.json") || path.hasSuffix(".tokens") }
    static func isResolver(_ path: String) -> Bool { path.hasSuffix(".resolver.json") }

    /// `themes` chooses a context for resolver modifiers that are not appearances (`["brand": "b"]`);
    /// a modifier it does not name is read in its default context.
    static func load(_ files: [File], themes: [String: String] = [:]) -> Result {
        var result = Result()
        var documents: [String: JSONDocument] = [:]
        for file in files {
            switch JSONDocument.read(file.data, path: file.displayPath) {
            case .success(let document): documents[file.path] = document
            case .failure(let diagnostic): result.diagnostics.append(diagnostic)
            }
        }
        var base: [DTCGResolver.Source] = []
        var overlays: [Appearance: [DTCGResolver.Source]] = [:]
        var claimed: Set<String> = []
        var unreadContexts: [(modifier: String, context: String, sources: [DTCGResolver.Source])] = []
        var resolverFolders: [(folder: String, file: File)] = []
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
        // Beside a resolver, a token file it does not name is another theme of the same tokens
        // ("dimmed", a colour-blind variant), not more tokens: it is left out, with one warning.
        var unnamed: [String: [File]] = [:]
        for file in files where isTokenFile(file.path) && !claimed.contains(file.path) {
            if let resolver = resolverFolders.first(where: { ContentPath.isInside(file.path, folder: $0.folder) }) {
                unnamed[resolver.file.displayPath, default: []].append(file)
            } else {
                base.append(.file(file.path, at: .start(of: file.displayPath)))
            }
        }
        // Read first, so that what the named files declare wins.
        let adopted = Self.adopted(unnamed, base: base, documents: documents)
        base = adopted.map { .file($0.file.path, at: .start(of: $0.file.displayPath)) } + base
        for file in adopted {
            claimed.insert(file.file.path)
            unnamed[file.resolver]?.removeAll { $0.path == file.file.path }
            result.diagnostics.append(Self.adoptionWarning(file))
        }
        for (resolver, skipped) in unnamed.sorted(by: { $0.key < $1.key }) where !skipped.isEmpty {
            let names = skipped.map { "'\($0.displayPath)'" }.sorted().joined(separator: ", ")
            result.diagnostics.append(Diagnostic(
                .warning, .formatDeviation, at: .start(of: resolver),
                "this resolver does not name \(names); token files beside a resolver are read only through it, " +
                    "so \(skipped.count == 1 ? "it is" : "they are") left out " +
                    "(name \(skipped.count == 1 ? "it" : "them") in a set or a modifier's context " +
                    "to read \(skipped.count == 1 ? "it" : "them"))"
            ))
        }

        let tokensStudioSets = Set(files.filter(\.isTokensStudioSet).map(\.displayPath))
        let sourcePaths = Dictionary(
            files.map { ($0.displayPath, $0.source ?? $0.path) }, uniquingKeysWith: { first, _ in first }
        )
        var trees: [String: [(entry: DTCGEntry, file: String)]] = [:]
        func entries(_ sources: [DTCGResolver.Source]) -> [(entry: DTCGEntry, file: String)] {
            sources.flatMap { source -> [(entry: DTCGEntry, file: String)] in
                let document: JSONDocument
                // Files made from one file (Figma's variables) share its display path, not their own.
                let origin: String
                switch source {
                case .inline(let inline):
                    document = inline
                    origin = inline.path
                case .file(let path, let location):
                    origin = path
                    guard let found = Self.document(path, in: documents) ?? Self.wholeFile(
                        path, in: documents, at: location, warning: &result.diagnostics
                    ) else {
                        if !files.contains(where: { $0.path == path }) {
                            result.diagnostics.append(Diagnostic(
                                .invalidResolver, at: location,
                                "the resolver names '\(path)', which is not a file of the content folder"
                            ))
                        }
                        return []
                    }
                    document = found
                }
                // A file named by several contexts is walked, and its problems reported, once.
                let key = origin + "#" + document.root.pointer + "@\(document.root.location)"
                if let walked = trees[key] { return walked }
                let tree = DTCGTree(document, namingFormat: !tokensStudioSets.contains(document.path))
                result.diagnostics += tree.diagnostics
                let walked = tree.entries.map { ($0, sourcePaths[document.path] ?? document.path) }
                trees[key] = walked
                return walked
            }
        }
        // Later sources win, as resolvers merge them; the same path in two unrelated files is a duplicate.
        var light: [String: (entry: DTCGEntry, file: String)] = [:]
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
        let reader = DTCGValueReader(entries: light.mapValues(\.entry))
        let appearanceEntries = overlays.mapValues { sources in
            Dictionary(entries(sources).map { ($0.entry.dottedPath, $0.entry) }, uniquingKeysWith: { _, last in last })
        }
        for path in order {
            guard let (entry, file) = light[path] else { continue }
            do throws(Diagnostic) {
                let (kind, value) = try reader.read(entry)
                var values = AppearanceValues(light: value)
                for appearance in Appearance.allCases where appearance != .light {
                    guard let overlay = appearanceEntries[appearance]?[path] else {
                        // A context without the token takes the sets' value, not dark's.
                        if appearance == .darkHighContrast, values.dark != nil, appearanceEntries[appearance] != nil {
                            values.darkHighContrast = value
                        }
                        continue
                    }
                    let (overlayKind, overlayValue) = try reader.read(overlay)
                    guard overlayKind == kind else {
                        throw Diagnostic(
                            .aliasKindMismatch, at: overlay.location,
                            "'\(path)' is a \(kind) token in light mode " +
                                "but a \(overlayKind) token in \(DTCGNames.context(appearance))"
                        )
                    }
                    switch appearance {
                    case .light: break
                    case .dark: values.dark = overlayValue
                    case .lightHighContrast: values.lightHighContrast = overlayValue
                    case .darkHighContrast: values.darkHighContrast = overlayValue
                    }
                }
                var made = token(entry, kind: kind, values: values)
                if let warning = memberOnlySwiftName(
                    entry, recorded: entry.extensions?[DTCGNames.extensionKey]?["swift"], read: made.swiftName
                ) {
                    result.diagnostics.append(warning)
                }
                if kind == .dimension || kind == .radius, reader.aliasTarget(entry.value) == nil {
                    made.writtenUnit = reader.writtenUnit(entry.value)
                }
                result.tokens.append(made)
                TokenBlock.append(result.tokens.last!, file: file, to: &result.blocks)
            } catch {
                result.diagnostics.append(error)
                result.invalidPaths.insert(path)
            }
        }
        // A token an appearance's file declares but the light values lack has nothing to fall back to.
        for (appearance, overlay) in appearanceEntries.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            for (path, entry) in overlay.sorted(by: { $0.key < $1.key }) where light[path] == nil {
                result.diagnostics.append(Diagnostic(
                    .warning, .unresolvedAlias, at: entry.location,
                    "'\(path)' is declared for \(DTCGNames.context(appearance)) only; " +
                        "declare it in the light values too, or it is left out"
                ))
            }
        }
        // A token only a theme's other context declares is not on the pages: say so, once a context.
        for (modifier, context, sources) in unreadContexts {
            let only = entries(sources).filter { light[$0.entry.dottedPath] == nil }
            guard let first = only.first else { continue }
            let names = only.prefix(5).map { "'\($0.entry.dottedPath)'" }.joined(separator: ", ")
                + (only.count > 5 ? " and \(only.count - 5) more" : "")
            result.diagnostics.append(Diagnostic(
                .warning, .unresolvedAlias, at: first.entry.location,
                "\(names) \(only.count == 1 ? "is" : "are") declared only in the context '\(context)' " +
                    "of the modifier '\(modifier)', whose default the pages show; " +
                    "declare \(only.count == 1 ? "it" : "them") in the sets too, " +
                    "or \(only.count == 1 ? "it is" : "they are") left out"
            ))
        }
        result.diagnostics += reader.warnings
        result.diagnostics = Self.saidOnce(result.diagnostics)
        return result
    }
}
