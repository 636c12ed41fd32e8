import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import DSGenSwift

/// `sourceText` stands in for swift-syntax's `trimmedDescription` (which copies the node first):
/// the two must agree on every node, whatever trivia or bytes surround it.
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
            // Where a node ends in a token the parser only inferred (a missing `)`), the spaces
            // before that token are the node's end too: `sourceText` drops them, as it does
            // any node's trailing spaces; `trimmedDescription` keeps them.
            let endsInMissingToken = node.lastToken(viewMode: .all)?.presence == .missing
            let expected =
                endsInMissingToken
                ? node.trimmedDescription.trimmingCharacters(in: .whitespaces) : node.trimmedDescription
            #expect(node.sourceText == expected, "\(node.kind) in \(source.debugDescription)")
        }
    }
}
