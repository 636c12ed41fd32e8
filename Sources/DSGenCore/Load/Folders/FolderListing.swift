import Foundation

/// The files of a folder as dsgen reads them: regular files only, hidden files and folders skipped.
public enum FolderListing {
    /// `Content/` and `Content` name the same folder; paths below it are printed from the latter.
    public static func normalized(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// Whether `path` is a folder (nil when nothing is there).
    public static func isFolder(_ path: String) -> Bool? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue
    }

    /// Paths of the regular files below `root`, relative to it, sorted; names starting with `.`
    /// (and everything inside such folders) are skipped.
    public static func files(in root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            if (path as NSString).lastPathComponent.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if isFolderFast(root + "/" + path) == false { paths.append(path) }
        }
        return paths.sorted()
    }

    /// `isFolder` with a plain `stat` (which follows links, as `fileExists` does), for listings of
    /// thousands of files that a preview repeats ten times a second.
    private static func isFolderFast(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }
}
