import Foundation

/// Paths as reports and baselines record them: relative to the working directory (the repository's
/// root) where they lie below it, without `./`, so that `App/a.swift`, `./App/a.swift` and the
/// absolute path name one file.
enum RepositoryPath {
    static func normalized(_ path: String) -> String {
        var relative = path
        if relative.hasPrefix("/") {
            let root = FileManager.default.currentDirectoryPath
            if relative.hasPrefix(root + "/") { relative = String(relative.dropFirst(root.count + 1)) }
        }
        while relative.hasPrefix("./") { relative = String(relative.dropFirst(2)) }
        while relative.contains("//") { relative = relative.replacingOccurrences(of: "//", with: "/") }
        return relative
    }
}
