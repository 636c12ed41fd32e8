import DSGenCore
import SwiftSyntax

/// The tokens a Swift file names, by their Swift names: every member access whose whole dotted
/// name is a token's (`DesignSystem.Spacing.md`, or `DesignSystem.Colors.error` inside
/// `DesignSystem.Colors.error.opacity(0.5)`). An implicit member (`.md` where the type is
/// inferred) names no type, and is not counted.
final class TokenReferences: SyntaxVisitor {
    private let tokens: [String: ResolvedToken]
    private(set) var counts: [String: Int] = [:]

    init(_ tokens: [String: ResolvedToken]) {
        self.tokens = tokens
        super.init(viewMode: .sourceAccurate)
    }

    static func count(in tree: SourceFileSyntax, tokens: [String: ResolvedToken]) -> [String: Int] {
        let visitor = TokenReferences(tokens)
        visitor.walk(tree)
        return visitor.counts
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = Self.dottedName(of: ExprSyntax(node)), tokens[name] != nil else { return .visitChildren }
        counts[name, default: 0] += 1
        // `DesignSystem.Spacing` inside the token's name is no token of its own.
        return .skipChildren
    }

    /// `A.B.c` for a chain of plain names; nil for anything else (a call, a subscript, `.c`).
    private static func dottedName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              let prefix = dottedName(of: base) else { return nil }
        return prefix + "." + member.declName.baseName.text
    }
}
