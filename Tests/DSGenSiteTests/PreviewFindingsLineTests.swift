import Testing
@testable import DSGenSite

struct PreviewFindingsLineTests {
    /// Examples' texts: plain, with a last line break, empty, with non-ASCII text, and with
    /// Windows line endings, where `\r\n` is one character and no line break of a split at `\n`.
    static let texts = [
        "Text(\"a\")\n    .padding()\n.font(.body)", "VStack {\n}\n", "", "\n\n", "Text(\"Café ☕️\")\n  Text(\"naïve\")",
        "Text(\"a\")\r\n    .padding()\r\n", "a\rb\nc",
    ]

    @Test(arguments: texts)
    func aLineIsTheLineASplitGives(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for number in 1...(lines.count + 2) {
            let split = lines.indices.contains(number - 1) ? String(lines[number - 1]) : ""
            #expect(Array(PreviewFindings.line(number, of: text).utf8) == Array(split.utf8), "line \(number)")
        }
    }

    @Test func windowsLineEndingsKeepTheirOneLine() {
        #expect(PreviewFindings.line(2, of: "a\r\nb\r\n") == "", "\\r\\n is one character, so no second line")
        #expect(PreviewFindings.line(2, of: "a\nb\n") == "b")
    }
}
