import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// A preview keeps the search index's encoded entries between saves; the script it writes is the
/// one a build writes, byte for byte, before and after an edit.
struct SearchIndexTests {
    private func system(_ guide: String) -> DesignSystem {
        let pages = [
            PageParser.parse(
                "# Home\n\n```tokens spacing kind=dimension\nmd " +
                    "16pt\n```\n", path: "index.md", displayPath: "index.md"),
            PageParser.parse(guide, path: "guide.md", displayPath: "guide.md"),
        ]
        return DesignSystem.read(pages).0
    }

    @Test func aCachedIndexIsTheIndexBeforeAndAfterAnEdit() {
        let cache = SearchEntryCache()
        for guide in ["# Guide\n\nOld words.\n", "# Guide\n\nOld words.\n", "# Guide\n\nNew \"quoted\" words.\n"] {
            let built = system(guide)
            #expect(SearchIndex.script(for: built, cache: cache) == SearchIndex.script(for: built))
        }
        #expect(
            String(decoding: SearchIndex.script(for: system("# Guide\n\nNew words.\n"), cache: cache), as: UTF8.self)
                .contains("New words."))
    }

    /// Entries move when a page is added or removed before them: each is still found, not encoded again.
    @Test func aCachedIndexFollowsPagesAddedAndRemoved() {
        let cache = SearchEntryCache()
        let home = PageParser.parse("# Home\n", path: "index.md", displayPath: "index.md")
        func page(_ name: String) -> Page {
            PageParser.parse("# \(name)\n\nAbout \(name).\n", path: name + ".md", displayPath: name + ".md")
        }
        for names in [["b", "c"], ["a", "b", "c"], ["a", "c"], ["c", "a", "b"], [], ["b"]] {
            let built = DesignSystem.read([home] + names.map(page)).0
            #expect(SearchIndex.script(for: built, cache: cache) == SearchIndex.script(for: built))
        }
    }

    @Test func itemsAreJoinedBetweenCommas() {
        let open = Array("[".utf8), close = Array("]".utf8)
        #expect(SearchIndex.joined([], between: open, and: close) == Data("[]".utf8))
        #expect(SearchIndex.joined([Array("{}".utf8)], between: open, and: close) == Data("[{}]".utf8))
        #expect(
            SearchIndex.joined([Array("1".utf8), [], Array("\"é\"".utf8)], between: open, and: close)
                == Data("[1,,\"é\"]".utf8))
    }

    /// A build writes the index a few batches at a time: the same bytes, across the batches' edges.
    @Test func theIndexInPartsIsTheIndexWhole() {
        let home = PageParser.parse("# Home\n", path: "index.md", displayPath: "index.md")
        for count in [0, 1, 600, 1_300] {
            let pages = (0..<count).map { index in
                PageParser.parse(
                    "# Page \(index)\n\nWords \"\(index)\".\n", path: "p\(index).md", displayPath: "p\(index).md"
                )
            }
            let built = DesignSystem.read([home] + pages).0
            let parts = Array(SearchIndex.parts(for: built))
            #expect(parts.reduce(Data(), +) == SearchIndex.script(for: built, cache: SearchEntryCache()), "\(count)")
            // The opening, a part for each group of 256 entries a core, the closing.
            let group = 256 * ProcessInfo.processInfo.activeProcessorCount
            #expect(parts.count == 2 + (count + group) / group, "\(count)")
        }
    }

    /// A page's body, let go once a build has written it, is let go in every copy of the page.
    @Test func aReleasedBodyIsGoneFromEveryCopy() {
        let page = PageParser.parse("# A\n\nBody.\n", path: "a.md", displayPath: "a.md")
        let copy = page
        #expect(copy.html.contains("Body."))
        page.releaseHTML()
        #expect(copy.html.isEmpty && page.title == "A")
    }
}
