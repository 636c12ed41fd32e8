import DSGenCore
import SwiftSyntax

/// A token reached through an object rather than named on its type:
/// - a member of the app's theme (`theme.tintColor`, `Theme.shared.tintColor`, `colorSet.labelColor`)
///   for a group whose Swift prefix names one of the resolver's theme modifiers (`ColorSet` for the
///   modifier `colorSet`, as `dsgen init` writes an app's themes), where the object is named for a
///   theme or for that prefix, however the view reached it (environment, shared instance, parameter);
/// - a name under a wrapper's entry point (`.compound.textPrimary`, `Color.compound.textPrimary`),
///   see `AppDeclarations.wrapped`.
enum InstanceMember {
    /// The theme groups' tokens by member name: `tintColor` → `ColorSet.tintColor`.
    static func themeMembers(_ namesByPrefix: [String: [String]], themes: [ResolverModifier]) -> [String: String] {
        let modifiers = Set(themes.map { $0.name.lowercased() })
        var members: [String: String] = [:]
        for (prefix, names) in namesByPrefix.sorted(by: { $0.key < $1.key })
            where !prefix.contains(".") && modifiers.contains(prefix.lowercased()) {
            for name in names where members[name] == nil { members[name] = prefix + "." + name }
        }
        return members
    }

    /// The group prefix and name `node` reaches this way, whether or not the spec has that name
    /// (a wrapper's misspelt member is `unknown_token`'s to report).
    static func reference(_ node: MemberAccessExprSyntax, in file: LintFile) -> (prefix: String, name: String)? {
        guard let base = node.base, !ImplicitMember.isCalled(node) else { return nil }
        let name = node.declName.baseName.text
        if let entry = base.as(MemberAccessExprSyntax.self),
           let types = file.configuration.app.reached[entry.declName.baseName.text],
           entry.base == nil || entry.base?.is(DeclReferenceExprSyntax.self) == true {
            // A member the wrapper declares itself is its own, not the wrapped type's.
            let own = file.configuration.app.wrapperMembers[entry.declName.baseName.text] ?? []
            let groups = types.sorted().filter { file.catalog.namesByPrefix[$0] != nil }
            if own.contains(name) { return nil }
            // An entry to a type of no group (`static let shared = Theme()`) may still be a theme's.
            if let first = groups.first {
                return (groups.first { file.catalog.tokensBySwiftName[$0 + "." + name] != nil } ?? first, name)
            }
        }
        guard let swiftName = file.catalog.themeMembers[name], let dot = swiftName.lastIndex(of: ".") else {
            return nil
        }
        let prefix = String(swiftName[..<dot])
        let named = names(along: base)
        guard named.contains(where: { $0.lowercased().contains("theme") || $0.lowercased() == prefix.lowercased() })
        else { return nil }
        return (prefix, name)
    }

    /// The names a dotted base is spelt with: `self.theme` → [`self`, `theme`]; nothing for a base
    /// that is not a plain dotted name (a call, a subscript).
    private static func names(along base: ExprSyntax) -> [String] {
        var names: [String] = []
        var current: ExprSyntax? = base
        while let link = current {
            if let member = link.as(MemberAccessExprSyntax.self) {
                names.append(member.declName.baseName.text)
                current = member.base
            } else if let reference = link.as(DeclReferenceExprSyntax.self) {
                names.append(reference.baseName.text)
                current = nil
            } else {
                return []
            }
        }
        return names
    }
}
