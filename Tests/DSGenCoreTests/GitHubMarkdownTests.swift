import Dispatch
import Synchronization
import Testing
@testable import DSGenCore

/// Pages are read as GitHub renders Markdown: tables, strikethrough, autolinks and task lists.
struct GitHubMarkdownTests {
    static func html(_ markdown: String) -> String {
        PageParser.parse(markdown, path: "p.md", displayPath: "p.md").html
    }

    @Test func aTableRendersAsATable() {
        let html = Self.html("| Token | Value |\n|:--|--:|\n| `spacing.md` | 16pt |\n")
        #expect(html.contains("<table>"))
        #expect(html.contains("<th align=\"left\">Token</th>"))
        #expect(html.contains("<td align=\"right\">16pt</td>"))
        #expect(html.contains("<td align=\"left\"><code>spacing.md</code></td>"))
    }

    @Test func strikethrough() {
        #expect(Self.html("Use ~~`Color.red`~~ `Colors.error`.").contains("<del><code>Color.red</code></del>"))
    }

    @Test func bareAddressesBecomeLinks() {
        let html = Self.html("See https://www.designtokens.org and www.example.com.")
        #expect(html.contains("<a href=\"https://www.designtokens.org\">https://www.designtokens.org</a>"))
        #expect(html.contains("<a href=\"http://www.example.com\">www.example.com</a>"))
    }

    @Test func taskLists() {
        let html = Self.html("- [x] Spacing\n- [ ] Motion\n")
        #expect(html.contains("<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> Spacing</li>"))
        #expect(html.contains("<li><input type=\"checkbox\" disabled=\"\" /> Motion</li>"))
    }

    @Test func rawHTMLIsKept() {
        #expect(
            Self.html("<div class=\"note\">Hi</div>\n\nA <kbd>⌘</kbd> key.").contains("<div class=\"note\">Hi</div>"))
        #expect(Self.html("A <kbd>⌘</kbd> key.").contains("<kbd>⌘</kbd>"))
    }

    @Test func markupInsideAHeadingKeepsItsExtension() {
        let page = PageParser.parse("## Old ~~name~~", path: "p.md", displayPath: "p.md")
        #expect(page.html.contains("<h2 id=\"old-name\">Old <del>name</del></h2>"))
    }

    /// libcmark-gfm keeps its extensions' special characters in one table for the whole process;
    /// pages parsed at once, as a build parses them, must not take them from each other.
    @Test func pagesParsedAtOnceKeepTheirExtensions() {
        let markdown = "See https://example.com and ~~old~~ text.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"
        let expected = Self.html(markdown)
        #expect(
            expected.contains("<a href=\"https://example.com\">") && expected.contains("<del>old</del>")
                && expected.contains("<table>"))
        let differing = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 2_000) { _ in
            if Self.html(markdown) != expected { differing.withLock { $0 += 1 } }
        }
        #expect(differing.withLock { $0 } == 0)
    }
}
