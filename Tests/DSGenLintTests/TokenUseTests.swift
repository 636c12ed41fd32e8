@testable import DSGenCore
@testable import DSGenLint
@testable import DSGenSwift
import Testing

/// When several tokens share a value, the group's `use=` decides which one a call's value becomes,
/// and a value that stays ambiguous is never rewritten.
struct TokenUseTests {
    static let spec = """
    # Tokens

    ```tokens spacing kind=dimension use=padding,stack swift=DesignSystem.Spacing
    md  16pt
    lg  20pt
    ```

    ```tokens grid kind=dimension use=grid swift=DesignSystem.Grid
    gutter  16pt
    ```

    ```tokens form kind=dimension use=form swift=DesignSystem.Form
    padding  20pt
    inset    24pt
    ```

    ```tokens colors kind=color use=foreground swift=DesignSystem.Text
    alert  red
    ```

    ```tokens fills kind=color use=background swift=DesignSystem.Fill
    alert  red
    ```
    """

    static let linter: Linter = {
        let (system, diagnostics) = DesignSystem.read([
            PageParser.parse(spec, path: "tokens.md", displayPath: "tokens.md")
        ])
        precondition(diagnostics.isEmpty, "the spec has errors: \(diagnostics)")
        return Linter(system: system, configuration: LintConfiguration())
    }()

    private func findings(_ code: String) -> [Finding] {
        Self.linter.lint(SwiftSource(path: "View.swift", text: code, origin: .file)).findings
    }

    @Test func theTokenForTheCallsUseIsTheFix() {
        let found = findings("VStack(spacing: 16) { Text(\"a\").padding(16) }\nLazyVGrid(columns: c, spacing: 16) {}\n")
        #expect(found.map(\.message) == [
            "hard-coded spacing 16; use DesignSystem.Spacing.md",
            "hard-coded spacing 16; use DesignSystem.Spacing.md",
            "hard-coded spacing 16; use DesignSystem.Grid.gutter",
        ])
        #expect(
            found.map { $0.fix?.replacement } == [
                "DesignSystem.Spacing.md", "DesignSystem.Spacing.md", "DesignSystem.Grid.gutter",
            ])
    }

    @Test func aTokenForAnotherUseIsNeverProposed() {
        let found = findings("VStack(spacing: 24) { Text(\"a\") }\nHStack(spacing: 20) {}\n")
        #expect(found.map(\.message) == [
            "hard-coded spacing 24; tokens with this value: DesignSystem.Form.inset (for form)",
            "hard-coded spacing 20; use DesignSystem.Spacing.lg",
        ])
        #expect(found[0].fix == nil)
    }

    @Test func paddingAFormIsAFormsUse() {
        let found = findings(
            "Form { Text(\"a\").padding(20) }\n    .frame(width: 400)\n    .padding(20)\nForm { }\n    #if " +
                "os(macOS)\n    .padding(24)\n    #endif\n"
        )
        #expect(found.map(\.message) == [
            "hard-coded spacing 20; use DesignSystem.Spacing.lg",
            "hard-coded spacing 20; use DesignSystem.Form.padding",
            "hard-coded spacing 24; use DesignSystem.Form.inset",
        ])
    }

    @Test func coloursFollowTheModifierTheyAreIn() {
        let found = findings("Text(\"a\").foregroundStyle(.red).background(Color.red).overlay(Color.red)\n")
        #expect(found.map(\.message) == [
            "hard-coded colour '.red'; use DesignSystem.Text.alert",
            "hard-coded colour 'Color.red'; use DesignSystem.Fill.alert",
                "hard-coded colour 'Color.red'; tokens with this value: DesignSystem.Text.alert (for foreground), " +
                    "DesignSystem.Fill.alert (for background)",
        ])
        #expect(found.map { $0.fix?.replacement } == ["DesignSystem.Text.alert", "DesignSystem.Fill.alert", nil])
    }
}
