import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// Real documentation sets: numbered names that differ only by their number, no `index.md`, and
/// images and downloads beside the pages.
struct ContentFilesTests {
    @Test func proposalNumbersKeepEveryPageApart() throws {
        let scratch = try ScratchFolder()
        try scratch.write("# Atomics\n", to: "Content/proposals/0282-atomics.md")
        try scratch.write("# Atomics\n", to: "Content/proposals/0410-atomics.md")
        try scratch.write("Introduction without a heading.\n", to: "Content/proposals/0001-intro.md")
        try scratch.write("# Colours\n", to: "Content/01-guide/02-colors.md")
        let files = try scratch.buildSite().files
        for path in [
            "proposals/0282-atomics.html", "proposals/0410-atomics.html", "proposals/0001-intro.html",
            "guide/colors.html",
        ] {
            #expect(files[path] != nil, "\(path) is missing")
        }
        #expect(text(files, "proposals/0001-intro.html").contains("<title>0001 intro ·"))
    }

    @Test func withoutAnIndexTheSiteGetsAHomePageListingEveryPage() throws {
        let scratch = try ScratchFolder()
        try scratch.write("# Intro\n", to: "Content/proposals/0001-intro.md")
        try scratch.write("# Spacing\n", to: "Content/01-foundations/01-spacing.md")
        try scratch.write("# Notes\n", to: "Content/notes.md")
        let files = try scratch.buildSite().files
        let home = text(files, "index.html")
        for link in [
            "href=\"proposals/0001-intro.html\"", "href=\"foundations/spacing.html\"", "href=\"notes.html\"",
            ">Foundations<", ">Proposals<",
        ] {
            #expect(home.contains(link), "the home page lacks \(link)")
            #expect(text(files, "tokens.html").contains(link), "the token index's sidebar lacks \(link)")
        }
        // Every page's home link leads to a file of the site.
        let page = text(files, "foundations/spacing.html")
        #expect(page.contains("href=\"../index.html\""))
        #expect(text(files, "notes.html").contains("href=\"index.html\""))
        #expect(home.contains("<title>Home · Design System</title>"))
    }

