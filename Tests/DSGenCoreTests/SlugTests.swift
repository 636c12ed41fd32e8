import Testing
@testable import DSGenCore

/// Heading ids are GitHub's, so a link written for a page on GitHub works in the site.
struct SlugTests {
    /// Headings and the ids github.com gives them (github-slugger's rules).
    @Test(arguments: [
        ("Acknowledgments & Prior Art", "acknowledgments--prior-art"),
        ("Hello World", "hello-world"),
        ("Spacing (8pt grid)", "spacing-8pt-grid"),
        ("`DesignSystem.Spacing.md`", "designsystemspacingmd"),
        ("foo_bar-baz", "foo_bar-baz"),
        ("What's new?", "whats-new"),
        ("C++ / Swift", "c--swift"),
        ("-- dashes --", "---dashes---"),
        ("Ünïcödé Überschrift", "ünïcödé-überschrift"),
        ("日本語の見出し", "日本語の見出し"),
        ("Emoji 🎨 colours", "emoji--colours"),
        ("1.2.3 Version", "123-version"),
        ("Über-Größe", "über-größe"),
        ("ΑΒΓ Greek", "αβγ-greek"),
        ("a   b", "a---b"),
    ])
    func githubSlug(heading: String, id: String) {
        #expect(SlugMaker.githubSlug(heading) == id)
    }

    /// ASCII headings take a quicker way: it gives every ASCII character what the general one does.
    @Test func theASCIIWayAgreesWithTheGeneralOne() {
        let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        for character in ascii {
            let heading = "Ab" + character + "Cd 9_"
            #expect(
                SlugMaker.githubSlug(heading) == SlugMaker.unicodeSlug(heading),
                "\(heading.unicodeScalars.map(\.value))"
            )
        }
        #expect(SlugMaker.githubSlug(ascii.joined()) == SlugMaker.unicodeSlug(ascii.joined()))
    }

    @Test func repeatedHeadingsAreNumberedAsOnGitHub() {
        var slugs = SlugMaker()
        #expect(
            ["Usage", "Usage", "Usage-1", "Usage"].map { slugs.slug(for: $0) } == [
                "usage", "usage-1", "usage-1-1", "usage-2",
            ])
    }

    @Test func layoutAndTokenIdsAreKeptClear() {
        var slugs = SlugMaker()
        #expect(
            ["Content", "Token spacing", "Tokens"].map { slugs.slug(for: $0) } == [
                "section-content", "section-token-spacing", "tokens",
            ])
    }

    @Test func aHeadingOfPunctuationHasNoIdAndNoTableOfContentsLink() {
        let page = PageParser.parse("# T\n\n## !!!\n\n## 🎨\n\n##\n\n## Real", path: "p.md", displayPath: "p.md")
        #expect(page.headings.map(\.id) == ["t", "", "", "", "real"])
        #expect(page.html.contains("<h2>!!!</h2>"))
        #expect(!page.html.contains("id=\"\""))
    }

    /// Each repeat continues from the last number given: numbering 20,000 repeats is linear.
    @Test func manyRepeatsOfOneHeadingAreNumberedInOrder() {
        var slugs = SlugMaker()
        let ids = (0..<20_000).map { _ in slugs.slug(for: "Same") }
        #expect(ids.first == "same")
        #expect(ids[1] == "same-1")
        #expect(ids.last == "same-19999")
        #expect(Set(ids).count == ids.count)
        #expect(slugs.slug(for: "Same 1") == "same-1-1")
    }
}
