import DSGenCore
import DSGenExport
import Dispatch
import Foundation
import Synchronization

extension CheckedSite {
    /// Renders every file of the site into `staging`, each written as soon as it is ready rather
    /// than the whole site held in memory: pages spread over the cores, and the files made from
    /// the whole design system (the token index, downloads) rendered beside them.
    /// Stops at the first file that cannot be written. `folder` is where the site stands in
    /// `staging`: `""`, or an earlier version's `v/NAME/`. With `releasingPages`, for a build that
    /// reads the pages no more, each page's body is let go once the page is written.
    func write(into staging: StagingFolder, folder: String = "", releasingPages: Bool = false) throws(Diagnostic) {
        let failure = Mutex<Diagnostic?>(nil)
        let pages = system.pages
        // The site-wide files come first, each part a job of its own: they are the longest jobs.
        // The theme's assets and the published files are one more. The search index is made last,
        // after the pages: it is as large as all their words, and made beside every page's body
        // it was the peak of a large build's memory.
        let parts = siteWideEmitters.filter { $0.name != Self.search.name }
        DispatchQueue.concurrentPerform(iterations: parts.count + 1 + pages.count) { job in
            guard failure.withLock({ $0 == nil }) else { return }
            do throws(Diagnostic) {
                if job < parts.count {
                    try write(parts[job].make(self), into: staging, folder: folder)
                } else if job == parts.count {
                    try write(assets, into: staging, folder: folder)
                    for file in published {
                        guard let data = try? Data(
                            contentsOf: URL(fileURLWithPath: sourcePath(of: file)),
                            options: .mappedIfSafe
                        ) else { continue }
                        try staging.write(data, to: folder + file.sitePath)
                    }
                } else {
                    let page = pages[job - parts.count - 1]
                    try staging.write(render(page), to: folder + page.outputPath)
                    if releasingPages { page.releaseHTML() }
                }
            } catch {
                failure.withLock { $0 = $0 ?? error }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        // The same bytes as the search emitter's, whose cache only `dsgen serve` keeps.
        try staging.write(parts: SearchIndex.parts(for: system), to: folder + SearchIndex.path)
    }

    private func write(_ files: [String: Data], into staging: StagingFolder, folder: String) throws(Diagnostic) {
        for (path, data) in files { try staging.write(data, to: folder + path) }
    }
}
