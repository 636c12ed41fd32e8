import DSGenCore
import DSGenSwift
import SwiftSyntax

/// A name under a token group's Swift prefix that the spec does not declare.
struct UnknownTokenRule: SwiftRule {
    var sites: RuleSites { .members }
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .unknownToken,
        summary: "Code names a token under a group's Swift prefix that the spec does not declare.",
        severity: .error,
        triggering: [
            "Text(\"Hi\").padding(↓DesignSystem.Spacing.huge)",
            "Text(\"Hi\").foregroundStyle(↓DesignSystem.Colors.eror.opacity(0.5))",
            "Text(\"Hi\").foregroundStyle(↓DesignSystem.Colors.Status.mett)",
            "Text(\"Hi\").foregroundStyle(↓DesignSystem.Colors.Statsu.met)",
            "Text(\"Hi\").foregroundStyle(Color(↓.brandPrimry))",
        ],
        nonTriggering: [
            "Text(\"Hi\").padding(DesignSystem.Spacing.md)",
            "Text(\"Hi\").foregroundStyle(DesignSystem.Colors.error.opacity(0.5))",
            "let tint = DesignSystem.Colors.color(for: status)",
            "let other = OtherSystem.Spacing.huge",
            "let type = DesignSystem.Spacing.self",
            "Text(\"Hi\").foregroundStyle(DesignSystem.Colors.Status.met)",
            "let type = DesignSystem.Colors.Status.self",
            "Text(\"Hi\").foregroundStyle(Color(.brandPrimary))",
            "Text(\"Hi\").foregroundStyle(Color(.secondaryLabel))",
            "Text(\"Hi\").foregroundStyle(Color(.appGreen))",
        ]
    )

    func check(_ member: MemberSite, in file: LintFile) {
        if member.chain == nil, member.node.base == nil { return checkCatalogSymbol(member, in: file) }
        if member.chain == nil { return checkWrapped(member, in: file) }
        // A member the app's token files declare beside the tokens is reported once, at its definition.
        guard let chain = member.chain, !chain.isCalled, file.catalog.tokensBySwiftName[chain.swiftName] == nil,
              !file.configuration.app.declared.contains(chain.swiftName) else { return }
        // A typo may be in a nested group's name: `DesignSystem.Status.Budgte.met`.
        let groups = file.catalog.namesByPrefix.keys.compactMap { prefix -> String? in
            guard prefix.hasPrefix(chain.prefix + ".") else { return nil }
            return prefix.dropFirst(chain.prefix.count + 1).split(separator: ".").first.map(String.init)
        }
        let names = (file.catalog.namesByPrefix[chain.prefix] ?? []) + groups
        let closest = Suggestion(candidates: names).closest(to: chain.name)
        // In a namespace of the platform's (`swift=Color`, `swift=CGFloat`), SwiftUI's own members
        // (`Color.clear`, `.primary`) and the app's other names are not the spec's to know: only
        // a name close to a token's, a typo, is reported.
        if closest == nil, SwiftPlatformTypes.isPlatform(String(chain.prefix.prefix { $0 != "." })) { return }
        let suggestion = closest.map { "; did you mean \(chain.prefix).\($0)?" } ?? ""
        file.report(description, at: chain.node, "\(chain.swiftName) is not a token of the spec\(suggestion)")
    }

    /// `.compound.textPrimry`: a misspelt member of the type a wrapper reaches, reported only when it
    /// is close to one of the type's tokens (the wrapper may have members of its own).
    private func checkWrapped(_ member: MemberSite, in file: LintFile) {
        guard let (prefix, name) = InstanceMember.reference(member.node, in: file),
              file.catalog.tokensBySwiftName[prefix + "." + name] == nil,
              member.node.base?.is(MemberAccessExprSyntax.self) == true,
              let closest = Suggestion(candidates: file.catalog.namesByPrefix[prefix] ?? []).closest(to: name)
        else { return }
        let entry = member.node.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? prefix
        let message = "\(prefix).\(name) is not a token of the spec; did you mean .\(entry).\(closest)?"
        file.report(description, at: member.node, message)
    }

    /// `Color(.brandPrimry)`: a symbol Xcode generates for an asset catalog's colour, misspelt.
    /// Only a name close to a catalog colour's is reported: `Color(.secondaryLabel)` is UIKit's,
    /// and another name may be the app's own extension.
    private func checkCatalogSymbol(_ member: MemberSite, in file: LintFile) {
        guard let names = file.catalog.namesByPrefix["ColorResource"],
              file.catalog.tokensBySwiftName["ColorResource." + member.name] == nil,
              let (call, label) = ImplicitMember.enclosingCall(of: member.node), label == nil,
              call.arguments.count == 1, call.calledExpression.is(DeclReferenceExprSyntax.self),
              ImplicitMember.colorTypes.contains(call.calleeName ?? ""), SystemColor.reference(member.name) == nil,
              let closest = Suggestion(candidates: names).closest(to: member.name) else { return }
        file.report(
            description, at: member.node,
            "ColorResource.\(member.name) is not a colour of the asset catalogs; did you mean .\(closest)?"
        )
    }
}
