import DSGenCore
import Foundation

/// Notices added, edited, removed and renamed files below the watched paths by comparing what
/// they hold from one look to the next: portable, and cheap for the few thousand files of a
/// design system. A burst of saves is reported once, when the files have been quiet for a moment.
struct FolderWatcher {
    /// What was seen of each file: its size and modification time to the nanosecond.
    typealias Listing = [String: FileStamp]

    struct FileStamp: Equatable {
        var size: Int
        var seconds: Int
        var nanoseconds: Int
    }

    /// The paths that changed since the last look, and whether any is below the templates.
    struct Change {
        var paths: Set<String>
        var touchesTheme: Bool
    }

    let roots: [String]
    let themeRoot: String
    private var last: Listing
    private var pending: Set<String> = []
    private var lastChange: ContinuousClock.Instant?

    init(roots: [String], themeRoot: String) {
        self.roots = roots
        self.themeRoot = themeRoot
        last = Self.list(roots)
    }

    /// Looks again; returns the changes once the files have been quiet for `quietPeriod`.
    mutating func poll(quietPeriod: Duration, now: ContinuousClock.Instant = .now) -> Change? {
        let current = Self.list(roots)
        if current != last {
            let keys = Set(current.keys).union(last.keys)
            pending.formUnion(keys.filter { current[$0] != last[$0] })
            last = current
            lastChange = now
            return nil
        }
        guard let changedAt = lastChange, now - changedAt >= quietPeriod, !pending.isEmpty else { return nil }
        defer { pending = []; lastChange = nil }
        let theme = FolderListing.normalized(themeRoot) + "/"
        return Change(paths: pending, touchesTheme: pending.contains { $0.hasPrefix(theme) })
    }

    /// Every regular file below each root (a root may also be a single file, such as dsgen.yml).
    static func list(_ roots: [String]) -> Listing {
        var listing: Listing = [:]
        for root in roots.map(FolderListing.normalized) {
            switch FolderListing.isFolder(root) {
            case true?:
                for path in FolderListing.files(in: root) { listing[root + "/" + path] = stamp(root + "/" + path) }
            case false?:
                listing[root] = stamp(root)
            case nil:
                continue
            }
        }
        return listing
    }

    private static func stamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        return FileStamp(size: Int(info.st_size), seconds: Int(info.st_mtimespec.tv_sec), nanoseconds: Int(info.st_mtimespec.tv_nsec))
        #else
        return FileStamp(size: Int(info.st_size), seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
        #endif
    }
}
