import DSGenCore
import DSGenSwift
import Testing
@testable import DSGenSite

struct PreviewFindingsLineTests {
    /// Pages whose Swift fences are plain, indented, end in a blank line, are empty, hold
    /// non-ASCII text, and come from a file with Windows line endings.
    static let pages = [
        "# A\n\n```swift\nText(\"a\")\n    .padding()\n.font(.body)\n```\n",
        "# B\n\n```swift\nVStack {\n}\n\n```\n\n```swift\n```\n",
        "# C\n\n```swift\nText(\"Café ☕️\")\n  Text(\"naïve\")\n```\n",
        "# D\r\n\r\n```swift\r\nText(\"a\")\r\n    .padding()\r\n```\r\n",
    ]

    @Test(arguments: pages)
    func aFenceLineIsTheLineASplitGives(_ markdown: String) throws {
        let sources = SwiftSource.fences(of: [PageParser.parse(markdown, path: "p.md", displayPath: "p.md")])
        try #require(!sources.isEmpty)
        for source in sources {
            let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
            for number in 1...(lines.count + 2) {
                let split = lines.indices.contains(number - 1) ? String(lines[number - 1]) : ""
                #expect(Array(PreviewFindings.line(number, of: source).utf8) == Array(split.utf8), "line \(number)")
            }
        }
    }

    @Test func aFileLineIsSplitAtLineFeeds() {
        let windows = SwiftSource(path: "a.swift", text: "a\r\nb\r\n", origin: .file)
        #expect(PreviewFindings.line(2, of: windows) == "", "\\r\\n is one character, so no second line")
        #expect(PreviewFindings.line(2, of: SwiftSource(path: "a.swift", text: "a\nb\n", origin: .file)) == "b")
    }
}
