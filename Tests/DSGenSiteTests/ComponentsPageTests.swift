import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// Pages whose front matter makes them components: a badge under the title and in the sidebar,
/// and a components page that lists them with when git last saw each change.
struct ComponentsPageTests {
    private func scratch() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.write("# Home\n", to: "Content/index.md")
        try folder.write(
            "---\nstatus: beta\nsince: '2.1'\nplatforms: [iOS, macOS]\nowner: Payments | Cards\n" +
                "source: Sources/Badge.swift\n---\n\n# Badge\n\nText.\n",
            to: "Content/badge.md"
        )
        try folder.write("---\nstatus: stable\n---\n# Card\n", to: "Content/card.md")
        try folder.write(
            "---\nstatus: deprecated\nreplacement: card.md\nsource: ../outside.swift\n---\n# Tile\n",
            to: "Content/tile.md"
        )
        try folder.write("public struct Badge {}\n", to: "Sources/Badge.swift")
        try folder.write("// outside\n", to: "../outside.swift")
        return folder
    }

    @Test func eachComponentIsARowOfTheComponentsPage() throws {
        let folder = try scratch()
        let (files, report) = try folder.buildSite()
        let page = text(files, "components.html")
        #expect(page.contains("<p>3 components: 1 stable, 1 beta, 1 deprecated.</p>"))
        #expect(page.contains(
            "<td><a href=\"badge.html\">Badge</a></td>\n" +
                "<td><span class=\"status-badge status-beta\">Beta</span></td>\n" +
                "<td>2.1</td>\n<td>iOS, macOS</td>\n<td>Payments | Cards</td>\n</tr>"
        ))
        // Outside git there is no day to show, so no column for it.
        #expect(!page.contains("Last changed"))
        #expect(report.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
            "4:9 '../outside.swift' is outside the folder that holds the content folder; 'source' names a file " +
                "inside it",
        ])
    }

    @Test func aComponentsPageShowsItsFactsAndTheSidebarItsStatus() throws {
        let (files, _) = try scratch().buildSite()
        let badge = text(files, "badge.html")
        #expect(badge.contains(
            "<h1 id=\"badge\">Badge</h1>\n<ul class=\"component-facts\" aria-label=\"About this component\">\n" +
                "<li><span class=\"status-badge status-beta\">Beta</span></li>\n<li>Since 2.1</li>\n" +
                "<li>iOS, macOS</li>\n<li>Owner: Payments | Cards</li>\n" +
                "<li>Source: <code>Sources/Badge.swift</code></li>\n" +
                "</ul>\n<p>Text.</p>"
        ))
        #expect(badge.contains("<a href=\"badge.html\" aria-current=\"page\">Badge <span class=\"status-badge " +
            "status-beta\">Beta</span></a>"))
        // A stable component has no badge in the sidebar: only what is not stable stands out.
        #expect(badge.contains("<a href=\"card.html\">Card</a>"))
        #expect(text(files, "tile.html").contains(
            "<p class=\"component-replacement\">Deprecated: use <a href=\"card.html\">Card</a> instead.</p>"
        ))
    }

    /// With `source`, the page shows how the component is called and the tokens it names, each
    /// linked to its row.
    @Test func aSourceGivesThePageItsAPIAndTokens() throws {
        let folder = try scratch()
        try folder.write(
            "# Colours\n\n```tokens colors kind=color swift=DesignSystem.Colors\naccent #0060DF\n```\n",
            to: "Content/colors.md"
        )
        try folder.write(
            "public struct Badge: View {\n    /// Makes a badge.\n    /// - Parameter title: What it says.\n" +
                "    public init(_ title: String, tint: Color = DesignSystem.Colors.accent) {}\n" +
                "    public var body: some View { Text(\"\").foregroundStyle(DesignSystem.Colors.accent) }\n}\n",
            to: "Sources/Badge.swift"
        )
        let badge = text(try folder.buildSite().files, "badge.html")
        #expect(badge.contains(
            "<h2 id=\"component-api\">API</h2>\n" +
                "<p class=\"component-source\">From <code>Sources/Badge.swift</code>.</p>\n" +
                "<h3 id=\"component-init-1\"><code>Badge(_:tint:)</code></h3>\n<p>Makes a badge.</p>\n"
        ))
        #expect(badge.contains(
            "<tr><td><code>_ title</code></td><td><code>String</code></td><td></td><td>What it says.</td></tr>"
        ))
        #expect(badge.contains(
            "<li><a href=\"colors.html#token-colors-accent\"><code>DesignSystem.Colors.accent</code></a></li>"
        ))
        #expect(badge.contains("<li><a href=\"#component-api\">API</a></li>"))
    }

    /// A source that is not Swift shows no API, and says so.
    @Test func aSourceThatDoesNotParseIsAWarning() throws {
        let folder = try scratch()
        try folder.write(String(repeating: "[", count: 40) + "\n", to: "Sources/Badge.swift")
        let (files, report) = try folder.buildSite()
        #expect(!text(files, "badge.html").contains("component-api"))
        #expect(report.diagnostics.map(\.message).contains(
            "'Sources/Badge.swift' cannot be read as Swift, so the page shows no API for it"
        ))
    }

    @Test func noComponentNoPage() throws {
        let folder = try ScratchFolder()
        try folder.write("---\ntitle: Start here\n---\nText.\n", to: "Content/index.md")
        let (files, _) = try folder.buildSite()
        #expect(files["components.html"] == nil)
        #expect(text(files, "index.html").contains("<title>Start here"))
    }

    /// A content page of the same name keeps its place; the list goes to `component-status.html`.
    @Test func aPageNamedComponentsKeepsItsName() throws {
        let folder = try scratch()
        try folder.write("# Our components\n", to: "Content/components.md")
        let (files, _) = try folder.buildSite()
        #expect(text(files, "components.html").contains("Our components"))
        #expect(text(files, "component-status.html").contains("3 components"))
    }

    /// In a repository, the day of the last commit that changed the page or its source; a file
    /// with changes not committed says so.
    @Test func gitGivesTheDayEachComponentLastChanged() throws {
        let folder = try scratch()
        try git(["init", "-q"], in: folder.path)
        try git(["add", "Content", "Sources"], in: folder.path)
        try git(["commit", "-qm", "components"], in: folder.path, date: "2026-03-04T10:00:00Z")
        try folder.write("public struct Badge { init() {} }\n", to: "Sources/Badge.swift")
        try git(["commit", "-qam", "badge"], in: folder.path, date: "2026-05-06T10:00:00Z")
        try folder.write("---\nstatus: stable\n---\n# Card, changed\n", to: "Content/card.md")
        let page = text(try folder.buildSite().files, "components.html")
        #expect(page.contains("<th>Last changed</th>"))
        #expect(page.contains("<td>Payments | Cards</td>\n<td>2026-05-06</td>"))
        #expect(page.contains("<td></td>\n<td>Not committed</td>"))
        #expect(page.contains("<td>2026-03-04</td>"))
    }

    private func git(_ arguments: [String], in folder: String, date: String? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder, "-c", "user.name=Test", "-c", "user.email=test@example.com"]
            + arguments
        var environment = ProcessInfo.processInfo.environment
        if let date {
            environment["GIT_AUTHOR_DATE"] = date
            environment["GIT_COMMITTER_DATE"] = date
        }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
