import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// On a large site the sidebar folds: its size does not grow with the site, and it still shows
/// where the reader is.
struct LargeNavigationTests {
    /// The sidebar of page `probe` in a site of `count` pages over two sections of two folders.
    private func sidebar(pages count: Int, probe: Int) throws -> String {
        let pages = (0..<count).map { index in
            let section = index % 2 == 0 ? "01-alpha" : "02-beta"
            let path = "\(section)/0\(index / 2 % 2 + 1)-folder/p\(String(format: "%04d", index)).md"
            return PageParser.parse("# Page \(index)\n", path: path, displayPath: "p.md")
        }
        let (theme, diagnostics) = Theme.load(overrides: nil)
        #expect(diagnostics.isEmpty)
        let navigation = Navigation(pages: pages, theme: try #require(theme))
        return navigation.sectionsHTML(for: pages[probe]).joined(separator: "\n")
    }

    @Test func aLargeSiteFoldsOtherSectionsAndShowsAWindowAroundThePage() throws {
        let html = try sidebar(pages: 400, probe: 200)
        // The other section folds to a link to its first page; the page's own lists its folders.
        #expect(html.contains(#"<h2><a href="../../beta/folder/p0001.html">Beta</a></h2>"#))
        #expect(html.contains("<h2>Alpha</h2>"))
        #expect(html.contains(#"<h3><a href="../../alpha/folder/p0002.html">Folder</a></h3>"#))
        #expect(html.contains(#"<li><a href="../../alpha/folder/p0200.html" aria-current="page">Page 200</a></li>"#))
        #expect(html.contains("<li class=\"nav-more\">… 42 more above</li>"))
        #expect(html.contains("<li class=\"nav-more\">… 41 more below</li>"))
        #expect(html.components(separatedBy: "<li><a").count - 1 == 2 * Navigation.window + 1)
    }

    @Test func theSidebarIsTheSameSizeOnASiteFiveTimesLarger() throws {
        let small = try sidebar(pages: 400, probe: 200).count
        let large = try sidebar(pages: 2000, probe: 1000).count
        #expect(abs(large - small) < 200, "\(small) bytes against \(large)")
    }

    @Test func aSmallSiteListsEveryPage() throws {
        let html = try sidebar(pages: 40, probe: 20)
        #expect(html.components(separatedBy: "<li><a").count - 1 == 40)
    }

    @Test func pagesOutsideFoldersShowAWindowToo() throws {
        let pages = (0..<300).map { index in
            PageParser.parse("# Page \(index)\n", path: "p\(String(format: "%04d", index)).md", displayPath: "p.md")
        }
        let (theme, _) = Theme.load(overrides: nil)
        let navigation = Navigation(pages: pages, theme: try #require(theme))
        let html = navigation.sectionsHTML(for: pages[150]).joined(separator: "\n")
        #expect(html.components(separatedBy: "<li><a").count - 1 == 2 * Navigation.window + 1)
        #expect(html.contains(#"<li><a href="p0150.html" aria-current="page">Page 150</a></li>"#))
        #expect(html.contains("<li class=\"nav-more\">… 142 more above</li>"))
        #expect(html.contains("<li class=\"nav-more\">… 141 more below</li>"))
    }

    /// A folder whose pages stand at two depths: each page's window links every page, its own
    /// depth or not, the folded folder and the pages outside any folder, from the page's own way
    /// back to the root.
    @Test func aFolderAtTwoDepthsLinksFromEachPagesRoot() throws {
        let paths = (0..<3).map { "top\($0).md" }
            + (0..<40).map { "01-alpha/01-folder/p\(String(format: "%04d", $0)).md" }
            + (0..<40).map { "01-alpha/01-folder/sub/q\(String(format: "%04d", $0)).md" }
            + (0..<40).map { "01-alpha/02-other/r\(String(format: "%04d", $0)).md" }
        let pages = paths.enumerated().map { index, path in
            PageParser.parse("# Page \(index)\n", path: path, displayPath: "p.md")
        }
        let (theme, _) = Theme.load(overrides: nil)
        let navigation = Navigation(pages: pages, theme: try #require(theme))
        let deep = navigation.sectionsHTML(for: pages[48]).joined(separator: "\n")
        #expect(deep.contains(#"<li><a href="../../../alpha/folder/p0037.html">Page 40</a></li>"#))
        #expect(deep.contains(
            #"<li><a href="../../../alpha/folder/sub/q0005.html" aria-current="page">Page 48</a></li>"#
        ))
        #expect(deep.contains(#"<h3><a href="../../../alpha/other/r0000.html">Other</a></h3>"#))
        #expect(deep.contains(#"<li><a href="../../../top0.html">Page 0</a></li>"#))
        let shallow = navigation.sectionsHTML(for: pages[41]).joined(separator: "\n")
        #expect(shallow.contains(#"<li><a href="../../alpha/folder/sub/q0006.html">Page 49</a></li>"#))
        #expect(shallow.contains(#"<li><a href="../../alpha/folder/p0038.html" aria-current="page">Page 41</a></li>"#))
        #expect(shallow.contains(#"<h3><a href="../../alpha/other/r0000.html">Other</a></h3>"#))
        #expect(shallow.contains(#"<li><a href="../../top0.html">Page 0</a></li>"#))
        #expect(!shallow.contains("../../../"))
    }
}
