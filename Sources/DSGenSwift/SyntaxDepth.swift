import SwiftSyntax

/// How deep a syntax tree goes, found without recursion. swift-syntax's visitors recurse once per
/// level, so a tree deep enough (one expression of 100,000 chained modifiers) overflows the stack;
/// such a tree is reported and left unread instead.
public enum SyntaxDepth {
    /// The deepest tree dsgen reads. Real code stays within a few hundred levels; a chain of
    /// modifiers takes two or three levels a link.
    public static let limit = 4_000

    /// Where the first node (in document order) deeper than `limit` starts, or nil.
    ///
    /// Each level of a tree takes some of the source's bytes: swift-syntax makes at most a few
    /// levels a byte (nested brackets make the most, three levels for two bytes), plus a few
    /// that take none. So a subtree can reach the limit only if its text is long enough, and
    /// only such subtrees are searched: in real code, a handful of nodes; in a chain of
    /// thousands of modifiers, its spine. (Searching every node was a tenth of a lint.)
    public static func firstPositionBeyondLimit(in tree: some SyntaxProtocol, source: String) -> AbsolutePosition? {
        var stack: [(node: Syntax, depth: Int)] = []
        func push(_ node: Syntax, at depth: Int) {
            if mayReach(limit - depth, bytes: node.totalLength.utf8Length) { stack.append((node, depth)) }
        }
        push(Syntax(tree), at: 0)
        while let (node, depth) = stack.popLast() {
            // A node's position is stored, not searched for (its first token would be a recursion).
            if depth > limit { return node.position }
            for child in node.children(viewMode: .sourceAccurate).reversed() { push(child, at: depth + 1) }
        }
        return nil
    }

    /// Whether a subtree of `bytes` bytes could go more than `levels` levels deep.
    package static func mayReach(_ levels: Int, bytes: Int) -> Bool {
        bytes * levelsPerByte + levelsWithoutBytes >= levels
    }

    package static let levelsPerByte = 3
    package static let levelsWithoutBytes = 16
}
