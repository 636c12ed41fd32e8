import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// `tokens.html` lists every token with a link to where it is declared.
struct TokenIndexTests {
    @Test func everyTokenIsListedWithItsDeclarationAndSwiftName() throws {
        let builder = SiteBuilder(
            options: BuildOptions(contentDirectory: Repository.basicContent, outputDirectory: "unused"))
        let index = String(decoding: try #require(try builder.render().files["tokens.html"]), as: UTF8.self)
        #expect(index.contains("<p class=\"token-index-intro\">26 tokens, group by group."))
        #expect(
            index.contains(
                "<a class=\"declared-at\" href=\"foundations/spacing.html#token-spacing-md\">Spacing " +
                    "(foundations/spacing.md)</a>"
            ))
        #expect(index.contains("data-copy-text=\"DS.Spacing.md\""))
        #expect(
            index.contains("<footer class=\"page-footer\">Source: <code>the token fences of every page</code></footer>")
        )
    }

    /// The preview lists what a build produces without rendering the index; the list must hold.
    @Test func theIndexPathsAreTheFilesItRenders() throws {
        let snapshot = try CheckedSite.load(
            BuildOptions(contentDirectory: Repository.basicContent, outputDirectory: "unused"), cache: PageCache())
        let paths = snapshot.siteWideFiles().keys
        #expect(paths.filter { !$0.hasPrefix("downloads/") }.sorted() == CheckedSite.siteWidePaths.sorted())
        #expect(
            paths.contains("downloads/DesignSystem.swift")
                && paths.contains("downloads/tokens/design-system.resolver.json"))
    }

    /// A design system's own `tokens.md` (Polaris's docs have one) keeps its name; the index steps
    /// aside to `all-tokens.html`, and the links to it follow: the sidebar's and the home page's.
    @Test func aPageNamedTokensKeepsItsNameAndTheIndexStepsAside() throws {
        let scratch = try ScratchFolder()
        try scratch.write("# Our tokens\n\nHow we name them.\n", to: "Content/tokens.md")
        try scratch.write(
            "# Spacing\n\n```tokens spacing kind=dimension\nmd 16pt\n```\n", to: "Content/guides/spacing.md"
        )
        try scratch.write("{\"color\": {\"accent\": {\"$type\": \"color\", \"$value\": \"#0A5FC2\"}}}\n",
                          to: "Content/brand.tokens.json")
        let (files, _) = try scratch.buildSite()
        #expect(text(files, "tokens.html").contains("How we name them."))
        #expect(text(files, "all-tokens.html").contains("<p class=\"token-index-intro\">2 tokens, group by group."))
        #expect(text(files, "guides/spacing.html").contains("<a href=\"../all-tokens.html\">All tokens</a>"))
        #expect(text(files, "index.html").contains("<a href=\"all-tokens.html\">All tokens</a>"))
        #expect(text(files, "search-index.js").contains("\"title\":\"Our tokens\",\"url\":\"tokens.html\""))
    }
}
