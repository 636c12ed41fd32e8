import SwiftSyntax

/// Finds the first place a tree could not be parsed: a token the parser expected and did not find,
/// or text it could not place. Walks every node, missing ones included, so it runs only on a tree
/// that has errors.
package final class SyntaxErrorFinder: SyntaxVisitor {
    private(set) var first: (position: AbsolutePosition, message: String)?

    package init() { super.init(viewMode: .all) }

    package static func firstError(in tree: SourceFileSyntax) -> (position: AbsolutePosition, message: String)? {
        guard tree.hasError else { return nil }
        let finder = SyntaxErrorFinder()
        finder.walk(tree)
        return finder.first
    }

    override package func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
        if node.presence == .missing {
            note(node.position, node.text.isEmpty ? "expected more code here" : "expected '\(node.text)' here")
        }
        return .skipChildren
    }

    override package func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        let text = node.sourceText.prefix { $0 != "\n" }
        note(
            node.positionAfterSkippingLeadingTrivia,
            "Swift cannot read '\(text.count > 40 ? text.prefix(40) + "…" : text)' here"
        )
        return .skipChildren
    }

    private func note(_ position: AbsolutePosition, _ message: String) {
        if first == nil || position < first!.position { first = (position, message) }
    }
}
