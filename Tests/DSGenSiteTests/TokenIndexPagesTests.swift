import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// Past 500 tokens the index lists the pages that declare them, not every token; tokens on no
/// page are still listed in full.
struct TokenIndexPagesTests {
    /// A DTCG file of `count` colours in groups of 50, and a page of `written` more.
    private func site(colours count: Int, written: Int) throws -> [String: Data] {
        let scratch = try ScratchFolder()
        let groups = stride(from: 0, to: count, by: 50).map { start in
            let members = (start..<min(start + 50, count)).map { index in
                let blue = Double(index % 100) / 100
                return "\"c\(index)\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [0, 0, \(blue)]}}"
            }
            return "\"g\(start / 50)\": {\"$type\": \"color\", \(members.joined(separator: ", "))}"
        }
        try scratch.write("{\(groups.joined(separator: ", "))}", to: "Content/palette.tokens.json")
        let lines = (0..<written).map { "space\($0)  \($0 + 1)pt" }.joined(separator: "\n")
        try scratch.write("# Spacing\n\n```tokens spacing kind=dimension\n\(lines)\n```\n", to: "Content/spacing.md")
        return try scratch.buildSite().files
    }

    @Test func upTo500TokensTheIndexListsEveryOne() throws {
        let index = text(try site(colours: 450, written: 50), "tokens.html")
        #expect(!index.contains("id=\"by-page\""))
        #expect(index.contains("id=\"token-g8-c449\""))
        #expect(index.contains("id=\"token-spacing-space49\""))
    }

    @Test func pastThemTheIndexListsThePagesThatDeclareThem() throws {
        let index = text(try site(colours: 500, written: 1), "tokens.html")
        #expect(index.contains("501 tokens, more than one page can show readably"))
        #expect(index.contains(
            "<tr><th scope=\"row\"><a href=\"spacing.html\">Spacing</a></th><td>dimension</td><td>1</td></tr>"
        ))
        #expect(index.contains("<a href=\"tokens/g0.html\">G0</a></th><td>color</td><td>50</td></tr>"))
        #expect(!index.contains("id=\"token-g0-c0\""))
        #expect(!index.contains("id=\"token-spacing-space0\""))
    }
}
