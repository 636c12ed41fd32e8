import Foundation
import Testing

/// `dsgen lint` over the components the pages document: a stable component's file keeps to the
/// tokens, and the app stops using a deprecated one.
@Suite(.serialized)
struct ComponentLintTests {
    private func project(_ files: [String: String]) throws -> URL {
        let pages = [
            "Content/tokens.md": "# Tokens\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\n" +
                "xs  8pt\nmd  16pt\n```\n",
            "Content/badge.md": "---\nstatus: stable\nsource: Components/Badge.swift\n---\n# Badge\n",
            "Content/tag.md": "---\nstatus: deprecated\nreplacement: badge.md\n" +
                "source: Components/Tag.swift\n---\n# Tag\n",
            "Components/Badge.swift": "struct Badge: View {\n    var body: some View { Text(\"a\").padding(16) }\n}\n",
            "Components/Tag.swift": "#if os(iOS)\nstruct Tag: View {\n" +
                "    var body: some View { Text(\"t\").padding(DesignSystem.Spacing.xs) }\n}\n#endif\n",
            "App/Screen.swift": "struct Screen: View {\n    var body: some View { VStack { Badge(); Tag() } }\n}\n",
        ]
        return try DSGenProcess.project(pages.merging(files, uniquingKeysWith: { $1 }), prefix: "dsgen-components")
    }

    private static let badgeFinding = "Components/Badge.swift:2:45: error: Badge is a stable component " +
        "(Content/badge.md): hard-coded spacing 16; use DesignSystem.Spacing.md [component_hardcoded_value]"
    private static let tagFinding = "App/Screen.swift:2:45: warning: 'Tag' is deprecated (Content/tag.md): " +
        "move to Badge before it is removed [deprecated_component_used]"

    /// The component's file is linted though `sources` does not list it; the app's use of the
    /// deprecated one is found in the sources lint reads.
    @Test func aStableComponentsValueAndADeprecatedComponentsUse() throws {
        let root = try project(["dsgen.yml": "sources: [App]\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try DSGenProcess.run(["lint", "--no-cache"], in: root)
        #expect(result.status == 1)
        #expect(result.standardOutput == Self.tagFinding + "\n" + Self.badgeFinding + "\n")
    }

    /// A component's file among the app's sources is reported once, as the component's.
    @Test func aComponentAmongTheSourcesIsReportedOnce() throws {
        let root = try project(["dsgen.yml": "sources: [App, Components]\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try DSGenProcess.run(["lint", "--no-cache"], in: root)
        #expect(result.standardOutput == Self.tagFinding + "\n" + Self.badgeFinding + "\n")
    }

    /// Off, each rule leaves lint as it was: the value is the app's hard-coded spacing.
    @Test func theRulesCanBeTurnedOff() throws {
        let root = try project([
            "dsgen.yml": "sources: [App, Components]\nrules:\n  component_hardcoded_value: off\n" +
                "  deprecated_component_used: off\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try DSGenProcess.run(["lint", "--no-cache"], in: root)
        #expect(result.standardOutput == "Components/Badge.swift:2:45: error: hard-coded spacing 16; " +
            "use DesignSystem.Spacing.md [hardcoded_spacing]\n")
    }
}
