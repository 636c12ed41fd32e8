@testable import DSGenCore
@testable import DSGenLint
@testable import DSGenSwift
import Testing

/// A hard-coded value inside another that is reported (a colour inside a gradient equal to a
/// gradient token) is said once, by the outer finding, and fixed once.
struct OneFindingPerExpressionTests {
    static let system: DesignSystem = {
        let spec = """
            # Tokens

            ```tokens colors kind=color swift=DS.Colors
            scrimColor  black.opacity(0.4)
            ```

            ```tokens gradients kind=gradient swift=DS.Gradients
            scrim  linear(colors: [clear, black.opacity(0.4)], startPoint: top, endPoint: bottom)
            ```
            """
        return DesignSystem.read([PageParser.parse(spec, path: "t.md", displayPath: "t.md")]).0
    }()

    static let code = """
        Rectangle().fill(LinearGradient(colors: [.clear, .black.opacity(0.4)], startPoint: .top, endPoint: .bottom))
        """

    @Test func theGradientIsReportedWithTheColourItHolds() throws {
        let findings = Linter(system: Self.system, configuration: LintConfiguration())
            .lint(SwiftSource(path: "View.swift", text: Self.code, origin: .file)).findings
        #expect(findings.map { "\($0.location.column) \($0.message) [\($0.rule)]" } == [
            "18 hard-coded gradient; use DS.Gradients.scrim (it holds hard-coded colour '.black.opacity(0.4)') " +
                "[hardcoded_gradient]",
        ])
        let fixes = findings.compactMap(\.fix)
        #expect(FixApplier.apply(fixes, to: Self.code)?.text == "Rectangle().fill(DS.Gradients.scrim)")
    }

    @Test func aColourOnItsOwnIsStillReported() {
        let findings = Linter(system: Self.system, configuration: LintConfiguration())
            .lint(SwiftSource(
                path: "View.swift", text: "Text(\"a\").foregroundStyle(.black.opacity(0.4))", origin: .file
            ))
            .findings
        #expect(findings.map(\.rule) == [.hardcodedColor])
    }
}
