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

    let folder: String
    let configuration: LintConfiguration
    private var signature: [String] = []
    private var snapshot: Snapshot?

    init(folder: String, configuration: LintConfiguration) {
        self.folder = FolderListing.normalized(folder)
        self.configuration = configuration
    }

    /// The design system as the folder holds it now, or what keeps it from loading.
    func current() throws(Diagnostic) -> Snapshot {
        if let problem = ContentLoader.folderProblem(folder) { throw problem }
        let now = Self.signature(of: folder)
        if let snapshot, now == signature { return snapshot }
        let (loaded, diagnostics) = ContentLoader.load(contentDirectory: folder)
        guard let system = loaded else {
            throw diagnostics.first ?? Diagnostic(.missingFile, at: .start(of: folder), "the content does not load")
        }
        let next = Snapshot(
            system: system, diagnostics: diagnostics, linter: Linter(system: system, configuration: configuration)
        )
        signature = now
        snapshot = next
        return next
    }

    /// Each file's path, size, modification time and inode: what a save changes (an editor that
    /// saves by renaming a new file over the old one changes the inode even within one second).
    private static func signature(of folder: String) -> [String] {
        FolderListing.files(in: folder).map { path in
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + path)
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let inode = (attributes?[.systemFileNumber] as? NSNumber)?.intValue ?? -1
            return "\(path)\u{0}\(size)\u{0}\(date)\u{0}\(inode)"
        }
    }
}
