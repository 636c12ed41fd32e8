@testable import DSGenCore
import Testing
@testable import DSGenSite

/// `dsgen serve` keeps its theme until the templates change, and its sidebar while the pages' paths
/// and titles and the theme are the ones it was worked out for.
struct RebuildCachesTests {
    private static func pages(_ title: String) -> [Page] {
        [
            PageParser.parse("# Home\n", path: "index.md", displayPath: "index.md"),
            PageParser.parse("# \(title)\n\nWords.\n", path: "guide/start.md", displayPath: "guide/start.md"),
        ]
    }

    private static func theme() throws -> Theme {
        try #require(Theme.load(overrides: nil).0)
    }

    @Test func theThemeIsKeptUntilItIsForgotten() {
        let cache = ThemeCache()
        let first = cache.theme(overrides: nil).0
        #expect(cache.theme(overrides: nil).0?.identity == first?.identity)
        cache.forget()
        #expect(cache.theme(overrides: nil).0?.identity != first?.identity)
    }

    @Test func theSidebarIsKeptWhileTheTitlesAndTheThemeAreTheSame() throws {
        let (cache, theme) = (NavigationCache(), try Self.theme())
        let pages = Self.pages("Start")
        let html = cache.navigation(pages: pages, theme: theme).sectionsHTML(for: pages[0]).joined()
        #expect(html.contains("Start"))
        #expect(!cache.lastReused)
        // Another page body, the same titles: the same sidebar.
        let edited = Self.pages("Start").map { page in var page = page; page.text = "Other words."; return page }
        #expect(cache.navigation(pages: edited, theme: theme).sectionsHTML(for: edited[0]).joined() == html)
        #expect(cache.lastReused)
        let renamed = Self.pages("Begin")
        let renamedHTML = cache.navigation(pages: renamed, theme: theme).sectionsHTML(for: renamed[0]).joined()
        #expect(!cache.lastReused)
        #expect(renamedHTML.contains("Begin") && !renamedHTML.contains("Start"))
        // Another theme: worked out again, the same as without the cache.
        let fresh = Navigation(pages: renamed, theme: try Self.theme()).sectionsHTML(for: renamed[0]).joined()
        #expect(
            cache.navigation(pages: renamed, theme: try Self.theme()).sectionsHTML(for: renamed[0]).joined() == fresh)
        #expect(!cache.lastReused)
        #expect(fresh == renamedHTML)
    }

    /// Clashes are found again only when a file or its source changes, and are what a build finds.
    @Test func theClashesAreKeptWhileTheFilesAreTheSame() {
        let cache = CollisionCache()
        let generated = ["search-index.js"]
        func claims(_ paths: [(String, String)]) -> [SiteBuilder.Claim] {
            paths.map { SiteBuilder.Claim(sitePath: $0.0, source: $0.1) }
        }
        let apart = claims([("a.html", "a.md"), ("b.html", "b.md")])
        let clashing = claims([
            ("a.html", "a.md"), ("a.html", "01-a.md"), ("search-index.js/x.html", "search-index.js/x.md"),
        ])
        for files in [apart, apart, clashing, clashing, apart] {
            let found = cache.collisions(files, generated: generated).map(\.description)
            #expect(found == SiteBuilder.collisions(files, generated: generated).map(\.description))
            #expect(found.isEmpty == (files == apart))
        }
        #expect(
            cache.collisions(clashing, generated: []).count == SiteBuilder.collisions(clashing, generated: []).count)
    }
}
