import DSGenCore
import DSGenExport
import Dispatch
import Foundation
import Synchronization

extension SiteSnapshot {
    /// Renders every file of the site into `staging`, each written as soon as it is ready rather
    /// than the whole site held in memory: pages spread over the cores, and the files made from
    /// the whole design system (the token index, downloads) rendered beside them.
    /// Stops at the first file that cannot be written.
    func write(into staging: StagingFolder) throws(Diagnostic) {
        let failure = Mutex<Diagnostic?>(nil)
        let pages = system.pages
        // Job 0 is the site-wide files, started first because it is the longest.
        DispatchQueue.concurrentPerform(iterations: pages.count + 1) { job in
            guard failure.withLock({ $0 == nil }) else { return }
            do throws(Diagnostic) {
                if job == 0 {
                    try write(assets, into: staging)
                    try write(tokenIndex(), into: staging)
                    for file in published {
                        guard let data = try? Data(contentsOf: URL(fileURLWithPath: sourcePath(of: file)), options: .mappedIfSafe) else { continue }
                        try staging.write(data, to: file.sitePath)
                    }
                } else {
                    let page = pages[job - 1]
                    try staging.write(render(page), to: page.outputPath)
                }
            } catch {
                failure.withLock { $0 = $0 ?? error }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
    }

    private func write(_ files: [String: Data], into staging: StagingFolder) throws(Diagnostic) {
        for (path, data) in files { try staging.write(data, to: path) }
    }
}
