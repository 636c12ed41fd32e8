import Foundation
import Testing
@testable import DSGenCore

/// A page's front matter: read as Jekyll, Hugo and Docusaurus write it, left out of the page's
/// body with its lines kept, and every value dsgen cannot read a located warning.
struct FrontMatterTests {
    private func page(_ markdown: String, path: String = "components/badge.md") -> Page {
        PageParser.parse(markdown, path: path, displayPath: "Content/" + path)
    }

    private func problems(_ pages: [Page]) -> [String] {
        DesignSystem.read(pages).1.map { "\($0.location.line):\($0.location.column) [\($0.rule)] \($0.message)" }
    }

    @Test func readsAComponentsFacts() {
        let badge = page("""
            ---
            status: Beta
            since: 2.10
            platforms: [iOS, macOS]
            owner: Payments team
            source: Sources/Badge.swift
            ---

            # Badge
            """)
        let facts = badge.frontMatter
        #expect(facts.status == .beta)
        #expect(facts.since == "2.10")
        #expect(facts.platforms == ["iOS", "macOS"])
        #expect(facts.owner == "Payments team")
        #expect(facts.source == "Sources/Badge.swift")
        #expect(facts.sourceLocation == SourceLocation(path: "Content/components/badge.md", line: 6, column: 9))
        #expect(facts.isComponent)
        #expect(badge.title == "Badge")
        #expect(badge.headings.first?.location.line == 9)
        #expect(!badge.html.contains("status"))
        #expect(problems([badge]).isEmpty)
    }

    @Test func platformsMayBeOneLineAndTitleNamesThePage() {
        let card = page("---\ntitle: The card\nplatforms: iOS, watchOS\n---\nText.\n")
        #expect(card.title == "The card")
        #expect(card.frontMatter.platforms == ["iOS", "watchOS"])
        #expect(card.frontMatter.isComponent)
        #expect(!page("---\ntitle: A guide\n---\nText.\n").frontMatter.isComponent)
    }

    /// An empty block is two rules, as CommonMark reads it.
    @Test func windowsLineEndingsAndAnEmptyBlock() {
        #expect(page("---\r\nstatus: stable\r\n---\r\n# CRLF\r\n").frontMatter.status == .stable)
        let empty = page("---\n---\n# Empty\n")
        #expect(empty.title == "Empty")
        #expect(empty.html.components(separatedBy: "<hr />").count == 3)
    }

    /// A page that opens with a rule and has another further down is Markdown, as it was before
    /// front matter was read: the lines between are not a YAML mapping.
    @Test func aRuleAtTheTopIsStillMarkdown() {
        let ruled = page("---\n# Heading\nSome text\n---\nMore.\n")
        #expect(ruled.title == "Heading")
        #expect(ruled.html.contains("<hr />"))
        #expect(ruled.frontMatter == FrontMatter())
        #expect(page("---\n\nNo closing line.\n").html.contains("<hr />"))
        #expect(problems([page("---\n\nNo closing line.\n")]).isEmpty)
    }

    /// Keys under a `---` that nothing closes: the page is Markdown, and the warning says why.
    @Test func frontMatterLeftOpenIsAWarning() {
        let open = page("---\nstatus: stable\nowner: Team\n\n# Badge\n")
        #expect(open.frontMatter.status == nil)
        #expect(problems([open]) == [
            "1:1 [invalid_front_matter] this --- opens front matter that no --- line closes, so the page is read " +
                "as Markdown (a rule and its lines); close it with --- after the last key",
        ])
    }

    @Test func valuesDsgenCannotReadAreLocatedWarnings() {
        let card = page("""
            ---
            status: shipped
            platforms: {a: b}
            owner: [a, b]
            replacement: cards.png
            ---
            # Card
            """)
        #expect(card.frontMatter.status == nil)
        #expect(problems([card]) == [
            "2:9 [invalid_front_matter] 'shipped' is not a status: write one of planned, beta, stable, deprecated",
            "3:12 [invalid_front_matter] 'platforms' is a list of names, such as [iOS, macOS]",
            "4:8 [invalid_front_matter] 'owner' takes one value, such as 'Payments team'",
            "5:14 [invalid_front_matter] 'replacement' names the page of the component to use instead, " +
                "such as cards.md",
        ])
    }

    @Test func yamlThatDoesNotParseIsAWarningAndThePageIsRead() {
        let broken = page("---\nstatus: [stable\n---\n# Broken\n")
        #expect(broken.title == "Broken")
        let found = problems([broken])
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("3:1 [invalid_front_matter] the front matter is not valid YAML") == true)
    }

    /// Keys of other tools are one warning for the site, at the first; a slip is one of its own.
    @Test func unknownKeysAreOneWarningForTheSite() {
        let pages = (1...3).map { page("---\nlayout: page\nnav_order: \($0)\n---\n# P\($0)\n", path: "p\($0).md") }
            + [page("---\nstauts: beta\nkeywords: [a]\n---\n# Typo\n", path: "typo.md")]
        #expect(problems(pages) == [
            "2:1 [invalid_front_matter] the front matter keys 'layout' (3 pages), 'nav_order' (3 pages), " +
                "'keywords' (1 page) are not dsgen's, so they are left out; dsgen reads title, status, replacement, " +
                "since, platforms, owner, source",
            "2:1 [invalid_front_matter] dsgen does not read the front matter key 'stauts', so it is left out; " +
                "did you mean 'status'?",
        ])
        let many = page("---\na: 1\nb: 1\nc: 1\nd: 1\ne: 1\nf: 1\ng: 1\n---\n# Many\n")
        #expect(problems([many]).first?.contains("'e' (1 page) and 2 more are not dsgen's") == true)
    }

    /// Another design system's word for a status with one reading among dsgen's is read so, and said.
    @Test func alphaIsReadAsBeta() {
        let alpha = page("---\nstatus: Alpha\n---\n# New\n")
        #expect(alpha.frontMatter.status == .beta)
        #expect(problems([alpha]) == [
            "2:9 [invalid_front_matter] 'Alpha' is read as beta: statuses are planned, beta, stable, deprecated",
        ])
    }

    /// A deprecated component's replacement is a link the link check follows.
    @Test func aReplacementThatIsNoPageIsABrokenLink() {
        let old = page("---\nstatus: deprecated\nreplacement: cards.md\n---\n# Old\n", path: "old.md")
        #expect(old.frontMatter.replacement?.page == "cards.md")
        #expect(problems([old]) == [
            "3:14 [broken_link] link 'cards.md' points at 'cards.md', which is not a page of the content folder",
        ])
        #expect(problems([old, page("# Cards\n", path: "cards.md")]).isEmpty)
    }
}
