import DSGenCore
import Testing
@testable import DSGenSite

/// How previews read examples: modifier order, the examples' own views and modifiers, "don't"
/// beside "do", and the fence's options.
struct PreviewTests {
    /// The light canvases of a figure's panes.
    private func light(_ figure: PreviewFigure?) -> [String] {
        figure?.panes.compactMap { $0.canvases.first { $0.appearance == "light" }?.html } ?? []
    }

    @Test func eachModifierWrapsTheViewBeforeItSoOrderChangesThePicture() {
        let paddedThenFilled = light(PreviewFixture.figure(swift: #"Text("A").padding(16).background(.red)"#))
        let filledThenPadded = light(PreviewFixture.figure(swift: #"Text("A").background(.red).padding(16)"#))
        #expect(paddedThenFilled == [#"<div class="pv-col" style="background: #FF3B30"><div class="pv-col" style="padding: 16px 16px 16px 16px"><div class="pv-text">A</div></div></div>"#])
        #expect(filledThenPadded == [#"<div class="pv-col" style="padding: 16px 16px 16px 16px"><div class="pv-col" style="background: #FF3B30"><div class="pv-text">A</div></div></div>"#])
    }

    @Test func aViewTheExamplesDeclareIsDrawnWithTheArgumentsOfItsCall() {
        let html = light(PreviewFixture.figure("""
        ```swift
        struct Badge: View {
            let title: String
            let color: Color
            var body: some View {
                Text(title).padding(DS.Spacing.xs).background(color).clipShape(Capsule())
            }
        }
        ```

        ```swift
        Badge(title: "NEW", color: DS.Colors.accent)
        ```
        """))
        #expect(html == [#"<div class="pv-col" style="overflow: hidden; border-radius: 9999px"><div class="pv-col" style="background: #FF9500"><div class="pv-col" style="padding: 8px 8px 8px 8px"><div class="pv-text">NEW</div></div></div></div>"#])
    }

    @Test func aViewsOwnInitAndItsDefaultsAreFollowedAndIfLetShowsOnlyWhatIsGiven() {
        let declaration = """
        ```swift
        struct Header: View {
            let title: String
            var icon: String?
            init(_ title: String, icon: String? = nil) {
                self.title = title
                self.icon = icon
            }
            var body: some View {
                HStack {
                    if let icon {
                        Image(systemName: icon)
                    }
                    Text(title)
                }
            }
        }
        ```
        """
        let withIcon = light(PreviewFixture.figure(declaration + "\n\n```swift\nHeader(\"Info\", icon: \"info.circle\")\n```"))
        let without = light(PreviewFixture.figure(declaration + "\n\n```swift\nHeader(\"Info\")\n```"))
        #expect(withIcon == [#"<div class="pv-row" style="gap: 8px"><div class="pv-symbol" role="img" aria-label="info.circle" title="info.circle"></div><div class="pv-text">Info</div></div>"#])
        #expect(without == [#"<div class="pv-row" style="gap: 8px"><div class="pv-text">Info</div></div>"#])
    }

    @Test func aViewModifierAndItsViewExtensionApplyToTheViewTheyModify() {
        let html = light(PreviewFixture.figure("""
        ```swift
        struct CardStyle: ViewModifier {
            let color: Color
            func body(content: Content) -> some View {
                content.padding(DS.Spacing.md).background(color.opacity(DS.Opacity.tint))
            }
        }

        extension View {
            func cardStyle(color: Color) -> some View {
                modifier(CardStyle(color: color))
            }
        }
        ```

        ```swift
        Text("Goal").cardStyle(color: DS.Colors.accent)
        ```
        """))
        #expect(html == [#"<div class="pv-col" style="background: #FF950026"><div class="pv-col" style="padding: 16px 16px 16px 16px"><div class="pv-text">Goal</div></div></div>"#])
    }

    @Test func aDontStandsBesideItsDoWithTheFindingsLintReportsInIt() throws {
        let figure = try #require(PreviewFixture.figure(swift: """
        // ❌ DON'T
        Text("A").padding(16)

        // ✅ DO
        Text("A").padding(DS.Spacing.md)
        """))
        #expect(figure.isPair)
        #expect(figure.panes.map(\.label) == ["Don’t", "Do"])
        #expect(figure.panes[0].findings.map(\.rule) == ["hardcoded_spacing"])
        #expect(figure.panes[0].findings.map(\.summary) == ["hard-coded spacing 16"])
        #expect(figure.panes[1].findings.isEmpty)
        #expect(light(figure)[0] == light(figure)[1])
    }

    @Test func modifiersAloneAreCutAtEachMarkerIntoADontAndADo() throws {
        let figure = try #require(PreviewFixture.figure(swift: """
        // ❌ DON'T
        .padding(16)

        // ✅ DO
        .padding(DS.Spacing.xs)
        """))
        #expect(figure.panes.map(\.label) == ["Don’t", "Do"])
        #expect(light(figure) == [
            #"<div class="pv-col" style="padding: 16px 16px 16px 16px"><div class="pv-text">Content</div></div>"#,
            #"<div class="pv-col" style="padding: 8px 8px 8px 8px"><div class="pv-text">Content</div></div>"#,
        ])
        #expect(figure.panes[0].findings.map(\.rule) == ["hardcoded_spacing"])
    }

    @Test func previewOffLeavesThePreviewOutAndPreviewNameDrawsADeclaredView() {
        let declaration = "struct Dot: View {\n    var body: some View {\n        Circle().fill(.red).frame(width: 8, height: 8)\n    }\n}\n"
        #expect(PreviewFixture.figure(swift: #"Text("A")"#, info: "swift preview=off") == nil)
        #expect(light(PreviewFixture.figure(swift: declaration, info: "swift preview=Dot")).count == 1)
        // A declaration whose properties all have values is previewed by default; one that needs arguments is not.
        #expect(light(PreviewFixture.figure(swift: declaration)) == light(PreviewFixture.figure(swift: declaration, info: "swift preview=Dot")))
        #expect(PreviewFixture.figure(swift: "struct Tag: View {\n    let title: String\n    var body: some View { Text(title) }\n}") == nil)
    }

    @Test func aModifierThatCannotBeReadListsItselfAloneNotTheViewItWouldHaveWrapped() throws {
        for swift in [#"Image("logo").background(.red, in: Blob())"#, #"Image("logo").overlay(alignment: .sideways) { Text("A") }"#, #"Image("logo").frame(width: 10, alignment: .sideways)"#] {
            let figure = try #require(PreviewFixture.figure(swift: swift))
            #expect(figure.notDrawn.count == 1, "\(swift): \(figure.notDrawn.map(\.call))")
            #expect(figure.notDrawn.first?.call.hasPrefix(".") == true, "\(swift): \(figure.notDrawn.map(\.call))")
        }
    }

    @Test func anEmptyPreviewOptionLeavesThePreviewAsItWas() {
        #expect(light(PreviewFixture.figure(swift: #"Text("A")"#, info: "swift preview=")) == light(PreviewFixture.figure(swift: #"Text("A")"#)))
    }

    @Test func aViewNamedByPreviewThatNoExampleDeclaresIsAPlaceholder() throws {
        let figure = try #require(PreviewFixture.figure(swift: #"Text("A")"#, info: "swift preview=Missing"))
        #expect(figure.notDrawn.map(\.call) == ["Missing()"])
    }

    @Test func everyAppearanceOfTheSpecIsDrawnWithItsOwnValues() throws {
        let figure = try #require(PreviewFixture.figure(swift: "Color(DS.Colors.accent)\nDS.Colors.accent.frame(width: 10, height: 10)"))
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
        let toggle = try #require(PreviewFixture.figure(swift: #"Toggle("Wi-Fi", isOn: .constant(true)).padding(DS.Spacing.md)"#)).panes[0].canvases
        #expect(toggle[0].html == toggle[1].html)
        #expect(toggle[0].html.contains("background: var(--pv-green)"))
        #expect(toggle[0].style.hasSuffix("; --pv-green: #34C759") && toggle[1].style.hasSuffix("; --pv-green: #30D158"))
        for swift in [#"Text("A").foregroundStyle(DS.Colors.accent)"#, #"Text("A").foregroundStyle(.red)"#, #"Text("A").background(.regularMaterial)"#] {
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
                    #expect(match.output[1].substring != match.output[2].substring, "\(swift): \(match.output[0].substring ?? "")")
                }
            }
        }
        let tinted = try #require(PreviewFixture.figure(swift: #"Button("Go") { }.tint(.accentColor)"#)).panes[0].canvases[0].html
        #expect(!tinted.contains("--pv-tint:"))
    }

    @Test func aViewThatUsesItselfStopsAtTheExpansionLimit() throws {
        let figure = try #require(PreviewFixture.figure(swift: "struct Loop: View {\n    var body: some View {\n        Loop().padding(1)\n    }\n}\n\nLoop()"))
        #expect(figure.notDrawn.map(\.call) == ["Loop()"])
    }

    @Test func aSwiftFenceOptionThatIsNotPreviewIsALocatedWarning() {
        let page = PageParser.parse("# P\n\n```swift preveiw=off\nText(\"A\")\n```\n\n```swift preview=off preview=Dot\n```\n\n```swift preview=9x\n```\n", path: "p.md", displayPath: "p.md")
        let (_, diagnostics) = DesignSystem.read([page])
        #expect(diagnostics.map(\.description) == [
            "p.md:3:10: warning: a Swift fence takes one option, preview=off or preview=ViewName; 'preveiw=off' is not one; did you mean 'preview=off'? [unknown_fence_option]",
            "p.md:7:22: warning: preview= is given twice in the fence header; keep one [unknown_fence_option]",
            "p.md:10:18: warning: '9x' is not a view's name: write preview=off, or preview= and the name of a View the examples declare, such as preview=StatusBadge [unknown_fence_option]",
        ])
    }
}
