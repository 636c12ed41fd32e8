import Testing
@testable import DSGenCore

/// A fence's lines are kept as places in its code: each reads back as the text and location it
/// was made from, wherever the fence stands.
struct FenceLinesTests {
    @Test func linesInAListItemReadBackWithTheirColumns() throws {
        let page = PageParser.parse("""
        - Item

          ```swift
          let café = "é"

            Text(café)
          ```
        """, path: "p.md", displayPath: "Content/p.md")
        let at = { (line: Int, column: Int) in SourceLocation(path: "Content/p.md", line: line, column: column) }
        let lines = try #require(page.fences.first?.lines)
        #expect(Array(lines) == [
            SourceText("let café = \"é\"", at: at(4, 3)),
            SourceText("", at: at(5, 1)),
            SourceText("  Text(café)", at: at(6, 3)),
        ])
        #expect(lines.location(ofLine: 2) == at(6, 3))
        #expect(page.fences.first?.code == "let café = \"é\"\n\n  Text(café)\n")
    }

    @Test func aFenceOfOneEmptyLineAndAnEmptyFence() {
        let page = PageParser.parse("```swift\n\n```\n\n```swift\n```\n", path: "p.md", displayPath: "p.md")
        #expect(page.fences.map { Array($0.lines) } == [
            [SourceText("", at: SourceLocation(path: "p.md", line: 2, column: 1))],
            [],
        ])
        #expect(page.fences.map(\.code) == ["\n", ""])
    }

    @Test func linesMadeByHandKeepTheirText() {
        let made = [
            SourceText("a", at: SourceLocation(path: "x.md", line: 7, column: 5)),
            SourceText("bcd", at: SourceLocation(path: "x.md", line: 8, column: -1)),
        ]
        let fence = Fence(index: 0, info: [], lines: made, location: SourceLocation(path: "x.md", line: 6, column: 1))
        #expect(Array(fence.lines) == made)
        #expect(fence.lines.count == 2)
    }
}
