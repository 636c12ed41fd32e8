import DSGenCore
import DSGenExport
import Dispatch
import Foundation
import Synchronization

/// The build pipeline, as the steps of `SiteStep`: load the content and the theme, add dsgen's
/// pages, check, render and write every page into a staging folder, put the site in place.
public struct SiteBuilder: Sendable {
    public let options: BuildOptions
    private let progress: @Sendable (BuildStep) -> Void

    public init(options: BuildOptions, progress: @escaping @Sendable (BuildStep) -> Void = { _ in }) {
        self.options = options
        self.progress = progress
    }

    /// Builds the site into the output folder, step by step (`SiteStep`). Any error stops the
    /// build before the folder is touched.
    public func build() throws(DiagnosticError) -> BuildReport {
        let start = Date()
        try checkOutput()
        let clock = StepClock(progress: progress)
        clock.start(.load)
        var options = options
        options.history = try SiteHistory.load(options)
        defer { options.history?.remove() }
        let snapshot = try CheckedSite.load(options, cache: PageCache(), clock: clock)
        let warnings = (snapshot.warnings + (options.history?.diagnostics ?? [])).sorted()
        clock.start(.render)
        let fileCount: Int
        do throws(Diagnostic) {
            let staging = try SiteWriter.folder.stage(options.outputDirectory)
            do throws(Diagnostic) {
                // Each site is written once, and read no more: its pages' bodies go as they are written.
                for (site, folder) in options.history?.sites(latest: snapshot) ?? [(snapshot, "")] {
                    try site.write(into: staging, folder: folder, releasingPages: true)
                }
            } catch {
                staging.discard()
                throw error
            }
            clock.start(.place)
            fileCount = staging.fileCount
            try staging.commit()
        } catch {
            throw DiagnosticError(warnings + [error])
        }
        clock.stop()
        var report = BuildReport(
            pageCount: snapshot.system.pages.count, tokenCount: snapshot.system.tokens.count, fileCount: fileCount,
            diagnostics: warnings, seconds: Date().timeIntervalSince(start)
        )
        report.versionCount = options.history?.built.count ?? 0
        report.steps = clock.times
        // The snapshot (every page, every example's results) is freed off the caller's path: on a
        // large site freeing it took as long as writing the last pages, and a command that exits
        // next need not wait for it.
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(snapshot) {} }
        return report
    }

    /// Renders every file of the site in memory, keyed by its path in the site.
    public func render() throws(DiagnosticError) -> (
        files: [String: Data], system: DesignSystem, warnings: [Diagnostic]
    ) {
        let clock = StepClock(progress: progress)
        let snapshot = try CheckedSite.load(options, cache: PageCache(), clock: clock)
        clock.start(.render)
        return (snapshot.renderAll(), snapshot.system, snapshot.warnings)
    }

    /// Two sources that would become the same file of the site: `01-colors.md` and `colors.md`,
    /// a page and a theme file `index.html`, or an image of the content named `tokens.css`. Each
    /// is an error, or the build would pick one. `assets` maps each theme file to where it comes
    /// from; `generated` are the files dsgen writes itself; `published` pairs each file of the
    /// content copied as it is with where it comes from.
    static func collisions(
        pages: [Page],
        assets: [String: String],
        generated: [String],
        published: [(sitePath: String, source: String)] = []
    ) -> [Diagnostic] {
        let made = claims(pages: pages, assets: assets, generated: generated, published: published)
        return collisions(made, generated: generated)
    }

    /// A file of the site and what it is made from.
    struct Claim: Equatable {
        var sitePath: String
        var source: String
    }

    /// Every file of the site with its source. Files the user can rename are listed after dsgen's
    /// own, so that a clash is reported at them.
    static func claims(
        pages: [Page], assets: [String: String], generated: [String], published: [(sitePath: String, source: String)]
    ) -> [Claim] {
        generated.map { Claim(sitePath: $0, source: "dsgen's own '\($0)'") }
            + pages.map { Claim(sitePath: $0.outputPath, source: $0.displayPath) }
            + published.map { Claim(sitePath: $0.sitePath, source: $0.source) }
            + assets.sorted { $0.key < $1.key }.map { Claim(sitePath: $0.key, source: $0.value) }
    }

    /// The clashes among `claims`; `generated` are the files dsgen writes itself.
    static func collisions(_ claims: [Claim], generated: [String]) -> [Diagnostic] {
        var owner: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        let sources = claims.map { ($0.sitePath, $0.source) }
        for (sitePath, source) in sources {
            if let first = owner[sitePath] {
                diagnostics.append(Diagnostic(
                    .duplicateOutput,
                    at: .start(of: source),
                    "this file and \(first) would both be published as '\(sitePath)'; rename one of them"
                ))
            } else {
                owner[sitePath] = source
            }
        }
        // `a.html` cannot be a file and also the folder that holds `a.html/x.html`. Such a path is
        // rare: the paths are sorted, for the order of the messages, only when there is one.
        let inFiles = sources.filter { source in
            let path = source.0
            return path.utf8.indices.contains { index in
                path.utf8[index] == UInt8(ascii: "/") && owner[String(path[..<index])] != nil
            }
        }
        for (sitePath, source) in inFiles.sorted(by: { $0.0 < $1.0 }) {
            let parts = sitePath.pathParts
            for end in parts.indices.dropLast() {
                let folder = parts[...end].joined(separator: "/")
                if owner[folder] != nil, generated.contains(folder) {
                    diagnostics.append(Diagnostic(
                        .duplicateOutput,
                        at: .start(of: source),
                        "this file would be published inside '\(folder)/', which dsgen writes itself; rename its folder"
                    ))
                } else if let file = owner[folder] {
                    diagnostics.append(Diagnostic(
                        .duplicateOutput,
                        at: .start(of: source),
                        "this file would be published inside '\(folder)/', but \(file) is published as the file " +
                            "'\(folder)'; rename one of them"
                    ))
                }
            }
        }
        return diagnostics
    }

    private func checkOutput() throws(DiagnosticError) {
        do {
            let templates = options.templatesDirectory.map { [("templates folder", $0)] } ?? []
            try OutputGuard.check(
                output: options.outputDirectory,
                protecting: [("content folder", options.contentDirectory)] + templates, noun: "site"
            )
        } catch {
            throw DiagnosticError(error)
        }
    }
}
