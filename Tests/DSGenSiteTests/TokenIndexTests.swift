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

    @Test func aPageNamedTokensCollidesWithTheIndex() throws {
        let scratch = try ScratchFolder()
        try scratch.write("# Tokens\n", to: "Content/tokens.md")
        let builder = SiteBuilder(
            options: BuildOptions(
                contentDirectory: scratch.path + "/Content", templatesDirectory: Repository.templates,
                outputDirectory: scratch.path + "/site"))
        #expect {
            _ = try builder.build()
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map(\.rule) == [.duplicateOutput]
        }
    }
}
