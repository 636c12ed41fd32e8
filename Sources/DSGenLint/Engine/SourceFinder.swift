import DSGenCore
import Foundation

/// Finds the Swift files to lint from the paths a user gives: files as they are, folders searched
/// recursively for `*.swift` (hidden folders and `.build` skipped, and the files `dsgen export swift`
/// wrote), minus excluded globs.
public enum SourceFinder {
    /// `writtenAt` says where each path was written, when it comes from `dsgen.yml`'s `sources`:
    /// a missing one is reported there.
    public static func swiftFiles(
        in paths: [String],
        excluding configuration: LintConfiguration,
        writtenAt: [String: SourceLocation] = [:]
    ) -> ([String], [Diagnostic]) {
        var files: [String] = []
        var found: Set<String> = []
        var named: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for given in paths {
            let path = FolderListing.normalized(given)
            switch FolderListing.isFolder(path) {
            case nil:
                if let written = writtenAt[given] {
                    diagnostics.append(Diagnostic(
                        .missingFile,
                        at: written,
                        "the source '\(given)' does not exist; fix the path or remove it from 'sources'"
                    ))
                } else {
                    diagnostics.append(Diagnostic(.missingFile, at: .start(of: path), "'\(path)' does not exist"))
                }
            case false?:
                files.append(path)
                named.insert(RepositoryPath.normalized(path))
            case true?:
                let prefix = path == "." ? "" : path + "/"
                // Sources are the team's own: a linked file is linted wherever it leads.
                let listing = FolderListing.list(in: path)
                let swift = (listing.files + listing.outside).filter { $0.hasSuffix(".swift") }.map { prefix + $0 }
                files += swift
                found.formUnion(swift.map(RepositoryPath.normalized))
            }
        }
        // One file reached by two spellings (`S/a.swift`, `./S/a.swift`, a link) is linted once:
        // fixing it twice would apply the second set of offsets to already-fixed text.
        // Where each leads is asked of `realpath` on every core: Foundation's resolving of a URL
        // took a tenth of a run whose every file was in the cache, before anything else could start.
        let sorted = files.map(RepositoryPath.normalized).sorted()
        // A file found in a folder that dsgen exported is left out; one named by itself is not.
        let searched = found.subtracting(named)
        let identities = sorted.concurrentMap { path -> String? in
            let generated = searched.contains(path) && !configuration.isTokenFile(path)
                && GeneratedSwift.isGenerated(path)
            return generated ? nil : FolderListing.realPath(path) ?? path
        }
        var seen = Set<String>()
        let unique = zip(sorted, identities).filter { path, identity in
            guard let identity else { return false }
            return seen.insert(identity).inserted && !configuration.isExcluded(path)
        }.map(\.0)
        return (unique, diagnostics)
    }
}
