import SwiftSyntax

/// A source's syntax tree when it can be walked: parsed within `ParseBudget`, and no deeper
/// than `SyntaxDepth.limit` (rules and highlighting both recurse once per level). Lint and the
/// site's highlighter read every source through it, so both give up on the same sources.
public enum WalkableTree {
    case tree(SourceFileSyntax)
    /// Not parsed in time: its square brackets nest `depth` deep.
    case tooSlow(depth: Int)
    /// Not parsed: from `line` on, a type's body holds code the parser would take too long to read past.
    case tooSlowToRecover(line: Int)
    /// Parsed, but deeper than the limit from `position` on.
    case tooDeep(at: AbsolutePosition)

    public init(_ text: String) {
        switch ParseBudget.parse(text) {
        case .tooSlow(let depth):
            self = .tooSlow(depth: depth)
        case .tooSlowToRecover(let line):
            self = .tooSlowToRecover(line: line)
        case .parsed(let tree):
            if let deep = SyntaxDepth.firstPositionBeyondLimit(in: tree, source: text) {
                self = .tooDeep(at: deep)
            } else {
                self = .tree(tree)
            }
        }
    }

    /// The tree, or nil when the source cannot be walked.
    public var tree: SourceFileSyntax? {
        if case .tree(let tree) = self { tree } else { nil }
    }
}
