import DSGenCore
import Foundation

/// The files `dsgen init` finds under the paths it is given, and how it writes the new folder.
enum InitFiles {
    struct Found {
        var swiftFiles: [String] = []
        var catalogs: [String] = []
        /// DTCG token files and resolvers, each with the path it keeps inside the content folder.
        var tokenFiles: [(source: String, relative: String)] = []
    }

    /// A DTCG token file or resolver, by the names the content loader reads.
    static func isTokenFile(_ name: String) -> Bool {
        name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens") || name.hasSuffix(".resolver.json")
    }

    static func find(_ paths: [String]) -> Found {
        var found = Found()
        for path in paths {
            let root = FolderListing.normalized(path)
            guard FolderListing.isFolder(root) == true else {
                if root.hasSuffix(".swift") { found.swiftFiles.append(root) }
                if isTokenFile(root) { found.tokenFiles.append((root, (root as NSString).lastPathComponent)) }
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
                if name.hasSuffix(".xcassets") { found.catalogs.append(path) } else { walk(path, relative: inner, into: &found) }
            } else if name.hasSuffix(".swift") {
                found.swiftFiles.append(path)
            } else if isTokenFile(name) {
                found.tokenFiles.append((path, inner))
            }
        }
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
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).dsgen-init-\(ProcessInfo.processInfo.processIdentifier)")
        let manager = FileManager.default
        try? manager.removeItem(at: staging)
        try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        do {
            for (path, text) in pages { try put(Data(text.utf8), at: staging.appendingPathComponent(path)) }
            for (path, source) in copies {
                guard let data = manager.contents(atPath: source) else { throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: source]) }
                try put(data, at: staging.appendingPathComponent(path))
            }
            if replacing, manager.fileExists(atPath: target.path) {
                let old = parent.appendingPathComponent(".\(target.lastPathComponent).dsgen-old-\(ProcessInfo.processInfo.processIdentifier)")
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
