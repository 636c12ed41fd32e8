import Testing
@testable import DSGenCore

struct PageParserTests {
    @Test func titleHeadingsAndAnchors() {
        let page = PageParser.parse("""
        # Colours

        ## Section colours
        ### In *code*
        ## Section colours
        """, path: "01-foundations/02-colors.md", displayPath: "Content/01-foundations/02-colors.md")
        let at = { (line: Int) in SourceLocation(path: "Content/01-foundations/02-colors.md", line: line, column: 1) }
        #expect(page.title == "Colours")
        #expect(page.headings == [
            Heading(level: 1, text: "Colours", id: "colours", location: at(1)),
            Heading(level: 2, text: "Section colours", id: "section-colours", location: at(3)),
            Heading(level: 3, text: "In code", id: "in-code", location: at(4)),
            Heading(level: 2, text: "Section colours", id: "section-colours-1", location: at(5)),
        ])
        #expect(page.html.contains("<h2 id=\"section-colours\">Section colours</h2>"))
        #expect(page.html.contains("<h3 id=\"in-code\">In <em>code</em></h3>"))
        #expect(page.outputPath == "foundations/colors.html")
    }

    @Test(arguments: ["Some text.", "#\n\nSome text."])
    func titleFallsBackToTheFileName(markdown: String) {
        let page = PageParser.parse(markdown, path: "03-view-modifiers/02-sheet_style.md", displayPath: "x")
        #expect(page.title == "Sheet style")
    }

    @Test func headingsAfterFencesWithInlineMarkupAndHTML() {
        let page = PageParser.parse(
            "# T\n\n```swift\nText(\"x\")\n```\n\n## Second *em* `code`\n\n## Intro <span class=\"x\">new</span>\n",
            path: "p.md", displayPath: "p.md")
        #expect(page.headings.map(\.text) == ["T", "Second em code", "Intro new"])
        #expect(page.headings.map(\.id) == ["t", "second-em-code", "intro-new"])
        #expect(page.html.contains("<h2 id=\"intro-new\">Intro <span class=\"x\">new</span></h2>"))
    }

    @Test func tabIndentedCodeKeepsItsIndentation() {
        let page = PageParser.parse(
            "- Item\n\n  ```swift\n  func f() {\n  \tlet y = 2\n  }\n  ```\n", path: "p.md", displayPath: "p.md")
        #expect(page.fences.first?.code == "func f() {\n\tlet y = 2\n}\n")
        #expect(page.fences.first?.lines[1].location.column == 3)
    }

    @Test func tokenAndSwiftFencesBecomePlaceholdersWithPositions() {
        let page = PageParser.parse("""
        Intro

        ```tokens spacing kind=dimension
        md 16pt
        ```

        ```swift
        Text("Hi")
            .padding(8)
        ```

        ```sh
        swift run dsgen build
        ```
        """, path: "p.md", displayPath: "Content/p.md")
        #expect(page.fences.count == 2)
        #expect(page.fences[0].info.map(\.text) == ["tokens", "spacing", "kind=dimension"])
        #expect(page.fences[0].info[2].location == SourceLocation(path: "Content/p.md", line: 3, column: 19))
        #expect(
            Array(page.fences[0].lines) == [
                SourceText("md 16pt", at: SourceLocation(path: "Content/p.md", line: 4, column: 1))
            ])
        #expect(page.fences[1].language == "swift")
        #expect(page.fences[1].code == "Text(\"Hi\")\n    .padding(8)\n")
        #expect(page.fences[1].location == SourceLocation(path: "Content/p.md", line: 7, column: 1))
        #expect(page.html.contains(page.placeholder(forFence: 0)))
        #expect(page.html.contains(page.placeholder(forFence: 1)))
        #expect(page.html.contains("<pre><code class=\"language-sh\">swift run dsgen build\n</code></pre>"))
    }

    @Test(arguments: [
        ("spacing.md", "spacing.html"),
        ("../01-foundations/02-colors.md#state-colours", "../foundations/colors.html#state-colours"),
        ("https://example.com/readme.md", "https://example.com/readme.md"),
        ("colors.html", "colors.html"),
        ("#anchor", "#anchor"),
    ])
    func linksToMarkdownPagesPointAtTheirHTML(link: String, expected: String) {
        #expect(PageParser.htmlLink(for: link) == expected)
        let page = PageParser.parse("[x](\(link))", path: "p.md", displayPath: "p.md")
        #expect(page.html.contains("href=\"\(expected)\""))
    }

    @Test func windowsLineEndingsKeepLinesAndPositions() {
        let page = PageParser.parse(
            "# CRLF\r\n\r\n```tokens spacing kind=dimension\r\n  md 16pt\r\nlg 24\r\n```\r\n", path: "p.md",
            displayPath: "p.md")
        #expect(page.fences.first?.info.map(\.text) == ["tokens", "spacing", "kind=dimension"])
        #expect(page.fences.first.map { Array($0.lines) } == [
            SourceText("  md 16pt", at: SourceLocation(path: "p.md", line: 4, column: 1)),
            SourceText("lg 24", at: SourceLocation(path: "p.md", line: 5, column: 1)),
        ])
        let fixture = SpecFixture(["p.md": "```tokens spacing kind=dimension\r\nmd 16pt\r\nlg 24\r\n```\r\n"])
        #expect(
            summaries(fixture.diagnostics) == [
                "3:4 [missing_unit] '24' has no unit: write 24pt (SwiftUI lengths are in points)"
            ])
        #expect(fixture.value("spacing.md") == .dimension(16))
    }

    @Test func loneCarriageReturnsEndLinesAsInCmark() {
        let fixture = SpecFixture(["p.md": "# P\r\rSome text.\r\r```tokens colors kind=color\ra redd\r```\r"])
        #expect(
            summaries(fixture.diagnostics) == ["6:3 [malformed_color] 'redd' is not a colour name; did you mean 'red'?"]
        )
    }

    @Test func indentedCodeIsNotAFence() {
        let page = PageParser.parse(
            "An example of a fence:\n\n    ```tokens spacing kind=dimension\n    md 16pt\n    ```\n", path: "p.md",
            displayPath: "p.md")
        #expect(page.fences.isEmpty)
        #expect(page.html.contains("<pre><code>```tokens spacing kind=dimension"))
    }

    @Test func headingIdsAreUniqueAndLeaveLayoutAndTokenIdsAlone() {
        let page = PageParser.parse(
            "## Colors\n## Colors\n## Colors 1\n## Content\n## Token spacing md", path: "p.md", displayPath: "p.md")
        #expect(
            page.headings.map(\.id) == [
                "colors", "colors-1", "colors-1-1", "section-content", "section-token-spacing-md",
            ])
    }

    @Test func aTabInsideAListItemKeepsColumnsExact() {
        let fixture = SpecFixture(["p.md": "- Item\n\n  ```tokens colors kind=color\n  ok red\n\tbad  redd\n  ```\n"])
        #expect(
            summaries(fixture.diagnostics) == ["5:7 [malformed_color] 'redd' is not a colour name; did you mean 'red'?"]
        )
    }

    @Test func rawHTMLCannotForgeAPlaceholder() {
        let page = PageParser.parse(
            "<!--dsgen:fence:0-->\n\n```swift\nText(\"x\")\n```\n", path: "p.md", displayPath: "p.md")
        let filled = page.html { _ in "FENCE" }
        #expect(filled.components(separatedBy: "FENCE").count == 2)
        #expect(filled.hasPrefix("<!--dsgen:fence:0-->"))
    }

    @Test(arguments: [
        ("01-../02-../x.md", "01-../02-../x.html"), ("01-.hidden/a.md", "01-.hidden/a.html"),
        ("02-colors.md", "colors.html"),
    ])
    func orderPrefixesNeverLeaveADotName(path: String, expected: String) {
        #expect(ContentPath.sitePath(for: path) == expected)
    }

    @Test func linksInsideHeadingsAreRewrittenToo() {
        let page = PageParser.parse("## See [spacing](spacing.md)", path: "p.md", displayPath: "p.md")
        #expect(page.html == "<h2 id=\"see-spacing\">See <a href=\"spacing.html\">spacing</a></h2>\n")
    }

    @Test func aPagesTextHashFollowsItsWordsAlone() {
        let page = PageParser.parse(
            "# A\n\nSome words.\n\n```swift\nText(\"a\")\n```\n", path: "a.md", displayPath: "a.md")
        let moved = PageParser.parse(
            "# A\n\n```swift\nText(\"b\")\n```\n\nSome words.\n", path: "b.md", displayPath: "b.md")
        #expect(page.text == moved.text && page.textHash == moved.textHash)
        var edited = page
        edited.text = "Other words."
        #expect(edited.textHash != page.textHash)
        #expect(page.fences.map(\.language) == ["swift"])
    }
}
