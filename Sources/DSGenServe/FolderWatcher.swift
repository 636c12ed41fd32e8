import DSGenCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices added, edited, removed and renamed files below the watched paths by comparing what
/// they hold from one look to the next: portable, and cheap for the few thousand files of a
/// design system. A burst of saves is reported once, when the files have been quiet for a moment.
struct FolderWatcher {
    /// What was seen of each file: its size and modification time to the nanosecond.
    typealias Listing = [String: FileStatus]

    /// The paths that changed since the last look, and whether any is below the templates.
    struct Change {
        var paths: Set<String>
        var touchesTheme: Bool
    }

    let roots: [String]
    /// The folder of template overrides, if there is one.
    let themeRoot: String?
    private var last: Listing
    private var pending: Set<String> = []
    private var lastChange: ContinuousClock.Instant?
    /// Linux's inotify, when there is one: between its signals nothing needs listing.
    private let signal = ChangeSignal()
    private var lastLook: ContinuousClock.Instant
    /// How long the watcher goes without listing: with a signal, a safety net in case an event
    /// was lost; without one, it lists on every look.
    private var listingInterval: Duration { signal == nil ? .zero : .seconds(1) }

    init(roots: [String], themeRoot: String?) {
        self.roots = roots
        self.themeRoot = themeRoot
        let (listing, folders) = Self.list(roots)
        last = listing
        lastLook = .now
        signal?.watch(folders)
    }

    /// Looks again; returns the changes once the files have been quiet for `quietPeriod`.
    mutating func poll(quietPeriod: Duration, now: ContinuousClock.Instant = .now) -> Change? {
        let signalled = signal?.fired() ?? false
        if signalled || now - lastLook >= listingInterval {
            let (current, folders) = Self.list(roots)
            signal?.watch(folders)
            lastLook = now
            if current != last {
                let keys = Set(current.keys).union(last.keys)
                pending.formUnion(keys.filter { current[$0] != last[$0] })
                last = current
                lastChange = now
                return nil
            }
        }
        guard let changedAt = lastChange, now - changedAt >= quietPeriod, !pending.isEmpty else { return nil }
        defer { pending = []; lastChange = nil }
        let theme = themeRoot.map { FolderListing.normalized($0) + "/" }
        return Change(
            paths: pending,
            touchesTheme: theme.map { theme in pending.contains { $0.hasPrefix(theme) } } ?? false
        )
    }

    /// Every regular file below each root (a root may also be a single file, such as dsgen.yml),
    /// hidden names skipped as the build skips them, and the folders walked (for the change
    /// signal). Read with `readdir` and `stat` directly: without a signal a preview lists ten
    /// times a second, and Foundation's enumerator made that a tenth of a core for a thousand pages.
    static func list(_ roots: [String]) -> (Listing, folders: [String]) {
        var listing: Listing = [:]
        var folders: [String] = []
        for root in roots.map(FolderListing.normalized) {
            guard let status = FileStatus(root) else { continue }
            if status.isFolder {
                walk(root, into: &listing, folders: &folders)
            } else {
                listing[root] = status
                // A file is watched through its folder: an editor saves it by writing a new file
                // and renaming it over the old one.
                let folder = (root as NSString).deletingLastPathComponent
                folders.append(folder.isEmpty ? "." : folder)
            }
        }
        return (listing, folders)
    }

    private static func walk(_ folder: String, into listing: inout Listing, folders: inout [String]) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        folders.append(folder)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(cString: $0.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            guard !name.hasPrefix(".") else { continue }
            let path = folder + "/" + name
            guard let status = FileStatus(path) else { continue }
            // Linked folders are not followed, as the build does not follow them (and a link
            // loop would never end); a linked file is watched through its target.
            if !status.isFolder {
                listing[path] = status
            } else if !FileStatus.isLink(path) {
                walk(path, into: &listing, folders: &folders)
            }
        }
    }
}
