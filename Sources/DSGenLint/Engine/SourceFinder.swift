import DSGenCore
import Foundation

/// Finds the Swift files to lint from the paths a user gives: files as they are, folders searched
/// recursively for `*.swift` (hidden folders and `.build` skipped), minus excluded globs.
public enum SourceFinder {
    public static func swiftFiles(in paths: [String], excluding configuration: LintConfiguration) -> ([String], [Diagnostic]) {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        for path in paths.map(FolderListing.normalized) {
            switch FolderListing.isFolder(path) {
            case nil:
                diagnostics.append(Diagnostic(.missingFile, at: .start(of: path), "'\(path)' does not exist"))
            case false?:
                files.append(path)
            case true?:
                let prefix = path == "." ? "" : path + "/"
                files += FolderListing.files(in: path).filter { $0.hasSuffix(".swift") }.map { prefix + $0 }
            }
        }
        let unique = Array(Set(files)).filter { !configuration.isExcluded($0) }.sorted()
        return (unique, diagnostics)
    }
}
