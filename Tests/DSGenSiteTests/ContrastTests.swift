import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// Contrast is shown for the pairs a spec declares (`@on`), in every appearance, and nowhere else.
struct ContrastTests {
    @Test func aTextColourShowsItsContrastOnEachBackgroundItDeclaresAndOtherColoursShowNone() throws {
        let scratch = try ScratchFolder()
        try scratch.write("""
        # Colours

        ```tokens colors kind=color
        paper    #FFFFFF | #1C1C1E
        card     #F2F2F7
        ink      #1C1C1E | #F2F2F7 @on({colors.paper})
        caption  #3A3A3C @on({colors.card})
        sheet    #FFFFFF | #000000
        mid      #767676 @on({colors.sheet})
        accent   #FF9500
        ```
        """, to: "Content/colors.md")
        let page = text(try scratch.buildSite().files, "colors.html")
        let lines = page.split(separator: "\n").filter { $0.hasPrefix("<li>on ") }
        #expect(lines == [
            "<li>on paper: 17.01:1 <span class=\"badge badge-aaa\">AAA</span></li>",
            "<li>on paper: 15.24:1 <span class=\"badge badge-aaa\">AAA</span></li>",
            "<li>on card: 10.17:1 <span class=\"badge badge-aaa\">AAA</span></li>",
            "<li>on sheet, light: 4.54:1 <span class=\"badge badge-aa\">AA</span></li>",
            "<li>on sheet, dark: 4.62:1 <span class=\"badge badge-aa\">AA</span></li>",
        ])
        #expect(!page.contains("white text on it") && !page.contains("on the light page"))
    }
}

extension ContrastTests {
    @Test func theIndexGridPairsDeclaredColoursAndColoursByTheirGroupsUses() throws {
        let scratch = try ScratchFolder()
        try scratch.write("""
        # Colours

        ```tokens surfaces kind=color use=background
        page  #FFFFFF | #000000
        ```

        ```tokens text kind=color use=foreground
        body  #1C1C1E | #F2F2F7
        hint  #6E6E73 @on({surfaces.page})
        ```
        """, to: "Content/colors.md")
        let system = try #require(ContentLoader.load(contentDirectory: scratch.path + "/Content").0)
        let grid = ContrastGrid(system)
        #expect(grid.columns == ["Light", "Dark"])
        #expect(
            grid.pairs.map {
                "\($0.text) on \($0.background) \($0.isDeclared ? "declared" : "by use"): "
                    + $0.cells.map { "\($0.contrast.ratio) \($0.contrast.level)" }.joined(separator: ", ")
            } == [
            "text.hint on surfaces.page declared: 5.07:1 AA, 4.14:1 fails",
            "text.body on surfaces.page by use: 17.01:1 AAA, 18.81:1 AAA",
        ])
    }
}

extension ContrastTests {
    /// A text colour the same in every appearance, on a system colour: its row shows the figure
    /// in each appearance in which the background differs, Apple's Increase Contrast values too,
    /// so the figure a contrast finding names is on the page.
    @Test func aPairOnASystemColourShowsEveryAppearanceThatDiffers() throws {
        let scratch = try ScratchFolder()
        try scratch.write("""
        # Badges

        ```tokens badges kind=color
        info     blue
        ```

        ```tokens text kind=color
        onInfo   black  @on({badges.info})
        ```
        """, to: "Content/badges.md")
        let site = try scratch.buildSite()
        let lines = text(site.files, "badges.html").split(separator: "\n").filter { $0.hasPrefix("<li>on ") }
        #expect(lines == [
            "<li>on info, light: 5.22:1 <span class=\"badge badge-aa\">AA</span></li>",
            "<li>on info, dark: 5.75:1 <span class=\"badge badge-aa\">AA</span></li>",
            "<li>on info, light, high contrast: 2.77:1 <span class=\"badge badge-fails\">fails</span></li>",
            "<li>on info, dark, high contrast: 7.41:1 <span class=\"badge badge-aaa\">AAA</span></li>",
        ])
    }
}
