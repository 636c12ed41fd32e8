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
        #expect(
            paddedThenFilled == [
                #"<div class="pv-col" style="background: #FF3B30"><div class="pv-col" style="padding: 16px 16px "# +
                    #"16px 16px"><div class="pv-text">A</div></div></div>"#
            ])
        #expect(
            filledThenPadded == [
                #"<div class="pv-col" style="padding: 16px 16px 16px 16px"><div class="pv-col" style="background: "# +
                    #"#FF3B30"><div class="pv-text">A</div></div></div>"#
            ])
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
        #expect(
            html == [
                #"<div class="pv-col" style="overflow: hidden; border-radius: 9999px"><div class="pv-col" "# +
                    #"style="background: #FF9500"><div class="pv-col" style="padding: 8px 8px 8px 8px"><div "# +
                    #"class="pv-text">NEW</div></div></div></div>"#
            ])
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
        let withIcon = light(
            PreviewFixture.figure(declaration + "\n\n```swift\nHeader(\"Info\", icon: \"info.circle\")\n```"))
        let without = light(PreviewFixture.figure(declaration + "\n\n```swift\nHeader(\"Info\")\n```"))
        #expect(
            withIcon == [
                #"<div class="pv-row" style="gap: 8px"><div class="pv-symbol" role="img" aria-label="info.circle" "# +
                    #"title="info.circle"></div><div class="pv-text">Info</div></div>"#
            ])
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
        #expect(
            html == [
                #"<div class="pv-col" style="background: #FF950026"><div class="pv-col" style="padding: 16px 16px "# +
                    #"16px 16px"><div class="pv-text">Goal</div></div></div>"#
            ])
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
        let declaration =
            "struct Dot: View {\n    var body: some View {\n        Circle().fill(.red).frame(width: 8, height: 8)\n " +
                "   }\n}\n"
        #expect(PreviewFixture.figure(swift: #"Text("A")"#, info: "swift preview=off") == nil)
        #expect(light(PreviewFixture.figure(swift: declaration, info: "swift preview=Dot")).count == 1)
        // A declaration whose properties all have values is previewed by default; one that needs arguments is not.
        #expect(
            light(PreviewFixture.figure(swift: declaration))
                == light(PreviewFixture.figure(swift: declaration, info: "swift preview=Dot")))
        #expect(
            PreviewFixture.figure(
                swift: "struct Tag: View {\n    let title: String\n    var body: some View { Text(title) }\n}") == nil)
    }

    @Test func aModifierThatCannotBeReadListsItselfAloneNotTheViewItWouldHaveWrapped() throws {
        for swift in [
            #"Image("logo").background(.red, in: Blob())"#,
            #"Image("logo").overlay(alignment: .sideways) { Text("A") }"#,
            #"Image("logo").frame(width: 10, alignment: .sideways)"#,
        ] {
            let figure = try #require(PreviewFixture.figure(swift: swift))
            #expect(figure.notDrawn.count == 1, "\(swift): \(figure.notDrawn.map(\.call))")
            #expect(figure.notDrawn.first?.call.hasPrefix(".") == true, "\(swift): \(figure.notDrawn.map(\.call))")
        }
    }

    @Test func anEmptyPreviewOptionLeavesThePreviewAsItWas() {
        #expect(
            light(PreviewFixture.figure(swift: #"Text("A")"#, info: "swift preview="))
                == light(PreviewFixture.figure(swift: #"Text("A")"#)))
    }

    @Test func aViewNamedByPreviewThatNoExampleDeclaresIsAPlaceholder() throws {
        let figure = try #require(PreviewFixture.figure(swift: #"Text("A")"#, info: "swift preview=Missing"))
        #expect(figure.notDrawn.map(\.call) == ["Missing()"])
    }
}
