import SwiftParser
import SwiftSyntax
import Testing
@testable import DSGenSwift

/// `SyntaxDepth` searches only subtrees whose text is long enough to reach its limit; that is
/// sound only if no construct makes more levels a byte than it allows. (Square brackets nested
/// deeper take the parser exponential time; `ParseBudget` keeps those away from it.)
struct SyntaxDepthTests {
    static let shapes: [(String, @Sendable (Int) -> String)] = [
        ("parentheses", { "let a = " + String(repeating: "(", count: $0) + "1" + String(repeating: ")", count: $0) }),
        ("arrays", { "let a = " + String(repeating: "[", count: $0) + "1" + String(repeating: "]", count: $0) }),
        ("closures", { "let a = " + String(repeating: "{", count: $0) + String(repeating: "}", count: $0) }),
        ("calls", { "let a = " + String(repeating: "f(", count: $0) + String(repeating: ")", count: $0) }),
        ("modifiers", { "let a = Text(\"a\")" + String(repeating: ".b", count: $0) }),
        ("optional chains", { "let a = x" + String(repeating: "?.b", count: $0) }),
        ("force unwraps", { "let a = x" + String(repeating: "!", count: $0) }),
        ("else-if chains", { "if a {}" + String(repeating: " else if a {}", count: $0) }),
        (
            "generics",
            { "let a: " + String(repeating: "A<", count: $0) + "B" + String(repeating: ">", count: $0) + " = x" }
        ),
        (
            "interpolations",
            { "let a = " + String(repeating: "\"\\(", count: $0) + "1" + String(repeating: ")\"", count: $0) }
        ),
        ("prefix operators", { "let a = " + String(repeating: "-", count: $0) + "1" }),
        ("nested types", { String(repeating: "struct A { ", count: $0) + String(repeating: "}", count: $0) }),
        ("unclosed brackets", { "let a = f(" + String(repeating: "(", count: $0) }),
    ]

    @Test(arguments: [1, 5, 12])
    func noConstructGoesDeeperThanItsBytesAllow(nesting: Int) {
        for (name, make) in Self.shapes {
            let source = make(nesting) + "\n"
            let tree = Parser.parse(source: source)
            // Every node, with how far below it the tree goes, checked against its own bytes.
            var stack = [Syntax(tree)]
            var order: [Syntax] = []
            while let node = stack.popLast() {
                order.append(node)
                stack += node.children(viewMode: .sourceAccurate)
            }
            var worst = Int.min
            var below: [SyntaxIdentifier: Int] = [:]
            for node in order.reversed() {
                let levels = node.children(viewMode: .sourceAccurate).map { (below[$0.id] ?? 0) + 1 }.max() ?? 0
                below[node.id] = levels
                worst = max(
                    worst,
                    levels - node.totalLength.utf8Length * SyntaxDepth.levelsPerByte - SyntaxDepth.levelsWithoutBytes)
            }
            #expect(
                worst <= 0, "\(name), nested \(nesting): a subtree goes \(worst) levels deeper than its bytes allow")
        }
    }

    @Test func aChainPastTheLimitIsFoundAndShortCodeIsNot() {
        let chain = "let v = Text(\"a\")" + String(repeating: ".padding(8)", count: 3_000) + "\n"
        #expect(SyntaxDepth.firstPositionBeyondLimit(in: Parser.parse(source: chain), source: chain)?.utf8Offset == 8)
        let short = "let v = Text(\"a\")" + String(repeating: ".padding(8)", count: 300) + "\n"
        #expect(SyntaxDepth.firstPositionBeyondLimit(in: Parser.parse(source: short), source: short) == nil)
    }
}
