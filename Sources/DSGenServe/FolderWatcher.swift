import DSGenCore
import Foundation

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
    /// The last walk of each folder among the roots, by its normalised path: a build started
    /// after a change reads the content folder's files and statuses from it rather than walking
    /// the folder again.
    private(set) var listings: [String: FolderListing.Listing] = [:]
    private var pending: Set<String> = []
    private var lastChange: ContinuousClock.Instant?
    /// Linux's inotify, when there is one: between its signals nothing needs listing.
    let signal = ChangeSignal()
    private var lastLook: ContinuousClock.Instant
    /// How long the watcher goes without listing: with a signal, a safety net in case an event
    /// was lost; without one, it lists on every look.
    private var listingInterval: Duration { signal == nil ? .zero : .seconds(1) }

    init(roots: [String], themeRoot: String?) {
        self.roots = roots
        self.themeRoot = themeRoot
        let (listing, folders, listings) = Self.list(roots)
        last = listing
        self.listings = listings
        lastLook = .now
        signal?.watch(folders)
    }

    /// The last walk of the folder `root` (normalised), if it is among the roots and was there.
    func listing(of root: String) -> FolderListing.Listing? {
        listings[FolderListing.normalized(root)]
    }

    /// Waits until the next look is due (`timeout`). With a change signal, an event ends the wait
    /// at once, so a save is seen the moment it lands and shown `quietPeriod` later; says whether
    /// one did. Without a signal, it sleeps.
    @discardableResult
    func wait(quietPeriod: Duration, interval: Duration) async -> Bool {
        let timeout = timeout(quietPeriod: quietPeriod, interval: interval)
        guard let signal else {
            try? await Task.sleep(for: timeout)
            return false
        }
        return await signal.wait(upTo: timeout)
    }

    /// How long until the next look is due: when the quiet period of a pending change ends, or
    /// after `interval` with none pending.
    func timeout(quietPeriod: Duration, interval: Duration, now: ContinuousClock.Instant = .now) -> Duration {
        let due = lastChange.map { $0 + quietPeriod - now } ?? interval
        return max(.zero, min(due, interval))
    }

    /// Looks again; returns the changes once the files have been quiet for `quietPeriod`.
    mutating func poll(quietPeriod: Duration, now: ContinuousClock.Instant = .now) -> Change? {
        let signalled = signal?.fired() ?? false
        if signalled || now - lastLook >= listingInterval {
            let (current, folders, listings) = Self.list(roots)
            signal?.watch(folders)
            self.listings = listings
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
    /// as the build lists them (hidden names skipped, linked folders not followed, links that
    /// lead outside left out), with its status; the folders walked (for the change signal); and
    /// each folder root's walk as the loader reads it.
    private static func list(
        _ roots: [String]
    ) -> (Listing, folders: [String], listings: [String: FolderListing.Listing]) {
        var listing: Listing = [:]
        var folders: [String] = []
        var listings: [String: FolderListing.Listing] = [:]
        for root in roots.map(FolderListing.normalized) {
            guard let status = FileStatus(root) else { continue }
            if status.isFolder {
                let walked = FolderListing.listing(of: root, statuses: true)
                for (path, status) in walked.statuses { listing[root + "/" + path] = status }
                folders += walked.folders
                listings[root] = walked
            } else {
                listing[root] = status
                // A file is watched through its folder: an editor saves it by writing a new file
                // and renaming it over the old one.
                let folder = (root as NSString).deletingLastPathComponent
                folders.append(folder.isEmpty ? "." : folder)
            }
        }
        return (listing, folders, listings)
    }
}
