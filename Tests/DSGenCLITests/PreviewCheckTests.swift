import Foundation
import Testing

/// The preview checks over a page's examples: seeded problems (low-contrast text, a 30 pt button,
/// a fixed-size font) are found on their lines, by `lint` and by `build`; a counter-example's are
/// expected; a rule turned off finds nothing.
@Suite(.serialized)
struct PreviewCheckTests {
    private static let tokens = "# Tokens\n\n```tokens colors kind=color swift=DesignSystem.Colors\n" +
        "accent  #0A5FD6 | #64A8FF\nfaint   #B0B0B0 | #505050\nlabel   #000000 | #FFFFFF\n```\n\n" +
        "```tokens spacing kind=dimension swift=DesignSystem.Spacing\nxs  4pt\nsm  8pt\n```\n\n" +
        "```tokens type kind=typography swift=DesignSystem.Typography\ncaption  caption\n```\n"

    private static let page = """
        # Buttons

        ```swift
        VStack {
            Text("Faint")
                .foregroundStyle(DesignSystem.Colors.faint)
            Button {} label: {
                Text("OK").font(.caption).frame(height: 30)
            }
            .tint(DesignSystem.Colors.accent)
            Text("Tiny")
                .font(.system(size: 11))
            Button("Save") {}
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .bold()
        }
        ```

        ```swift
        // ❌ DON'T
        Text("Faint").foregroundStyle(DesignSystem.Colors.faint)

        // ✅ DO
        Text("Clear").foregroundStyle(DesignSystem.Colors.label)
        ```
        """

    private func project(_ files: [String: String] = [:]) throws -> URL {
        let pages = ["Content/colors.md": Self.tokens, "Content/buttons.md": Self.page]
        return try DSGenProcess.project(pages.merging(files, uniquingKeysWith: { $1 }), prefix: "dsgen-previews")
    }

    private static let expected = [
        "Content/buttons.md:5:5: warning: text 'Faint' is #B0B0B0 on #FFFFFF in light, 2.16:1, under the 4.5:1 " +
            "its size and weight need (failing in light and dark); use DesignSystem.Colors.label [preview_contrast]",
        "Content/buttons.md:7:5: warning: Button is 30 pt tall as drawn from its font, padding and frame, " +
            "under the 44×44 pt a tap target needs; add .padding(.vertical, DesignSystem.Spacing.sm) or " +
            ".frame(minWidth: 44, minHeight: 44) inside its label [preview_tap_target]",
        "Content/buttons.md:12:9: warning: text 'Tiny' is set in a fixed 11 pt font, which stays 11 pt at " +
            "accessibility text sizes; use DesignSystem.Typography.caption, which grows [preview_fixed_font]",
    ]
    /// Lint's own finding on the same font, beside the preview check's.
    private static let hardcodedFont = "Content/buttons.md:12:15: error: hard-coded font '.system(size: 11)'; " +
        "no token has this value, nearest: DesignSystem.Typography.caption (12pt) [hardcoded_font]"

