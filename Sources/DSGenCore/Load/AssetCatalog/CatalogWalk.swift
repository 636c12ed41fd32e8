import Foundation

/// The groups a colour set lies in: dsgen's group path and the enums of Xcode's generated symbols.
struct Namespace {
    var groups: [String]
    var enums: [String] = []

    /// Folders below the last namespace that provide none, as groups would name them: they tell
    /// apart two colour sets of one name, which Xcode allows with a warning.
    var folders: [String] = []
    /// The same folders as Xcode would name their enums if they provided a namespace.
    var folderEnums: [String] = []

    /// The namespace below a folder named `name` that provides one.
    func adding(_ name: String) -> Namespace {
        Namespace(groups: groups + [AssetSymbolName.lowerCamel(name)], enums: enums + [AssetSymbolName.namespace(name)])
    }

    /// The same namespace, inside a folder named `name` that provides none.
    func entering(_ name: String) -> Namespace {
        var inside = self
        inside.folders.append(AssetSymbolName.lowerCamel(name))
        inside.folderEnums.append(AssetSymbolName.namespace(name))
        return inside
    }

    /// The token path and Swift name of a colour set named `name` in this namespace.
    func naming(_ name: String) -> ColorSetReader.Naming {
        let property = AssetSymbolName.property(name)
        let swift = ["ColorResource"] + enums + [AssetSymbolName.escaped(property)]
        return ColorSetReader.Naming(
            path: (groups + [property]).joined(separator: "."), swiftName: swift.joined(separator: ".")
        )
    }

    /// The namespace of a colour set read on its own: from its enclosing catalog, if it has one
    /// (problems in the catalog's own files are left to a reading of the whole catalog).
    static func enclosing(_ colorSet: String) -> Namespace {
        let folders = URL(fileURLWithPath: colorSet).standardizedFileURL.pathComponents.dropLast()
        guard let catalogIndex = folders.lastIndex(where: { $0.hasSuffix(".xcassets") }) else {
            return Namespace(groups: [])
        }
        let catalog = AssetSymbolName.lowerCamel(String(folders[catalogIndex].dropLast(".xcassets".count)))
        var namespace = Namespace(groups: catalog.isEmpty ? [] : [catalog])
        var path = NSString.path(withComponents: Array(folders[...catalogIndex]))
        for folder in folders[(catalogIndex + 1)...] {
            path += "/" + folder
            if CatalogWalk.providesNamespace(path, displayPath: path).0 { namespace = namespace.adding(folder) }
        }
        return namespace
    }
}

/// Walks a catalog's folders in name order, collecting tokens and diagnostics.
struct CatalogWalk {
    /// The real path nothing is read from outside of.
    let root: String
    /// Whether a link out of `root` is reported here (else its caller's listing has reported it).
    let reportsLinksOutside: Bool
    var tokens: [Token] = []
    var diagnostics: [Diagnostic] = []
    private var firstLocation: [String: SourceLocation] = [:]
    private var swiftNames: Set<String> = []
    /// Folders already walked, by real path: a link back to an ancestor is not followed again.
    private var visited: Set<String> = []

    init(root: String, reportsLinksOutside: Bool) {
        self.root = root
        self.reportsLinksOutside = reportsLinksOutside
    }

    mutating func walk(_ folder: String, displayPath: String, namespace: Namespace) {
        guard visited.insert(URL(fileURLWithPath: folder).resolvingSymlinksInPath().path).inserted else { return }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
        for name in names where FolderListing.isFolder(folder + "/" + name) == true {
            let path = folder + "/" + name, display = displayPath + "/" + name
            guard admits(path, displayPath: display),
                  admits(path + "/Contents.json", displayPath: display + "/Contents.json") else { continue }
            switch (name as NSString).pathExtension {
            case "colorset":
                readColorSet(path, displayPath: display, namespace: namespace)
            case "":
                let (namespaced, groupDiagnostics) = Self.providesNamespace(path, displayPath: display)
                diagnostics += groupDiagnostics
                walk(
                    path, displayPath: display,
                    namespace: namespaced ? namespace.adding(name) : namespace.entering(name)
                )
            default:
                continue // image sets, app icons, data sets: other asset types, not colours
            }
        }
    }

    /// Whether `path` may be read: it does not lead outside `root`. One that does is reported
    /// when the walk reports such links.
    private mutating func admits(_ path: String, displayPath: String) -> Bool {
        guard FolderListing.leadsOutside(path, root: root) else { return true }
        if reportsLinksOutside {
            let target = FolderListing.realPath(path) ?? "?"
            diagnostics.append(Diagnostic(
                .warning, .linkOutside, at: .start(of: displayPath),
                "this is a link to '\(target)', outside the asset catalog; " +
                    "dsgen reads nothing from outside it, so it is left out: copy the file in instead"
            ))
        }
        return false
    }

    mutating func readColorSet(_ folder: String, displayPath: String, namespace: Namespace) {
        let name = ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
        let naming = namespace.naming(name)
        guard !AssetSymbolName.property(name).isEmpty else {
            diagnostics.append(Diagnostic(
                .invalidTokenName, at: .start(of: displayPath + "/Contents.json"),
                "the colour set '\(name)' has no letters or digits to name a token with; rename it"
            ))
            return
        }
        let (read, colorSetDiagnostics) = ColorSetReader.read(folder: folder, displayPath: displayPath, naming: naming)
        diagnostics += colorSetDiagnostics
        guard var token = read else { return }
        if let first = firstLocation[token.path] {
            // Xcode accepts the same name in several folders that provide no namespace, with a
            // warning, and generates one symbol: every colour stays, each copy after the first
            // under its folder's name, as the path and Swift name a namespace there would give.
            let property = AssetSymbolName.property(name)
            var path = (namespace.groups + namespace.folders.suffix(1) + [property]).joined(separator: ".")
            var swiftName = (["ColorResource"] + namespace.enums + namespace.folderEnums.suffix(1)
                + [AssetSymbolName.escaped(property)]).joined(separator: ".")
            var suffix = 2
            while firstLocation[path] != nil || swiftNames.contains(swiftName) {
                path = token.path + String(suffix)
                swiftName = token.swiftName + String(suffix)
                suffix += 1
            }
            diagnostics.append(Diagnostic(
                .warning, .duplicateToken, at: token.location,
                "the colour set '\(name)' is also at \(first), in no folder that provides a namespace; " +
                    "Xcode keeps one symbol, \(token.swiftName), for all of them (with a warning), and dsgen keeps " +
                    "this one as '\(path)' (\(swiftName)); rename one, or tick 'Provides Namespace' on its folder"
            ))
            token.path = path
            token.swiftName = swiftName
        }
        firstLocation[token.path] = token.location
        swiftNames.insert(token.swiftName)
        tokens.append(token)
    }

    /// Whether the group folder's `Contents.json` sets `provides-namespace`; a group without the
    /// file, or without the property, provides none.
    static func providesNamespace(_ folder: String, displayPath: String) -> (Bool, [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: folder + "/Contents.json") else { return (false, []) }
        switch JSONDocument.read(data, path: displayPath + "/Contents.json") {
        case .failure(let diagnostic):
            return (false, [diagnostic])
        case .success(let document):
            guard let node = document.root["properties"]?["provides-namespace"] else { return (false, []) }
            guard case .bool(let value) = node.value else {
                return (false, [Diagnostic(
                    .invalidAssetCatalog, at: node.location,
                    "\"provides-namespace\" is \(node.kindDescription); Xcode writes true or false"
                )])
            }
            return (value, [])
        }
    }
}
