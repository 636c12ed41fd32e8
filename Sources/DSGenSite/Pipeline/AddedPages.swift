import DSGenCore
import DSGenLint

/// The generated pages step of a build, between the load and the check: the pages dsgen adds to
/// the content's. What changed (`--since`), the changelog of the published versions, the
/// components page, and the adoption and candidates pages when `dsgen.yml` lists the app's sources.
/// They are checked with the content's own pages.
enum AddedPages {
    /// `loaded` with dsgen's pages added to its design system, and what making them found.
    static func add(to loaded: LoadedSite, _ options: BuildOptions) -> LoadedSite {
        guard let content = loaded.system else { return loaded }
        let configuration = loaded.configuration
        let since = options.changesSince.map { [WhatChangedPage.page(since: $0, now: content)] } ?? []
        let changelog = options.history.map { [ChangelogPage.page($0.built, now: content)] } ?? []
        var system = content.adding(since + changelog)
        var added = loaded
        let components = ComponentsPage.shown(
            system, contentDirectory: options.contentDirectory, configuration: configuration
        )
        if let components { system = system.adding([components.page]) }
        added.components = components?.sources ?? [:]
        let problems = components?.problems ?? []
        guard !configuration.sources.isEmpty else {
            added.system = system
            added.diagnostics += problems
            return added
        }
        let (measured, usage, missing) = measureUsage(of: system, configuration: configuration)
        added.system = measured
        added.usage = usage
        added.diagnostics += missing + problems
        return added
    }

    /// How the app's sources (the configuration's) use the tokens, with the adoption page (and the
    /// candidates page, when the app writes values that tokens could name) added to the design
    /// system; a source folder that is not there is a diagnostic.
    private static func measureUsage(
        of system: DesignSystem, configuration: LintConfiguration
    ) -> (DesignSystem, TokenUsage, [Diagnostic]) {
        let (files, missing) = SourceFinder.swiftFiles(
            in: configuration.sources, excluding: configuration, writtenAt: configuration.sourceLocations
        )
        var measuring = configuration
        measuring.collectsCandidates = true
        measuring.readApp(files)
        let usage = TokenUsage.measure(
            files: files, linter: Linter(system: system, configuration: measuring),
            cache: LintCache(folder: LintCache.defaultFolder)
        )
        let pages = [AdoptionPage.page(usage, files: files.count, system: system)]
            + (usage.candidates.map { [CandidatesPage.page($0, files: files.count)] } ?? [])
        return (system.adding(pages), usage, missing)
    }
}

extension DesignSystem {
    /// The design system with `added` pages after its own, as if the content folder held them.
    func adding(_ added: [Page]) -> DesignSystem {
        DesignSystem(pages: pages + added, blocks: blocks, tokens: tokens, themes: themes, name: name)
    }
}
