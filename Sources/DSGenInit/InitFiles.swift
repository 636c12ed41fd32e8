import DSGenCore
import DSGenLint
import Foundation

/// The files `dsgen init` finds under the paths it is given, and how it writes the new folder.
enum InitFiles {
    struct Found {
        var swiftFiles: [String] = []
        var catalogs: [String] = []
        /// DTCG token files and resolvers, each with the path it keeps inside the content folder.
        var tokenFiles: [(source: String, relative: String)] = []
        /// Tokens Studio's `$themes.json` files, each with its folder inside the content's `tokens/`.
        var themeFiles: [(source: String, folder: String)] = []
        /// Figma's variables saved from its REST API, each with the path it keeps inside `tokens/`.
        var figmaFiles: [(source: String, relative: String)] = []
        /// Files that look like tokens but are not copied, each with the reason.
        var notes: [Diagnostic] = []
    }

    /// A DTCG token file or resolver, by the names the content loader reads.
    static func isTokenFile(_ name: String) -> Bool {
        name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens") || name.hasSuffix(".resolver.json")
    }

    /// What a plain JSON file is to Tokens Studio, read once: a tree of its older `value`/`type`
    /// tokens, its single file of several sets and themes (which only its `$themes` say how to
    /// take together, so it is not copied as one tree), or neither (nil).
    enum TokensStudioFile { case tokens, sets }

    static func tokensStudioFile(_ path: String) -> TokensStudioFile? {
        let name = (path as NSString).lastPathComponent
        guard !["Contents.json", "$themes.json", "$metadata.json", "package.json", "Package.resolved"].contains(name),
              let data = FileManager.default.contents(atPath: path), data.count < 16 << 20,
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        if root["$themes"] != nil || root["$metadata"] != nil { return .sets }
        func holdsToken(_ node: [String: Any], depth: Int) -> Bool {
            if node["value"] != nil, node["type"] is String { return true }
            guard depth < 8 else { return false }
            return node.values.contains { ($0 as? [String: Any]).map { holdsToken($0, depth: depth + 1) } ?? false }
        }
        return holdsToken(root, depth: 0) ? .tokens : nil
    }

    /// A plain `.json` file at `path`: Tokens Studio's tokens are copied as `.tokens.json`, which
    /// the loader reads; its file of several sets is copied as it is, which the loader reads too.
    private static func addJSON(_ path: String, as relative: String, to found: inout Found) {
        if let data = FileManager.default.contents(atPath: path), FigmaVariables.mayBe(data) {
            found.figmaFiles.append((path, relative))
            return
        }
        switch tokensStudioFile(path) {
        case .tokens: found.tokenFiles.append((path, String(relative.dropLast(".json".count)) + ".tokens.json"))
        // The build reads Tokens Studio's file of several sets in place, its themes with it.
        case .sets: found.tokenFiles.append((path, relative))
        case nil: break
        }
    }

    /// The files under `paths`, walked as every command walks a folder (`FolderListing`: hidden
    /// names skipped, linked folders not followed, so every walk ends), leaving out build products,
    /// dependencies and the folders dsgen init wrote (`leavingOut`, and any holding its marker).
    static func find(_ paths: [String], leavingOut written: [String] = []) -> Found {
        var found = Found()
        let leftOut = Set(written.map(FolderGuard.canonical))
        for path in paths {
            let root = FolderListing.normalized(path)
            guard FolderListing.isFolder(root) == true else {
                add(root, relative: (root as NSString).lastPathComponent, into: &found)
                continue
            }
            let listing = FolderListing.listing(of: root) { folder in
                !Initializer.ignoredFolders.contains((folder as NSString).lastPathComponent)
                    && !FileManager.default.fileExists(atPath: folder + "/" + InitOutput.marker)
                    && !leftOut.contains(FolderGuard.canonical(folder))
            }
            var catalogs: Set<String> = []
            // Sources are the team's own: a linked file is read wherever it leads, as lint reads it.
            for relative in (listing.files + listing.outside).sorted() {
                let parts = relative.split(separator: "/")
                if let catalog = parts.firstIndex(where: { $0.hasSuffix(".xcassets") }) {
                    catalogs.insert(parts[...catalog].joined(separator: "/"))
                } else {
                    add(root + "/" + relative, relative: relative, into: &found)
                }
            }
            found.catalogs += catalogs.sorted().map { root + "/" + $0 }
        }
        return found
    }

    /// The file at `path` (`relative` below the folder given), by what its name says it is.
    private static func add(_ path: String, relative: String, into found: inout Found) {
        let name = (relative as NSString).lastPathComponent
        if name.hasSuffix(".swift") {
            found.swiftFiles.append(path)
        } else if isTokenFile(name) {
            found.tokenFiles.append((path, relative))
        } else if name == "$themes.json" {
            found.themeFiles.append((path, (relative as NSString).deletingLastPathComponent))
        } else if name.hasSuffix(".json") {
            addJSON(path, as: relative, to: &found)
        }
    }

    /// A resolver for each `$themes.json`, over the Tokens Studio files of its folder, by content path.
    static func resolvers(of found: Found) -> [String: String] {
        var resolvers: [String: String] = [:]
        for theme in found.themeFiles {
            let prefix = theme.folder.isEmpty ? "" : theme.folder + "/"
            let sets = found.tokenFiles.filter { !isTokenFile($0.source) && $0.relative.hasPrefix(prefix) }
                .map { String($0.relative.dropFirst(prefix.count).dropLast(".tokens.json".count)) }
            guard let data = FileManager.default.contents(atPath: theme.source) else { continue }
            let metadata = FileManager.default.contents(
                atPath: (theme.source as NSString).deletingLastPathComponent + "/$metadata.json"
            )
            resolvers["tokens/" + prefix + "tokens.resolver.json"] = TokensStudioProject.read(
                themes: data, metadata: metadata, sets: sets
            ).resolver(suffix: ".tokens.json")
        }
        return resolvers
    }
}
