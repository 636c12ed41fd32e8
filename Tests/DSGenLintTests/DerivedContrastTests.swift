@testable import DSGenCore
@testable import DSGenLint
import Testing

/// A spec of light and dark values over system colours: a pair that falls short only in Apple's
/// Increase Contrast values is a warning of its own, and an error once the team answers for it.
struct DerivedContrastTests {
    static let spec = """
        # Badges

        ```tokens badges kind=color swift=DS.Badges
        info     blue
        success  green
        ```

        ```tokens text kind=color swift=DS.Text
        onInfo     black  @on({badges.info})
        onSuccess  black  @on({badges.success})
        ```
        """

    static func findings(_ configuration: LintConfiguration) -> [String] {
        let system = DesignSystem.read([PageParser.parse(spec, path: "badges.md", displayPath: "badges.md")]).0
        return Linter(system: system, configuration: configuration).lintSpec(loading: [])
            .map { "\($0.location.line):\($0.location.column) \($0.severity) [\($0.rule)] \($0.message.prefix(78))" }
    }

    @Test func aDerivedAppearanceIsAWarningOfItsOwn() {
        #expect(Self.findings(LintConfiguration()) == [
            "9:23 warning [insufficient_contrast_derived] 'text.onInfo' on 'badges.info' has a contrast of 2.77:1 in " +
                "light-high-contrast",
        ])
    }

    @Test func anAppearanceTheTeamListsIsJudgedAsTheSpecs() {
        var configuration = LintConfiguration()
        configuration.contrastAppearances = [.lightHighContrast]
        #expect(Self.findings(configuration) == [
            "9:23 error [insufficient_contrast] 'text.onInfo' on 'badges.info' has a contrast of 2.77:1 in " +
                "light-high-contrast",
        ])
    }
}
