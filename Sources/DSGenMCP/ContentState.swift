import DSGenCore
import DSGenLint
import Foundation

/// The design system the server answers from, loaded again when the content folder changes:
/// every request first compares the folder's files, sizes and modification times with the last
/// load's, so an agent always sees the spec as it is saved.
actor ContentState {
    /// One load of the content: the design system, what loading found, and the linter over it.
    struct Snapshot: Sendable {
        var system: DesignSystem
        var diagnostics: [Diagnostic]
        var linter: Linter
    }

    /// Loads the folder from the listing given: the files the signature describes.
    typealias Loader = @Sendable (String, FolderListing.Listing) -> (DesignSystem?, [Diagnostic])

    let folder: String
    let configuration: LintConfiguration
    private let load: Loader
    private var signature: [String] = []
    private var snapshot: Snapshot?

    init(
        folder: String, configuration: LintConfiguration,
        load: @escaping Loader = { ContentLoader.load(contentDirectory: $0, listing: $1) }
    ) {
        self.folder = FolderListing.normalized(folder)
        self.configuration = configuration
        self.load = load
    }

    /// The design system as the folder holds it now, or what keeps it from loading. The folder is
    /// listed once: that listing is both what is read and what the next call compares with, so a
    /// load cannot be kept for files it did not read. A load that could not read a file it listed
    /// (the folder went away midway) answers this call only.
    func current() throws(Diagnostic) -> Snapshot {
        if let problem = ContentLoader.folderProblem(folder) { throw problem }
        let listing = FolderListing.listing(of: folder, statuses: true)
        let now = Self.signature(of: listing)
        if let snapshot, now == signature { return snapshot }
        let (loaded, diagnostics) = load(folder, listing)
        guard let system = loaded else {
            throw diagnostics.first ?? Diagnostic(.missingFile, at: .start(of: folder), "the content does not load")
        }
        let next = Snapshot(
            system: system, diagnostics: diagnostics, linter: Linter(system: system, configuration: configuration)
        )
        let whole = listing.unreadable.isEmpty && !diagnostics.contains { $0.rule == .unreadableFile }
        signature = whole ? now : []
        snapshot = next
        return next
    }

    /// Each file's path, size, modification time and inode: what a save changes (an editor that
    /// saves by renaming a new file over the old one changes the inode even within one second).
    private static func signature(of listing: FolderListing.Listing) -> [String] {
        listing.files.map { path in
            let status = listing.statuses[path]
            return [path, "\(status?.size ?? -1)", "\(status?.seconds ?? 0).\(status?.nanoseconds ?? 0)",
                    "\(status?.inode ?? 0)"].joined(separator: "\u{0}")
        }
    }
}
