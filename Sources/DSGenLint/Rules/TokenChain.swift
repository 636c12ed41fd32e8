import DSGenCore
import SwiftSyntax

/// A dotted name in Swift code that reaches under a token group's prefix: `DesignSystem.Spacing.md`,
/// and `DesignSystem.Colors.error` in `DesignSystem.Colors.error.opacity(0.5)`.
struct TokenChain {
    /// The group prefix, `DesignSystem.Spacing`.
    var prefix: String
    /// The name after the prefix, `md`.
    var name: String
    /// The expression that spells `prefix.name`.
    var node: MemberAccessExprSyntax
    /// Whether the name is called as a method directly: `DesignSystem.Colors.color(for: status)`.
    var isCalled: Bool

    var swiftName: String { prefix + "." + name }

    /// The chain that `member` ends, if `member` is the outermost link of a plain dotted name and
    /// that name reaches under one of the catalogue's group prefixes.
    init?(_ member: MemberAccessExprSyntax, in catalog: TokenCatalog) {
        // Most member accesses are `.padding` or `view.frame`: rule them out before anything else.
        var base = member.base
        while let next = base?.as(MemberAccessExprSyntax.self) { base = next.base }
        guard let rootName = base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              catalog.isRoot(rootName) else { return nil }
        if let parent = member.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == member.id { return nil }
        var links: [MemberAccessExprSyntax] = [member]
        while let next = links.last?.base?.as(MemberAccessExprSyntax.self) { links.append(next) }
        links.reverse()
        // The longest group prefix the name reaches under: `DesignSystem.Status.Budget.met` is `met`
        // of `status.budget`, not `Budget` of `status`.
        var components = [rootName]
        var found: (prefix: String, index: Int)?
        for (index, link) in links.enumerated() {
            let prefix = components.joined(separator: ".")
            if catalog.namesByPrefix[prefix] != nil {
                guard !["self", "Type", "init"].contains(link.declName.baseName.text) else { return nil }
                found = (prefix, index)
            }
            components.append(link.declName.baseName.text)
        }
        if let (prefix, index) = found {
            self.prefix = prefix
            name = links[index].declName.baseName.text
            node = links[index]
            isCalled = index == links.count - 1
                && member.parent?.as(FunctionCallExprSyntax.self).map { $0.calledExpression.id == member.id } == true
            return
        }
        return nil
    }
}
