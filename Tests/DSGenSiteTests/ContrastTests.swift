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
