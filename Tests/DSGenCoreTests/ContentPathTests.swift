import DSGenCore
import Testing

/// Ordering prefixes leave titles and URLs; longer numbers are part of the name.
struct ContentPathTests {
    @Test(arguments: [
        ("01-foundations/02-colors.md", "foundations/colors.html"),
        ("1-a/999-b.md", "a/b.html"),
        ("0282-atomics.md", "0282-atomics.html"),
        ("0410-atomics.md", "0410-atomics.html"),
        ("0001-intro.md", "0001-intro.html"),
        ("proposals/0001-intro.md", "proposals/0001-intro.html"),
        ("2024-05-release.md", "2024-05-release.html"),
        ("01-history/2024-05-release.md", "history/2024-05-release.html"),
        ("404.md", "404.html"),
    ])
    func pageURLs(path: String, expected: String) {
        #expect(ContentPath.sitePath(for: path) == expected)
    }

    @Test func theProposalCorpusShapeGivesEveryFileItsOwnPage() {
        let names = ["0001-intro.md", "0282-atomics.md", "0410-atomics.md", "0410-atomics-2.md", "index.md"]
        let urls = names.map(ContentPath.sitePath(for:))
        #expect(Set(urls).count == names.count)
    }

    @Test(arguments: [
        ("02-colors", "Colors"), ("0282-atomics", "0282 atomics"), ("03-view_modifiers", "View modifiers"),
    ])
    func titles(name: String, expected: String) {
        #expect(ContentPath.title(for: name) == expected)
    }

    @Test(arguments: [
        ("01-foundations/logo.png", "foundations/logo.png"),
        ("01-foundations/01-diagram.png", "foundations/01-diagram.png"),
        ("0282-atomics/figure.svg", "0282-atomics/figure.svg"),
        ("guide.pdf", "guide.pdf"),
    ])
    func filesKeepTheirNamesAndMapTheirFolders(path: String, expected: String) {
        #expect(ContentPath.sitePath(forFile: path) == expected)
    }

    @Test func onlyFilesDsgenDoesNotReadItselfArePublished() {
        let paths = [
            "01-a/logo.png", "01-a/page.md", "colors.tokens.json", "legacy.tokens", "design.resolver.json",
            "tokens/$themes.json", "tokens/core.json", "Brand.xcassets/Contents.json",
            "Brand.xcassets/Red.colorset/Contents.json",
            "Loose.colorset/Contents.json", "docs/guide.pdf", "data.json",
        ]
        #expect(PublishedFiles.select(paths).map(\.sitePath) == ["a/logo.png", "data.json", "docs/guide.pdf"])
    }

    /// `pathParts` splits as `split(separator: "/")` does, at the bytes.
    @Test(arguments: ["a/b/c.md", "/a//b/", "", "/", "héllo/wörld.md", "01-été/😀 page.md", "a"])
    func pathPartsAreTheSplitAtEachSlash(_ path: String) {
        #expect(path.pathParts == path.split(separator: "/"))
    }
}
