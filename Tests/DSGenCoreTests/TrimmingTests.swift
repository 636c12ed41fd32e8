import DSGenCore
import Foundation
import Testing

struct TrimmingTests {
    /// Lines as the examples' unread expressions hold them: plain, indented with spaces and tabs,
    /// blank, and ends that only Foundation's reading trims (other Unicode spaces, a mark on a space).
    static let lines = [
        "", " ", "\t \t", "x", "  .padding(8)  ", "\t.font(.body)\t", "Text(\"a  b\")",
        "\u{A0}x\u{A0}", "  \u{3000}x ", "x \u{2009}", " \u{301}x", "x \u{301} ", "Café ", " naïve",
        "\u{1F3A8} ", " x\u{200B}",
    ]

    @Test(arguments: lines)
    func trimsAsFoundationDoes(_ line: String) {
        let text = "[" + line + "]"
        let inner = text.dropFirst().dropLast()
        #expect(inner.trimmingSpaces() == inner.trimmingCharacters(in: .whitespaces))
        #expect(Array(inner.trimmingSpaces().utf8) == Array(inner.trimmingCharacters(in: .whitespaces).utf8))
    }

    @Test func asciiEndsAreTrimmedByTheirBytes() {
        #expect("  .padding(8)\t"[...].trimmingSpaces() == ".padding(8)")
        #expect(" \t "[...].trimmingSpaces().isEmpty)
    }
}
