import Testing
@testable import DSGenCore

/// Links to pages are rewritten to the site's HTML, and a link to a missing page or anchor is a
/// located `broken_link` warning.
struct LinkCheckTests {
    @Test(arguments: [
        ("/01-foundations/02-colors.md", "../foundations/colors.html"),
        ("/01-foundations/02-colors.md#error", "../foundations/colors.html#error"),
        ("/index.md", "../index.html"),
        ("02-colors.md", "colors.html"),
    ])
    func rootRelativeLinksBecomeRelativeToThePage(link: String, expected: String) {
        let page = PageParser.parse("[x](\(link))", path: "02-guides/01-intro.md", displayPath: "p.md")
        #expect(page.html.contains("href=\"\(expected)\""))
    }

    @Test func rootRelativeLinkFromTheTopFolder() {
        let page = PageParser.parse("[x](/01-foundations/02-colors.md)", path: "index.md", displayPath: "p.md")
        #expect(page.html.contains("href=\"foundations/colors.html\""))
    }

    static let pages: KeyValuePairs<String, String> = [
        "index.md": """
        # Home

        See [colours](01-foundations/02-colors.md#state-colours), \
        [error](/01-foundations/02-colors.md#token-colors-error),
          [gone](01-foundations/03-gone.md) and [here](#home).
        > A quote with [a bad anchor](01-foundations/02-colors.md#nope) and [top](#content).

        [outside](../README.md) · [web](https://example.com/x.md) · [missing](#missing) · [ref][r]

        [r]: 01-foundations/02-colors.md#state-colours
        """,
        "01-foundations/02-colors.md": """
        # Colours

        ## State colours

        ```tokens colors kind=color
        error red
        ```

        Back [home](../index.md#home), [up](../index.md#nowhere).
        """,
    ]

    @Test func brokenPagesAndAnchorsAreWarningsAtTheLink() {
        let fixture = SpecFixture(Self.pages)
        let links = fixture.diagnostics.filter { $0.rule == .brokenLink }
        #expect(links.allSatisfy { $0.severity == .warning })
        #expect(links.map { "\($0.location.path):\($0.location.line):\($0.location.column) \($0.message)" } == [
                "01-foundations/02-colors.md:9:32 link '../index.md#nowhere' points at '#nowhere', which is neither " +
                    "a heading, a token nor an HTML id of index.md",
                "index.md:4:3 link '01-foundations/03-gone.md' points at '01-foundations/03-gone.md', which is not a " +
                    "page of the content folder",
                "index.md:5:16 link '01-foundations/02-colors.md#nope' points at '#nope', which is neither a " +
                    "heading, a token nor an HTML id of 01-foundations/02-colors.md",
                "index.md:7:1 link '../README.md' points outside the content folder; link to a page inside it or to " +
                    "a web address",
                "index.md:7:63 link '#missing' points at '#missing', which is neither a heading, a token nor an HTML " +
                    "id of index.md",
        ])
    }

    @Test func aBrokenLinkInATableCellIsFoundAtItsBracket() {
        let fixture = SpecFixture(["p.md": "# P\n\n| Page | Anchor |\n|---|---|\n| [p](p.md) | [b](p.md#b) |\n"])
        #expect(
            summaries(fixture.diagnostics) == [
                "5:15 [broken_link] link 'p.md#b' points at '#b', which is neither a heading, a token nor an HTML id " +
                    "of p.md"
            ])
    }

    /// Links and images that point at a file of the content folder (an image, a PDF) must find
    /// it; links to what the site makes itself (pages as `.html`, stylesheets, downloads) and to
    /// folders are left alone.
    @Test func linksToFilesAreChecked() {
        let markdown = """
        # Files

        ![there](img/logo.png) ![missing](img/gone.png) [guide](docs/guide%20v2.pdf)
        [index](../tokens.html) [css](/tokens.css) [kit](/downloads/DesignSystem.swift) [folder](img/)
        [outside](../../secret.pdf) ![root](/01-foundations/img/logo.png)
        """
        let page = PageParser.parse(
            markdown, path: "01-foundations/files.md", displayPath: "Content/01-foundations/files.md")
        let files: Set<String> = ["01-foundations/files.md", "01-foundations/img/logo.png"]
        let found = LinkChecker.check([page], blocks: [], files: files).map(\.description)
        #expect(found == [
                "Content/01-foundations/files.md:3:25: warning: link 'img/gone.png' points at " +
                    "'01-foundations/img/gone.png', which is not a file of the content folder [broken_link]",
                "Content/01-foundations/files.md:3:49: warning: link 'docs/guide%20v2.pdf' points at " +
                    "'01-foundations/docs/guide v2.pdf', which is not a file of the content folder [broken_link]",
                "Content/01-foundations/files.md:5:1: warning: link '../../secret.pdf' points outside the content " +
                    "folder; put the file in it, or link to a web address [broken_link]",
        ])
        // Without the folder's files, as when pages are read on their own, file links are not judged.
        #expect(LinkChecker.check([page], blocks: []).isEmpty)
    }
}

/// Raw HTML's ids and `<a name>`s are link targets, as a browser treats them.
struct HTMLAnchorTests {
    @Test func anchorsInRawHTMLAreLinkTargets() {
        let fixture = SpecFixture([
            "index.md": """
            # Home

            <a name="intro"></a>Intro text, and <span id='note'>a note</span>.

            <div id=setup class="x">

            Setup.

            </div>

            [intro](#intro), [note](#note), [setup](#setup), [missing](#nowhere), [named div](#box)

            <div name="box"></div>

            `<a id="code">` is code, not HTML: [code](#code).
            """,
        ])
        let links = fixture.diagnostics.filter { $0.rule == .brokenLink }.map(\.message)
        #expect(links == [
            "link '#nowhere' points at '#nowhere', which is neither a heading, a token nor an HTML id of index.md",
            "link '#box' points at '#box', which is neither a heading, a token nor an HTML id of index.md",
            "link '#code' points at '#code', which is neither a heading, a token nor an HTML id of index.md",
        ])
    }

    @Test(arguments: [
        ("<a name=\"intro\">", ["intro"]),
        ("<A NAME=top ID='x'>", ["top", "x"]),
        ("<img src=\"a.png\" alt='<a id=\"no\">' id=\"yes\"/>", ["yes"]),
        ("<!-- <a id=\"hidden\"> --><p id=\"p\"/>", ["p"]),
        ("</a id=\"end\">", []),
        ("<div data-id=\"no\" id>", []),
    ])
    func idsAreReadFromStartTags(html: String, ids: [String]) {
        #expect(HTMLAnchors.ids(in: html) == ids)
    }
}
