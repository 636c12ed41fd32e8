import Foundation

extension ContentLoader {
    /// What Tokens Studio syncs into the content folder, read in place: each folder holding `$themes.json`
    /// or `$metadata.json` gives its `.json` sets and the resolver its themes stand for (with one warning
    /// that says how they were read). A folder with a resolver of its own (one `dsgen init` wrote) is
    /// read through that resolver alone. `handled` are the paths this accounts for.
    static func tokensStudioFolders(
        _ paths: [String], in root: String
    ) -> (files: [DTCGLoader.File], handled: Set<String>, diagnostics: [Diagnostic]) {
        var files: [DTCGLoader.File] = []
        var handled: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for (folder, sets, converted) in tokensStudioLayout(paths) {
            let prefix = folder.isEmpty ? "" : folder + "/"
            handled.formUnion(sets + [prefix + "$themes.json", prefix + "$metadata.json"])
            // A resolver beside the sets already says how to read them.
            if converted { continue }
            guard !sets.isEmpty else {
                diagnostics.append(Diagnostic(
                    .warning, .legacyTokenFormat, at: .start(of: root + "/" + prefix + "$themes.json"),
                    "$themes.json is Tokens Studio's own file, and no set of its (a .json file) lies beside it; " +
                        "it is not read"
                ))
                continue
            }
            for path in sets {
                switch readFile(root + "/" + path) {
                case .success(let data):
                    files.append(DTCGLoader.File(
                        path: path, displayPath: root + "/" + path, data: data, isTokensStudioSet: true
                    ))
                case .failure(let problem): diagnostics.append(problem)
                }
            }
            let themes = paths.contains(prefix + "$themes.json") ? readData(root + "/" + prefix + "$themes.json") : nil
            let metadata = readData(root + "/" + prefix + "$metadata.json")
            let names = sets.map { String($0.dropFirst(prefix.count).dropLast(".json".count)) }
            let project = TokensStudioProject.read(themes: themes, metadata: metadata, sets: names)
            let displayPath = root + "/" + prefix + (themes == nil ? "$metadata.json" : "$themes.json")
            files.append(DTCGLoader.File(
                path: prefix + "$themes.resolver.json", displayPath: displayPath,
                data: Data(project.resolver(suffix: ".json").utf8)
            ))
            diagnostics.append(Diagnostic(
                .warning, .legacyTokenFormat, at: .start(of: displayPath),
                "this folder is Tokens Studio's: its \(Self.sets(sets.count)), in its older format (value and type " +
                    "without '$'), are read as DTCG 2025.10 names them and as its themes take them " +
                    "(\(project.summary)); `dsgen init --from` writes them as DTCG files with a resolver"
            ))
        }
        return (files, handled, diagnostics)
    }

    /// Each folder holding Tokens Studio's `$themes.json` or `$metadata.json`: its set files (below it,
    /// outside any such folder further down) and whether a resolver beside them converted it.
    static func tokensStudioLayout(_ paths: [String]) -> [(folder: String, sets: [String], converted: Bool)] {
        let folders = Set(paths.filter { isTokensStudioFile($0) }.map(\.parentFolder)).sorted()
        return folders.map { folder in
            let prefix = folder.isEmpty ? "" : folder + "/"
            let nested = folders.filter { $0 != folder && $0.hasPrefix(prefix) }
            let inside = paths.filter { path in
                path.hasPrefix(prefix) && !nested.contains { path.hasPrefix($0 + "/") }
            }
            let converted = inside.contains { $0.parentFolder == folder && DTCGLoader.isResolver($0) }
            return (folder, inside.filter(isSetFile), converted)
        }
    }

    /// `1 set`, `13 sets`.
    static func sets(_ count: Int) -> String { "\(count) set\(count == 1 ? "" : "s")" }

    static func isTokensStudioFile(_ path: String) -> Bool {
        let name = path.pathParts.last ?? ""
        return name == "$themes.json" || name == "$metadata.json"
    }

    /// A `.json` file that may be a Tokens Studio set: not DTCG's, not a `$` file, not a tool's own.
    private static func isSetFile(_ path: String) -> Bool {
        let name = path.pathParts.last ?? ""
        return name.hasSuffix(".json") && !name.hasPrefix("$") && !DTCGLoader.isTokenFile(path)
            && !DTCGLoader.isResolver(path) && !["package.json", "Contents.json", "package-lock.json"].contains(name)
    }

    private static func readData(_ path: String) -> Data? {
        if case .success(let data) = readFile(path) { return data }
        return nil
    }

    /// The bytes of the regular file at `path`, read within the file budget.
    static func readFile(_ displayPath: String) -> Result<Data, Diagnostic> {
        FileBudget.openRegularFile(displayPath).flatMap { (handle, _) -> Result<Data, Diagnostic> in
            defer { try? handle.close() }
            // `readToEnd` gives nil, not empty data, for an empty file.
            do { return .success(try handle.readToEnd() ?? Data()) } catch {
                return .failure(FileBudget.cannotRead(displayPath))
            }
        }
    }
}

private extension String {
    /// The folder part of a relative path, "" at the top.
    var parentFolder: String { (self as NSString).deletingLastPathComponent }
}

extension ContentLoader {
    /// Tokens Studio's single file of several sets (its sets as top-level groups beside `$themes` and
    /// `$metadata`), read in place as its folder would be: the file, and the resolver its themes stand for.
    static func tokensStudioFile(
        _ path: String, data: Data, in root: String
    ) -> (files: [DTCGLoader.File], warning: Diagnostic)? {
        guard data.count <= FileBudget.maximumBytes, data.range(of: Data("\"$themes\"".utf8)) != nil
            || data.range(of: Data("\"$metadata\"".utf8)) != nil,
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            object["$themes"] != nil || object["$metadata"] != nil else { return nil }
        let sets = object.keys.filter { !$0.hasPrefix("$") && object[$0] is [String: Any] }.sorted()
        let part = { (key: String) in object[key].flatMap { try? JSONSerialization.data(withJSONObject: $0) } }
        let project = TokensStudioProject.read(themes: part("$themes"), metadata: part("$metadata"), sets: sets)
        let name = path.pathParts.last.map(String.init) ?? path
        let resolver = project.resolver { set in
            name + "#/" + set.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
        }
        let displayPath = root + "/" + path
        let files = [
            DTCGLoader.File(path: path, displayPath: displayPath, data: data, isTokensStudioSet: true),
            DTCGLoader.File(
                path: path + ".$themes.resolver.json", displayPath: displayPath, data: Data(resolver.utf8)
            ),
        ]
        return (files, Diagnostic(
            .warning, .legacyTokenFormat, at: .start(of: displayPath),
            "this is Tokens Studio's file of several sets: its \(Self.sets(sets.count)), in its older format, " +
                "are read as DTCG 2025.10 names them and as its themes take them (\(project.summary))"
        ))
    }
}
