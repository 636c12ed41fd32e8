import SwiftSyntax

/// How deep a syntax tree goes, found without recursion. swift-syntax's visitors recurse once per
/// level, so a tree deep enough (one expression of 100,000 chained modifiers) overflows the stack;
/// such a tree is reported and left unread instead.
public enum SyntaxDepth {
    /// The deepest tree dsgen reads. Real code stays within a few hundred levels; a chain of
    /// modifiers takes two or three levels a link.
    public static let limit = 4_000

    /// Where the first node (in document order) deeper than `limit` starts, or nil.
    public static func firstPositionBeyondLimit(in tree: some SyntaxProtocol, source: String) -> AbsolutePosition? {
        // Each level takes at least a byte of a token's text or a tree node of its own, which
        // the parser does not make more than a few of per byte: short sources cannot get there.
        guard source.utf8.count * 3 > limit else { return nil }
        var stack: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = stack.popLast() {
            // A node's position is stored, not searched for (its first token would be a recursion).
            if depth > limit { return node.position }
            for child in node.children(viewMode: .sourceAccurate).reversed() { stack.append((child, depth + 1)) }
        }
        return nil
    }
}
