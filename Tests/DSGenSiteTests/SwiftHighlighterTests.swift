import Foundation
import Testing
@testable import DSGenSite

/// Swift examples are coloured by swift-syntax's classification, and keep every character.
struct SwiftHighlighterTests {
    @Test func classifiesKeywordsTypesLiteralsAndComments() {
        let html = SwiftHighlighter.html("let size: CGFloat = 16 // pt\nText(\"Hi\")\n")
        #expect(html == """
        <span class="hl-keyword">let</span> size: <span class="hl-type">CGFloat</span> = <span \
        class="hl-number">16</span> <span class="hl-comment">// pt</span>
        Text(<span class="hl-string">&quot;Hi&quot;</span>)

        """)
    }

    /// Classifying recurses once per level of the tree; code deeper than dsgen reads is shown
    /// plain, every character kept and escaped.
    @Test func codeNestedPastTheLimitIsShownPlain() {
        let code = "let v = Text(\"<a>\")" + String(repeating: ".padding(8)", count: 20_000) + "\n"
        #expect(
            SwiftHighlighter.html(code)
                == code.replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;"))
    }

    @Test(arguments: [
        "struct Row: View {\n    @State var on = false\n    var body: some View { Text(\"<b> & 'x'\") }\n}\n",
        "#if os(macOS)\n.padding(16)\n#endif\n",
        "func broken( {\n  let 🙂 = \"unterminated\n",
        "",
    ])
    func keepsEveryCharacter(_ code: String) {
        let html = SwiftHighlighter.html(code)
        let text = html.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
        #expect(text == code)
        #expect(!html.contains("<b>"))
    }
}
