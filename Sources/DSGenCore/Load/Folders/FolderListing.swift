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
    /// (and everything inside such folders) are skipped, and linked folders are not followed (a
    /// link loop would never end). A linked file counts only when it leads to a file inside
    /// `root`; see `list(in:)` for the links that lead outside.
    public static func files(in root: String) -> [String] {
        list(in: root).files
    }

    /// The files below `root` as `files(in:)` lists them, the folders below it that cannot be
    /// opened, and the links below it that lead outside it (relative paths, sorted), which dsgen
    /// never reads: a page linked to `/etc/passwd` must not be published. Read with `readdir`,
    /// and `stat` where an entry does not say what it is: `dsgen serve` lists the content on every
    /// save, and Foundation's enumerator took a sixth of a rebuild of 5,000 pages.
    public static func list(in root: String) -> (files: [String], outside: [String], unreadable: [String]) {
        let listing = listing(of: root)
        return (listing.files, listing.outside, listing.unreadable)
    }

    /// What one walk of a folder finds: `list(in:)`'s three lists, the folders walked and, when
    /// asked for, each file's status. `dsgen serve` watches the content with such a walk, and the
    /// build it starts reads the same listing rather than walking the folder again.
    public struct Listing: Sendable {
        /// Relative to the root, sorted, as `files(in:)` lists them.
        public var files: [String] = []
        public var outside: [String] = []
        public var unreadable: [String] = []
        /// Each file's status, by relative path; empty unless the walk was asked for them.
        public var statuses: [String: FileStatus] = [:]
        /// Every folder walked, the root first, as paths below the root as it was given.
        public var folders: [String] = []
    }

    /// One walk of `root`; with `statuses`, each file is `stat`ed too (a link, as the file it leads
    /// to). A folder below the root is entered only when `enters` says yes to its path.
    public static func listing(
        of root: String, statuses: Bool = false, enters: @escaping (String) -> Bool = { _ in true }
    ) -> Listing {
        var walk = Walk(root: realPath(root) ?? root, takesStatuses: statuses, enters: enters)
        walk.walk(root, relative: "")
        walk.listing.files.sort()
        walk.listing.outside.sort()
        walk.listing.unreadable.sort()
        return walk.listing
    }

    /// The warning for a link below `root` (relative path `path`) that leads outside it.
    public static func outsideLink(_ path: String, in root: String, folder: String) -> Diagnostic {
        let full = root + "/" + path
        let target = realPath(full) ?? "?"
        return Diagnostic(
            .warning, .linkOutside, at: .start(of: full),
            "this is a link to '\(target)', outside the \(folder); " +
                "dsgen reads nothing from outside it, so it is left out: copy the file in instead"
        )
    }

    /// Whether `path`, once every link is followed, is `root` or lies inside it (`root` a real
    /// path): the one rule by which dsgen reads nothing from outside the folder it was given.
    /// Nothing there (a broken link, a missing file) leads nowhere, so not outside.
    public static func leadsOutside(_ path: String, root: String) -> Bool {
        guard let target = realPath(path) else { return false }
        return target != root && !target.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// Where `path` leads once every link is followed, or nil when it leads nowhere.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private struct Walk {
        let root: String
        let takesStatuses: Bool
        let enters: (String) -> Bool
        var listing = Listing()

        mutating func walk(_ folder: String, relative: String) {
            guard let directory = opendir(folder) else {
                // Folders that could not be opened: relative paths, `/` at the end; `""` for the
                // root itself, which a process out of file descriptors cannot open either.
                listing.unreadable.append(relative)
                return
            }
            defer { closedir(directory) }
            listing.folders.append(folder)
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(cString: $0.baseAddress!.assumingMemoryBound(to: CChar.self))
                }
                guard !name.hasPrefix(".") else { continue }
                let path = folder + "/" + name, relativePath = relative + name
                // Most entries say what they are; only links, and file systems that do not
                // say, need a `stat` (two, for a link: the link's own, and its target's).
                switch Int(entry.pointee.d_type) {
                case DT_REG where !takesStatuses:
                    listing.files.append(relativePath)
                    continue
                case DT_DIR:
                    if enters(path) { walk(path, relative: relativePath + "/") }
                    continue
                default:
                    break
                }
                // Asked of the open folder by name: the kernel looks up one name, not the whole path.
                var own = stat()
                let found = withUnsafeBytes(of: entry.pointee.d_name) { name in
                    let name = name.baseAddress!.assumingMemoryBound(to: CChar.self)
                    return fstatat(dirfd(directory), name, &own, AT_SYMLINK_NOFOLLOW)
                }
                guard found == 0 else { continue }
                let isLink = (own.st_mode & S_IFMT) == S_IFLNK
                if isLink {
                    // A broken link leads nowhere and is skipped; one that leads out is refused.
                    guard FolderListing.realPath(path) != nil else { continue }
                    guard !FolderListing.leadsOutside(path, root: root) else {
                        listing.outside.append(relativePath)
                        continue
                    }
                }
                // `stat` follows a link: a linked file is listed as the file it names. A FIFO, a
                // socket or a device is no file to read (opening a FIFO waits for a writer).
                var info = own
                guard !isLink || stat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFREG:
                    listing.files.append(relativePath)
                    if takesStatuses { listing.statuses[relativePath] = FileStatus(info) }
                case S_IFDIR where !isLink && enters(path): walk(path, relative: relativePath + "/")
                default: continue
                }
            }
        }
    }
}