    @Test func lintFindsTheSeededProblemsOnTheirLines() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try DSGenProcess.run(["lint", "--no-cache"], in: root)
        #expect(result.status == 1)
        #expect(result.standardOutput == (Self.expected + [Self.hardcodedFont]).joined(separator: "\n") + "\n")
        #expect(result.standardError.contains("The pages' counter-examples show 1 finding, as they should."))
    }

    @Test func buildReportsTheSameFindingsAndDrawsTheAccessibleCanvas() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try DSGenProcess.run(["build"], in: root)
        #expect(result.status == 0)
        for line in Self.expected { #expect(result.standardError.contains(line)) }
        let html = try String(contentsOf: root.appendingPathComponent("site/buttons.html"), encoding: .utf8)
        #expect(html.contains("Light, accessibility text (AX1)"))
        // The large, bordered button: 22.1 pt of text and 14 pt of padding above and below.
        #expect(html.contains("data-pv-height=\"50.1\""))
        // The counter-example's low contrast is shown under its pane, as lint's findings are.
        #expect(html.contains("<li>text &#39;Faint&#39; is #B0B0B0 on #FFFFFF in light, 2.16:1, under the 4.5:1 " +
            "its size and weight need (failing in light and dark) <code class=\"lint-rule\">preview_contrast</code>"))
    }

    @Test func aRuleTurnedOffFindsNothing() throws {
        let root = try project([
            "dsgen.yml": "rules:\n  preview_contrast: off\n  preview_tap_target: off\n  preview_fixed_font: off\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try DSGenProcess.run(["lint", "--no-cache"], in: root)
        #expect(result.status == 1)
        // The counter-example showed only low contrast: with that rule off it shows nothing.
        #expect(result.standardOutput == Self.hardcodedFont + "\n" + "Content/buttons.md:21:1: error: this " +
            "counter-example breaks no rule, so it no longer shows what not to do; make it break the rule it is " +
            "about, or drop the marker [counterexample_passes]\n")
    }

    /// Of two counter-examples in one fence, the one that shows only low contrast breaks a rule
    /// after all; the one that breaks none is still reported.
    @Test func onlyTheCounterExampleThePreviewCheckFedStopsPassing() throws {
        let page = "# Pairs\n\n```swift\n// ❌ DON'T\nText(\"Plain\")\n\n// ✅ DO\nText(\"Plain\")\n\n" +
            "// ❌ DON'T\nText(\"Faint\").foregroundStyle(DesignSystem.Colors.faint)\n\n" +
            "// ✅ DO\nText(\"Clear\").foregroundStyle(DesignSystem.Colors.label)\n```\n"
        let root = try project(["Content/buttons.md": page])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try DSGenProcess.run(["lint", "--no-cache"], in: root)
        #expect(result.status == 1)
        #expect(result.standardOutput == "Content/buttons.md:4:1: error: this counter-example breaks no rule, so it " +
            "no longer shows what not to do; make it break the rule it is about, or drop the marker " +
            "[counterexample_passes]\n")
        #expect(result.standardError.contains("The pages' counter-examples show 1 finding, as they should."))
    }

    /// A problem inside a view the examples declare is reported once, at its first use, naming the
    /// view: not at every example that uses it.
    @Test func aDeclaredViewsProblemIsReportedOnceAtItsFirstUse() throws {
        let page = "# Close\n\n```swift\nstruct CloseButton: View {\n    let title: String\n" +
            "    var body: some View { Button(title) {}.tint(DesignSystem.Colors.accent) }\n}\n```\n\n" +
            "```swift\nCloseButton(title: \"Close\")\n```\n\n" +
            "```swift\nVStack {\n    CloseButton(title: \"Close\")\n}\n```\n"
        let root = try project(["Content/buttons.md": page])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try DSGenProcess.run(["lint", "--no-cache"], in: root)
        #expect(result.status == 0)
        #expect(result.standardOutput == "Content/buttons.md:11:1: warning: Button 'Close' inside CloseButton is " +
            "22.1 pt tall as drawn from its font, padding and frame, under the 44×44 pt a tap target needs; add " +
            ".frame(minWidth: 44, minHeight: 44) inside its label [preview_tap_target]\n")
    }

    /// Two articles of the Composable Architecture's documentation (Tests/RealWorld, MIT): the
    /// default button's tint reads at 4.01:1 on white; a `Form` row is tall enough; `ChildView`'s
    /// bare button, previewed where the article declares it, is reported there once, not again at
    /// the other article's eight uses of the view.
    @Test func theComposableArchitecturesArticles() throws {
        let folder = DSGenProcess.repository.appendingPathComponent("Tests/RealWorld/tca-docc-articles")
        var files = ["Content/tokens-of-ours.md": Self.tokens]
        for name in ["StackBasedNavigation.md", "MigratingTo1.5.md"] {
            files["Content/" + name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        let root = try DSGenProcess.project(files, prefix: "dsgen-tca")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try DSGenProcess.run(["lint", "--no-cache"], in: root)
        let previewFindings = result.standardOutput.split(separator: "\n").map(String.init)
            .filter { $0.contains("[preview_") }
        let contrast = "is #007AFF on #FFFFFF in light, 4.01:1, under the 4.5:1 its size and weight need " +
            "(failing in light); use DesignSystem.Colors.label [preview_contrast]"
        #expect(previewFindings == [
            "Content/StackBasedNavigation.md:211:3: warning: text 'Detail' " + contrast,
            "Content/StackBasedNavigation.md:285:5: warning: text 'Close' inside ChildView " + contrast,
            "Content/StackBasedNavigation.md:285:5: warning: Button 'Close' inside ChildView is 22.1 pt tall as " +
                "drawn from its font, padding and frame, under the 44×44 pt a tap target needs; add " +
                ".frame(minWidth: 44, minHeight: 44) inside its label [preview_tap_target]",
        ])
    }
}
