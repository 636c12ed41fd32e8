import DSGenCore
import SwiftSyntax

/// A system material written by name where a material token has that value.
struct HardcodedMaterialRule: SwiftRule {
    var sites: RuleSites { .members }
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .hardcodedMaterial,
        summary: "A system material is written by name where a material token has that value.",
        severity: .error,
        hardcoded: HardcodedValues(allowing: .names(HardcodedMaterialRule.names)) { $0.hasMaterials },
        triggering: [
            "Text(\"Hi\").background(↓.thinMaterial)",
            "sheet.presentationBackground(↓Material.regular)",
        ],
        nonTriggering: [
            "Text(\"Hi\").background(DesignSystem.Materials.card)",
            "Text(\"Hi\").background(.ultraThickMaterial)",
            "Text(\"Hi\").background(.bar)",
            "enum DesignSystem { enum Materials { static let card = Material.thin } }",
        ]
    )

    /// Names that can be a material: `.thinMaterial`, and `Material.thin`.
    static let names = Set(Material.allCases.flatMap { [$0.rawValue, String($0.swiftName.dropFirst())] })

    func check(_ site: MemberSite, in file: LintFile) {
        guard file.looks(file.catalog.hasMaterials), Self.names.contains(site.name),
              !file.isInsideDefinition else { return }
        let member = site.node, name = site.name
        let material: Material?
        if let base = member.base {
            material = base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Material"
                ? Material(rawValue: name) : nil
        } else {
            material = Material.allCases.first { $0 != .bar && $0.swiftName == "." + name }
        }
        guard let material, !file.configuration.allows(description.id, name: name) else { return }
        let tokens = file.catalog.candidates(.material).filter { $0.token.values.light == .material(material) }
        guard !tokens.isEmpty else { return }
        let match = ValueMatch(exact: tokens, nearest: [])
        file.report(
            description, at: member,
            "hard-coded material '\(file.text(of: member))'" + match.advice { $0.swiftName },
            replacement: match.fix?.swiftName
        )
    }
}
