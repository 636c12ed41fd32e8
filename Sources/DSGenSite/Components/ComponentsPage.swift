import DSGenCore
import DSGenLint

/// The site's components page, when a page's front matter makes it a component: each component
/// with its status, the version it came in, its platforms and owner, and when its page or its
/// Swift source last changed (from git), so that the list keeps itself up to date.
enum ComponentsPage {
    /// Where the page stands in the content folder: `components.md`, or `component-status.md`
    /// when the content folder has a page of that name.
    static func path(besides pages: [Page]) -> String {
        pages.contains { $0.path == "components.md" } ? "component-status.md" : "components.md"
    }

    /// What the site shows of its components: their page, and what each one's Swift file says.
    struct Shown {
        var page: Page
        var sources: [String: ComponentSource]
        /// The problems of the components' `source:`.
        var problems: [Diagnostic]
    }

    /// The components page and sources, the sources read with `configuration`'s lint; nil when
    /// no page is a component.
    static func shown(
        _ system: DesignSystem, contentDirectory: String, configuration: LintConfiguration
    ) -> Shown? {
        let components = system.pages.filter(\.frontMatter.isComponent)
        guard !components.isEmpty else { return nil }
        let files = ComponentFiles(contentDirectory: contentDirectory)
        let (found, problems) = files.sources(of: components)
        let sources = Dictionary(found.map { ($0.page.path, $0.file) }, uniquingKeysWith: { first, _ in first })
        let (shownSources, sourceProblems) = ComponentSource.read(found, system: system, configuration: configuration)
        let content = FolderListing.realPath(contentDirectory) ?? contentDirectory
        let pageFiles = components.map { content + "/" + $0.path }
        let days = files.lastChanges(of: pageFiles + sources.values)
        let rows = zip(components, pageFiles).map { page, file in
            row(page, day: lastChange([file] + (sources[page.path].map { [$0] } ?? []), days: days, files))
        }
        let markdown = (["# Components", "", summary(components), ""] + table(rows))
            .joined(separator: "\n") + "\n"
        let path = path(besides: system.pages)
        return Shown(
            page: PageParser.parse(markdown, path: path, displayPath: "the front matter of the pages"),
            sources: shownSources, problems: problems + sourceProblems
        )
    }

    /// `12 components: 8 stable, 2 beta, 1 planned, 1 deprecated.`
    private static func summary(_ components: [Page]) -> String {
        let order: [FrontMatter.Status] = [.stable, .beta, .planned, .deprecated]
        let counts = order.compactMap { status -> String? in
            let count = components.filter { $0.frontMatter.status == status }.count
            return count == 0 ? nil : "\(count) \(status.rawValue)"
        }
        let total = components.count == 1 ? "1 component" : "\(components.count) components"
        return total + (counts.isEmpty ? "." : ": " + counts.joined(separator: ", ") + ".")
    }

    /// The table's Markdown, without a column that no component fills (Since, when no page says
    /// it; Last changed, outside git).
    private static func table(_ rows: [[String]]) -> [String] {
        let head = ["Component", "Status", "Since", "Platforms", "Owner", "Last changed"]
        let kept = head.indices.filter { column in column < 2 || rows.contains { !$0[column].isEmpty } }
        return ([head, head.map { _ in "---" }] + rows).map { cells in
            "| " + kept.map { cells[$0] }.joined(separator: " | ") + " |"
        }
    }

    private static func row(_ page: Page, day: String) -> [String] {
        let facts = page.frontMatter
        return [
            "[\(escaped(page.title))](/\(page.path))", facts.status.map(ComponentFacts.badge) ?? "",
            escaped(facts.since ?? ""), escaped(facts.platforms.joined(separator: ", ")), escaped(facts.owner ?? ""),
            day,
        ]
    }

    /// The latest day among `files`, or `Not committed` when one of them has changes git has not.
    private static func lastChange(_ files: [String], days: [String: String?], _ repository: ComponentFiles) -> String {
        let found = files.compactMap { days[repository.relative($0)] }
        if found.contains(where: { $0 == nil }) { return "Not committed" }
        return found.compactMap { $0 }.max() ?? ""
    }

    /// Text that a table cell shows as written: its `|`, `\` and markup escaped.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\|*_`[]<>#".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
