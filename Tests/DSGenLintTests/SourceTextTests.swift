import SwiftParser
import SwiftSyntax
import Testing
@testable import DSGenLint

/// `sourceText` stands in for swift-syntax's `trimmedDescription` (which copies the node first):
/// the two must agree on every node, whatever trivia, missing tokens or bytes surround it.
struct SourceTextTests {
    static let sources = [
        "struct A: View, SwiftUI.Equatable { var body: some View { Text(\"a\") } }\n",
        "  /* before */ let x = 1 // after\n",
        "let y = f(a: 1, /* inside */ b: [2, 3]) \t\n",
        "func g( -> Int {\n",  // missing tokens
        "let é = \"caf\u{E9}\" // accents\n",
        "",
    ]

    @Test(arguments: sources)
    func agreesWithTrimmedDescriptionOnEveryNode(source: String) {
        let tree = Parser.parse(source: source)
        var nodes: [Syntax] = [Syntax(tree)]
        var index = 0
        while index < nodes.count {
            nodes += nodes[index].children(viewMode: .sourceAccurate)
            index += 1
        }
        #expect(nodes.count > (source.isEmpty ? 0 : 3))
        for node in nodes {
            #expect(node.sourceText == node.trimmedDescription, "\(node.kind) in \(source.debugDescription)")
        }
    }
}
