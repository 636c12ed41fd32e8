@testable import DSGenCore
@testable import DSGenLint
import Testing

/// The facts each rule about hand-written values keeps in its description (what `allow` may
/// exempt, which tokens it needs), as configuration and the catalogue read them.
struct HardcodedValuesTests {
    @Test func eachRuleSaysWhatAllowMayExempt() {
        #expect(LintRules.numbersAllowed.map(\.rule.rawValue) == [
            "hardcoded_spacing", "hardcoded_radius", "hardcoded_font", "hardcoded_size", "hardcoded_opacity",
            "hardcoded_shadow", "hardcoded_motion", "hardcoded_line_width",
        ])
        #expect(LintRules.namesAllowed.map(\.rule.rawValue) == ["hardcoded_color", "hardcoded_material"])
        #expect(LintConfiguration().allowedNumbers == [
            "hardcoded_spacing": [0], "hardcoded_radius": [0], "hardcoded_opacity": [0, 1], "hardcoded_line_width": [0],
        ])
        #expect(LintRules.hardcodedIDs == Set(SwiftRules.all.map(\.description.id)).subtracting([
            .unknownToken, .deprecatedToken,
        ]))
    }

    @Test func aRuleLooksForTheTokensItsDescriptionNames() {
        let system = DriftTests.system("""
        ```tokens spacing kind=dimension swift=DesignSystem.Spacing
        md  16pt
        ```

        ```tokens motion kind=duration swift=DesignSystem.Motion
        quick  150ms
        ```
        """)
        let catalog = TokenCatalog(system)
        let found = LintRules.hardcoded.map(\.id).filter { catalog.hasTokens(for: $0) }
        #expect(found == [.hardcodedSpacing, .hardcodedMotion])
        #expect(catalog.hasTokens(for: .unknownToken))
    }
}
