import DSGenCore
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
    /// the loader reads; its file of several sets is named in a warning.
    private static func addJSON(_ path: String, as relative: String, to found: inout Found) {
        switch tokensStudioFile(path) {
        case .tokens: found.tokenFiles.append((path, String(relative.dropLast(".json".count)) + ".tokens.json"))
        case .sets:
            found.notes.append(Diagnostic(
                .warning,
                .legacyTokenFormat,
                at: .start(of: path),
                "this is Tokens Studio's file of several sets and themes, which is not copied; " +
                    "export it from Tokens Studio as DTCG with a resolver, or as one file per set, " +
                    "and run dsgen init again"
            ))
        case nil: break
        }
    }

    static func find(_ paths: [String]) -> Found {
        var found = Found()
        for path in paths {
            let root = FolderListing.normalized(path)
            guard FolderListing.isFolder(root) == true else {
                if root.hasSuffix(".swift") { found.swiftFiles.append(root) }
                let name = (root as NSString).lastPathComponent
                if isTokenFile(root) { found.tokenFiles.append((root, name)) }
                if root.hasSuffix(".json"), !isTokenFile(root) { addJSON(root, as: name, to: &found) }
                continue
            }
            walk(root, relative: "", into: &found)
        }
        return found
    }

    private static func walk(_ folder: String, relative: String, into found: inout Found) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") && !Initializer.ignoredFolders.contains(name) {
            let path = folder + "/" + name, inner = relative.isEmpty ? name : relative + "/" + name
            if FolderListing.isFolder(path) == true {
                if name.hasSuffix(".xcassets") {
                    found.catalogs.append(path)
                } else {
                    walk(path, relative: inner, into: &found)
                }
            } else if name.hasSuffix(".swift") {
                found.swiftFiles.append(path)
            } else if isTokenFile(name) {
                found.tokenFiles.append((path, inner))
            } else if name == "$themes.json" {
                found.themeFiles.append((path, relative))
            } else if name.hasSuffix(".json") {
                addJSON(path, as: inner, to: &found)
            }
        }
    }

    /// A resolver for each `$themes.json`, over the Tokens Studio files of its folder, by content path.
    static func resolvers(of found: Found) -> [String: String] {
        var resolvers: [String: String] = [:]
        for theme in found.themeFiles {
            let prefix = theme.folder.isEmpty ? "" : theme.folder + "/"
            let sets = found.tokenFiles.filter { !isTokenFile($0.source) && $0.relative.hasPrefix(prefix) }
                .map { String($0.relative.dropFirst(prefix.count).dropLast(".tokens.json".count)) }
            guard let data = FileManager.default.contents(atPath: theme.source),
                  let text = TokensStudioThemes.resolver(data, sets: Set(sets)) else { continue }
            resolvers["tokens/" + prefix + "tokens.resolver.json"] = text
        }
        return resolvers
    }

    /// Content path → source file, for the DTCG files (under `tokens/`, as they lay) and the colour
    /// sets of the catalogs (under `assets/`, with their folders' `Contents.json`).
    static func copies(of found: Found, avoiding groups: Set<String>) -> (files: [String: String], leftOut: [String]) {
        var copies: [String: String] = [:]
        var leftOut: [String] = []
        for file in found.tokenFiles { copies["tokens/" + file.relative] = file.source }
        for catalog in found.catalogs {
            let name = (catalog as NSString).lastPathComponent
            // A catalog's tokens are grouped under its name; one that meets a Swift group stays out,
            // as the colours code names from it are on the pages already.
            guard !groups.contains(AssetCatalogReader.group(ofCatalogNamed: name)) else {
                leftOut.append(catalog)
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: catalog)
            while let inner = enumerator?.nextObject() as? String {
                guard inner.hasSuffix("Contents.json") else { continue }
                let folder = (inner as NSString).deletingLastPathComponent
                guard folder.isEmpty || folder.hasSuffix(".colorset") || !folder.contains(".") else { continue }
                copies["assets/" + name + "/" + inner] = catalog + "/" + inner
            }
        }
        return (copies, leftOut)
    }

    /// Writes the folder in a staging folder beside it and moves it into place, so that it is
    /// there whole or not at all; with `replacing`, an existing folder is swapped out only then.
    static func write(_ pages: [String: String], copies: [String: String], to folder: String, replacing: Bool) throws {
        let target = URL(fileURLWithPath: folder).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(
            ".\(target.lastPathComponent).dsgen-init-\(ProcessInfo.processInfo.processIdentifier)"
        )
        let manager = FileManager.default
        try? manager.removeItem(at: staging)
        try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        do {
            for (path, text) in pages { try put(Data(text.utf8), at: staging.appendingPathComponent(path)) }
            for (path, source) in copies {
                guard let data = manager.contents(atPath: source) else {
                    throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: source])
                }
                try put(data, at: staging.appendingPathComponent(path))
            }
            if replacing, manager.fileExists(atPath: target.path) {
                let old = parent.appendingPathComponent(
                    ".\(target.lastPathComponent).dsgen-old-\(ProcessInfo.processInfo.processIdentifier)"
                )
                try manager.moveItem(at: target, to: old)
                try manager.moveItem(at: staging, to: target)
                try? manager.removeItem(at: old)
            } else {
                try manager.moveItem(at: staging, to: target)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
    }

    static func writeAtomically(_ data: Data, to path: String) throws {
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    private static func put(_ data: Data, at url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}
