import DSGenCore
import Testing
@testable import DSGenSite

/// Previews in every appearance, the limits of a drawing, and the fence's options.
extension PreviewTests {
    @Test func everyAppearanceOfTheSpecIsDrawnWithItsOwnValues() throws {
        let figure = try #require(
            PreviewFixture.figure(swift: "Color(DS.Colors.accent)\nDS.Colors.accent.frame(width: 10, height: 10)"))
        #expect(figure.appearances.map(\.appearance) == ["light", "dark"])
        let canvases = figure.panes[0].canvases
        #expect(canvases.map(\.appearance) == ["light", "dark"])
        #expect(canvases[0].html.contains("#FF9500") && canvases[1].html.contains("#FF9F0A"))
        #expect(canvases[0].style == "--pv-tint: #007AFF; color: #000000; background: #FFFFFF")
        #expect(canvases[1].style == "--pv-tint: #0A84FF; color: #FFFFFF; background: #000000")
    }

    /// A drawing that reads nothing of its appearance is made once: the controls' iOS colours are
    /// variables each canvas sets. One that reads a token or a colour by name is drawn in each.
    @Test func onlyWhatDiffersBetweenAppearancesMakesADrawingOfItsOwn() throws {
        let toggle = try #require(
            PreviewFixture.figure(swift: #"Toggle("Wi-Fi", isOn: .constant(true)).padding(DS.Spacing.md)"#)
        ).panes[0].canvases
        #expect(toggle[0].html == toggle[1].html)
        #expect(toggle[0].html.contains("background: var(--pv-green)"))
        #expect(
            toggle[0].style.hasSuffix("; --pv-green: #34C759") && toggle[1].style.hasSuffix("; --pv-green: #30D158"))
        for swift in [
            #"Text("A").foregroundStyle(DS.Colors.accent)"#, #"Text("A").foregroundStyle(.red)"#,
            #"Text("A").background(.regularMaterial)"#,
        ] {
            let canvases = try #require(PreviewFixture.figure(swift: swift)).panes[0].canvases
            #expect(canvases[0].html != canvases[1].html, "\(swift)")
        }
    }

    /// A CSS variable set to itself (`--pv-separator: var(--pv-separator)`) is a cycle, which CSS
    /// makes invalid: everything inside would lose the canvas's colour. No drawing sets one.
    @Test func noDrawingSetsACanvasVariableToItself() throws {
        let examples = PreviewGoldenTests.cases.map(\.swift) + [
            #"Button("Go") { }.tint(.accentColor)"#,
            "List {\n    Text(\"A\")\n    Text(\"B\")\n}",
        ]
        let declaration = try Regex(#"(--pv-[A-Za-z]+):\s*var\((--pv-[A-Za-z]+)\)"#)
        for swift in examples {
            for canvas in PreviewFixture.figure(swift: swift)?.panes.flatMap(\.canvases) ?? [] {
                for match in canvas.html.matches(of: declaration) {
                    #expect(
                        match.output[1].substring != match.output[2].substring,
                        "\(swift): \(match.output[0].substring ?? "")")
                }
            }
        }
        let tinted = try #require(PreviewFixture.figure(swift: #"Button("Go") { }.tint(.accentColor)"#)).panes[0]
            .canvases[0].html
        #expect(!tinted.contains("--pv-tint:"))
    }

    @Test func aViewThatUsesItselfStopsAtTheExpansionLimit() throws {
        let figure = try #require(
            PreviewFixture.figure(
                swift: "struct Loop: View {\n    var body: some View {\n        Loop().padding(1)\n    }\n}\n\nLoop()"))
        #expect(figure.notDrawn.map(\.call) == ["Loop()"])
    }

    @Test func aSwiftFenceOptionThatIsNotPreviewIsALocatedWarning() {
        let page = PageParser.parse(
            "# P\n\n```swift preveiw=off\nText(\"A\")\n```\n\n```swift preview=off preview=Dot\n```\n\n```swift " +
                "preview=9x\n```\n",
            path: "p.md", displayPath: "p.md")
        let (_, diagnostics) = DesignSystem.read([page])
        #expect(diagnostics.map(\.description) == [
                "p.md:3:10: warning: a Swift fence takes one option, preview=off or preview=ViewName; 'preveiw=off' " +
                    "is not one; did you mean 'preview=off'? [unknown_fence_option]",
            "p.md:7:22: warning: preview= is given twice in the fence header; keep one [unknown_fence_option]",
                "p.md:10:18: warning: '9x' is not a view's name: write preview=off, or preview= and the name of a " +
                    "View the examples declare, such as preview=StatusBadge [unknown_fence_option]",
        ])
    }
}
