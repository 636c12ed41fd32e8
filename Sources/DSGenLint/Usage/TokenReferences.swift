import DSGenCore
import SwiftSyntax

/// The tokens a Swift file names, by their Swift names, read as lint reads them (`TokenChain`):
/// `DesignSystem.Spacing.md`, or `DesignSystem.Colors.error` inside
/// `DesignSystem.Colors.error.opacity(0.5)`. An implicit member (`.md` where the type is
/// inferred) names no type, and is not counted.
final class TokenReferences: SyntaxVisitor {
    private let catalog: TokenCatalog
    private(set) var counts: [String: Int] = [:]

    init(_ catalog: TokenCatalog) {
        self.catalog = catalog
        super.init(viewMode: .sourceAccurate)
    }

    static func count(in tree: SourceFileSyntax, catalog: TokenCatalog) -> [String: Int] {
        let visitor = TokenReferences(catalog)
        visitor.walk(tree)
        return visitor.counts
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // A chain is read from its outermost link; the links inside it are no chains of their own.
        if let chain = TokenChain(node, in: catalog), !chain.isCalled,
           catalog.tokensBySwiftName[chain.swiftName] != nil {
            counts[chain.swiftName, default: 0] += 1
        }
        return .visitChildren
    }
}