    @Test func aSiteOfTokenFilesAloneSaysWhatItHoldsOnItsHomePage() throws {
        let scratch = try ScratchFolder()
        try scratch.write("""
            {"color": {"$type": "color", "accent": {"$value": {"colorSpace": "srgb", "components": [0, 0.5, 1]}},
              "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}},
             "space": {"$type": "dimension", "md": {"$value": {"value": 16, "unit": "px"}}}}
            """, to: "Content/brand.tokens.json")
        let home = text(try scratch.buildSite().files, "index.html")
        #expect(home.contains("<p class=\"home-summary\">3 tokens: 2 color, 1 dimension; in light. " +
            "<a href=\"tokens.html\">All tokens</a></p>"))
        for link in ["href=\"tokens.css\"", "href=\"downloads/DesignSystem.swift\"",
                     "href=\"downloads/tokens/design-system.resolver.json\""] {
            #expect(home.contains(link), "the home page lacks \(link)")
        }
    }

    @Test func tokensNoPageShowsGetPagesOfTheirOwnUntilAPageShowsThem() throws {
        let scratch = try ScratchFolder()
        try scratch.write("""
            {"color": {"$type": "color", "accent": {"$value": {"colorSpace": "srgb", "components": [0, 0.5, 1]}}},
             "space": {"$type": "dimension", "md": {"$value": {"value": 16, "unit": "px"}}}}
            """, to: "Content/brand.tokens.json")
        let files = try scratch.buildSite().files
        let color = text(files, "tokens/color.html")
        #expect(color.contains("<h1 id=\"color\">Color</h1>"))
        #expect(color.contains("DesignSystem.Color.accent"))
        #expect(text(files, "tokens/space.html").contains("DesignSystem.Space.md"))
        #expect(text(files, "index.html").contains("href=\"tokens/color.html\""))
        // A written page that shows a group takes it off the generated pages.
        try scratch.write("# Colours\n\n```tokens color from=brand.tokens.json\n```\n", to: "Content/colors.md")
        let written = try scratch.buildSite().files
        #expect(written["tokens/color.html"] == nil)
        #expect(text(written, "colors.html").contains("DesignSystem.Color.accent"))
        #expect(text(written, "tokens/space.html").contains("DesignSystem.Space.md"))
    }

    @Test func theHomePageListsPagesThatAreAllInFolders() throws {
        let scratch = try ScratchFolder()
        try scratch.write("# Atomics\n", to: "Content/proposals/0282-atomics.md")
        try scratch.write("# Colours\n", to: "Content/01-guide/02-colors.md")
        let files = try scratch.buildSite().files
        for link in ["href=\"proposals/0282-atomics.html\"", "href=\"guide/colors.html\""] {
            #expect(text(files, "index.html").contains(link), "the home page lacks \(link)")
            #expect(text(files, "tokens.html").contains(link), "the token index's sidebar lacks \(link)")
        }
    }

    @Test func aWrittenIndexIsKeptAsItIs() throws {
        let scratch = try ScratchFolder()
        try scratch.write("# Our guide\n\nWelcome.\n", to: "Content/index.md")
        try scratch.write("# Notes\n", to: "Content/notes.md")
        let home = text(try scratch.buildSite().files, "index.html")
        #expect(home.contains("Welcome."))
        #expect(!home.contains("home-sections"))
    }

    @Test func filesBesideThePagesArePublishedAsTheyAre() throws {
        let scratch = try ScratchFolder()
        let logo = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF])
        try scratch.write(
            "# Colours\n\n<img src=\"logo.png\" alt=\"Logo\">\n\n![Diagram](figures/01-wheel.svg)\n",
            to: "Content/01-foundations/02-colors.md")
        try FileManager.default.createDirectory(
            atPath: scratch.path + "/Content/01-foundations/figures", withIntermediateDirectories: true)
        try logo.write(to: URL(fileURLWithPath: scratch.path + "/Content/01-foundations/logo.png"))
        try scratch.write("<svg/>", to: "Content/01-foundations/figures/01-wheel.svg")
        try scratch.write("%PDF-1.7", to: "Content/downloads-kit/guide.pdf")
        try scratch.write("{}", to: "Content/colors.tokens.json")
        try scratch.write("secret", to: "Content/.env")
        try scratch.write("{\"info\":{\"version\":1}}", to: "Content/Brand.xcassets/Contents.json")
        let files = try scratch.buildSite().files
        #expect(files["foundations/logo.png"] == logo)
        #expect(text(files, "foundations/figures/01-wheel.svg") == "<svg/>")
        #expect(text(files, "downloads-kit/guide.pdf") == "%PDF-1.7")
        for absent in [
            "colors.tokens.json", ".env", "Brand.xcassets/Contents.json", "foundations/colors.md",
            "01-foundations/02-colors.md",
        ] {
            #expect(files[absent] == nil, "\(absent) should not be published")
        }
        // The page's image resolves beside the page's HTML.
        let page = text(files, "foundations/colors.html")
        #expect(page.contains("<img src=\"logo.png\""))
        #expect(page.contains("src=\"figures/01-wheel.svg\""))
    }

    @Test func aFileThatCollidesWithAGeneratedFileIsAnError() throws {
        let scratch = try ScratchFolder()
        try scratch.write("# Home\n", to: "Content/index.md")
        try scratch.write("body {}", to: "Content/tokens.css")
        try scratch.write("<p>x</p>", to: "Content/colors.html")
        try scratch.write("# Colours\n", to: "Content/colors.md")
        #expect {
            _ = try scratch.buildSite().files
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map(\.description) == [
                "\(scratch.path)/Content/colors.html:1:1: error: this file and \(scratch.path)/Content/colors.md " +
                    "would both be published as 'colors.html'; rename one of them [duplicate_output]",
                "\(scratch.path)/Content/tokens.css:1:1: error: this file and dsgen's own 'tokens.css' would both be " +
                    "published as 'tokens.css'; rename one of them [duplicate_output]",
            ]
        }
    }

    /// The page is what the author can rename: the clash is reported there, not at the token index.
    @Test func aPageNamedLikeTheTokenIndexIsReportedAtThePage() throws {
        let scratch = try ScratchFolder()
        try scratch.write("# Home\n", to: "Content/index.md")
        // A page named tokens.md moves the index to all-tokens.html, so both names are taken.
        try scratch.write("# Tokens\n", to: "Content/tokens.md")
        try scratch.write("# All of them\n", to: "Content/all-tokens.md")
        #expect {
            _ = try scratch.buildSite().files
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map(\.description) == [
                "\(scratch.path)/Content/all-tokens.md:1:1: error: this file and (the token index) would both be " +
                    "published as 'all-tokens.html'; rename one of them [duplicate_output]",
            ]
        }
    }

    @Test func aFileInsideAFolderDsgenWritesIsAnError() throws {
        let scratch = try ScratchFolder()
        try scratch.write("# Home\n", to: "Content/index.md")
        try scratch.write("%PDF-1.7", to: "Content/downloads/kit.pdf")
        #expect {
            _ = try scratch.buildSite().files
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map(\.description) == [
                "\(scratch.path)/Content/downloads/kit.pdf:1:1: error: this file would be published inside " +
                    "'downloads/', which dsgen writes itself; rename its folder [duplicate_output]"
            ]
        }
    }

    @Test func aFileNamedLikeTheGeneratedHomePageIsAnError() throws {
        let scratch = try ScratchFolder()
        try scratch.write("# Notes\n", to: "Content/notes.md")
        try scratch.write("<p>mine</p>", to: "Content/index.html")
        #expect {
            _ = try scratch.buildSite().files
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map(\.message).contains { $0.contains("'index.html'") } == true
        }
    }
}
