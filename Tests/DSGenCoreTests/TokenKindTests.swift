import Testing
@testable import DSGenCore

/// One value of every kind, in every form the grammar allows, read into the model.
struct TokenKindTests {
    static let orange = RGBA(hex: "#FF9500")!

    static let cases: [(kind: String, line: String, expected: TokenValue)] = [
        ("color", "a #FF9500", .color(.rgba(orange))),
        ("color", "a #f90", .color(.rgba(RGBA(hex: "#FF9900")!))),
        ("color", "a #FF950080", .color(.rgba(RGBA(red: 1, green: 149.0 / 255, blue: 0, alpha: 128.0 / 255)))),
        ("color", "a orange", .color(.rgba(orange))),
        ("color", "a black.opacity(0.4)", .color(.rgba(RGBA(red: 0, green: 0, blue: 0, alpha: 0.4)))),
        ("color", "a white.opacity(25%)", .color(.rgba(RGBA(red: 1, green: 1, blue: 1, alpha: 0.25)))),
        ("dimension", "a 16pt", .dimension(16)),
        ("dimension", "a 0.5pt", .dimension(0.5)),
        ("dimension", "a -4pt", .dimension(-4)),
        ("radius", "a 12pt", .radius(.points(12))),
        ("radius", "a round", .radius(.round)),
        ("fontFamily", "a rounded", .fontFamily(.system(.rounded))),
        ("fontFamily", "a \"Inter Display\"", .fontFamily(.custom("Inter Display"))),
        ("fontWeight", "a semibold", .fontWeight(.semibold)),
        ("fontWeight", "a 700", .fontWeight(.bold)),
        ("typography", "a headline", .typography(Typography(textStyle: .headline, size: 17, weight: .semibold))),
        (
            "typography", "a body.monospacedDigit()",
            .typography(Typography(textStyle: .body, size: 17, weight: .regular, modifiers: [.monospacedDigit]))
        ),
        (
            "typography", "a caption2.weight(semibold)",
            .typography(Typography(textStyle: .caption2, size: 11, weight: .semibold))
        ),
        (
            "typography", "a title2.bold()",
            .typography(Typography(textStyle: .title2, size: 22, weight: .bold, modifiers: [.bold]))
        ),
        (
            "typography", "a system(size: 48pt, weight: bold, design: rounded)",
            .typography(Typography(textStyle: nil, size: 48, weight: .bold, family: .system(.rounded)))
        ),
        ("typography", "a system(size: 14pt)", .typography(Typography(textStyle: nil, size: 14, weight: .regular))),
        (
            "typography", "a custom(\"Inter\", size: 15pt, relativeTo: body)",
            .typography(Typography(textStyle: .body, size: 15, weight: .regular, family: .custom("Inter")))
        ),
        ("material", "a ultraThin", .material(.ultraThin)),
        ("material", "a regularMaterial", .material(.regular)),
        ("material", "a bar", .material(.bar)),
        ("gradient", "a linear(colors: [#FF9500, black], startPoint: top, endPoint: bottom)",
            .gradient(
                .linear(
                    start: .top, end: .bottom,
                    stops: [
                        GradientStop(color: .rgba(orange), location: nil),
                        GradientStop(color: .rgba(RGBA(red: 0, green: 0, blue: 0)), location: nil),
                    ]))
        ),
        ("gradient", "a linear(stops: [#FF9500 0%, clear 70%], startPoint: topLeading, endPoint: bottomTrailing)",
            .gradient(
                .linear(
                    start: .topLeading, end: .bottomTrailing,
                    stops: [
                        GradientStop(color: .rgba(orange), location: 0),
                        GradientStop(color: .rgba(RGBA(red: 0, green: 0, blue: 0, alpha: 0)), location: 0.7),
                    ]))
        ),
        (
            "gradient",
            "a radial(colors: [clear, black.opacity(0.25)], center: center, startRadius: 120pt, endRadius: 520pt)",
            .gradient(
                .radial(
                    center: .center, startRadius: 120, endRadius: 520,
                    stops: [
                        GradientStop(color: .rgba(RGBA(red: 0, green: 0, blue: 0, alpha: 0)), location: nil),
                        GradientStop(color: .rgba(RGBA(red: 0, green: 0, blue: 0, alpha: 0.25)), location: nil),
                    ]))
        ),
        (
            "palette",
            "a palette(colors: [#FF9500, #000000, #FFFFFF], gradientIndices: [0, 2], gradientOpacities: [0.35, 20%])",
            .palette(
                Palette(
                    colors: [
                        .rgba(orange), .rgba(RGBA(red: 0, green: 0, blue: 0)), .rgba(RGBA(red: 1, green: 1, blue: 1)),
                    ], gradientIndices: [0, 2], gradientOpacities: [0.35, 0.2]))
        ),
        (
            "shadow", "a shadow(color: black.opacity(0.08), radius: 8pt, y: 2pt)",
            .shadow(Shadow(color: .rgba(RGBA(red: 0, green: 0, blue: 0, alpha: 0.08)), radius: 8, x: 0, y: 2))
        ),
        (
            "shadow", "a shadow(radius: 4pt)",
            .shadow(Shadow(color: .rgba(RGBA(red: 0, green: 0, blue: 0, alpha: 0.33)), radius: 4, x: 0, y: 0))
        ),
        ("opacity", "a 0.4", .opacity(0.4)),
        ("opacity", "a 15%", .opacity(0.15)),
        ("number", "a 1.5", .number(1.5)),
        ("duration", "a 250ms", .duration(250)),
        ("duration", "a 0.4s", .duration(400)),
        // As SwiftUI writes them.
        ("color", "a .orange", .color(.rgba(orange))),
        ("color", "a Color.black.opacity(0.4)", .color(.rgba(RGBA(red: 0, green: 0, blue: 0, alpha: 0.4)))),
        ("radius", "a ∞", .radius(.round)),
        ("radius", "a .infinity", .radius(.round)),
        (
            "typography", "a .body.monospacedDigit()",
            .typography(Typography(textStyle: .body, size: 17, weight: .regular, modifiers: [.monospacedDigit]))
        ),
        ("typography", "a Font.headline", .typography(Typography(textStyle: .headline, size: 17, weight: .semibold))),
        ("material", "a .ultraThinMaterial", .material(.ultraThin)),
        ("material", "a Material.bar", .material(.bar)),
    ]

    @Test(arguments: cases)
    func readsValue(kind: String, line: String, expected: TokenValue) {
        let fixture = SpecFixture(kind: kind, line)
        #expect(fixture.diagnostics.isEmpty, "\(summaries(fixture.diagnostics))")
        #expect(fixture.value("group.a") == expected)
    }

    @Test func aKeywordNamesATokenAndItsUsesComeFromTheGroup() {
        let fixture = SpecFixture([
            "page.md":
                "# Page\n\n```tokens space kind=dimension use=stack,padding,stack\nreturn 4pt\ndefault 8pt\n```\n"
        ])
        #expect(fixture.diagnostics.isEmpty, "\(summaries(fixture.diagnostics))")
        #expect(
            fixture.system.tokens.map(\.token.swiftName) == ["DesignSystem.Space.return", "DesignSystem.Space.default"])
        #expect(fixture.system.tokens.allSatisfy { $0.token.uses == [.padding, .stack] })
    }

    @Test func systemColorsTakeApplesLightAndDarkValues() {
        let fixture = SpecFixture(kind: "color", "error red\nvalues blue")
        #expect(fixture.value("group.error", .light) == .color(.rgba(RGBA(hex: "#FF3B30")!)))
        #expect(fixture.value("group.error", .dark) == .color(.rgba(RGBA(hex: "#FF453A")!)))
        #expect(fixture.value("group.values", .dark) == .color(.rgba(RGBA(hex: "#0A84FF")!)))
    }

    @Test func appearancesArePositional() {
        let fixture = SpecFixture(kind: "color", """
        two    #111111 | #222222
        three  #111111 | #222222 | #333333
        four   #111111 | #222222 | #333333 | #444444
        """)
        let hex = { (path: String, appearance: Appearance) in
            fixture.value(path, appearance).flatMap { if case .color(let c) = $0 { c.rgba?.hex } else { nil } }
        }
        #expect(Appearance.allCases.map { hex("group.two", $0) } == ["#111111", "#222222", "#111111", "#222222"])
        #expect(Appearance.allCases.map { hex("group.three", $0) } == ["#111111", "#222222", "#333333", "#333333"])
        #expect(Appearance.allCases.map { hex("group.four", $0) } == ["#111111", "#222222", "#333333", "#444444"])
        #expect(fixture.system.token("group.two")?.values.declaresHighContrast == false)
        #expect(fixture.system.token("group.four")?.values.declaresHighContrast == true)
    }

    @Test func descriptionsDeprecationsAndSwiftNames() throws {
        let fixture = SpecFixture(["p.md": """
        ```tokens cornerRadius kind=radius
        md   12pt                       // Standard cards
        // a comment line, skipped

        old  12pt  @deprecated({cornerRadius.md})  // Use md
        ```

        ```tokens spacing kind=dimension swift=Theme.Space
        md 16pt
        ```
        """])
        #expect(fixture.diagnostics.isEmpty, "\(summaries(fixture.diagnostics))")
        let md = try #require(fixture.system.token("cornerRadius.md"))
        #expect(md.token.summary == "Standard cards")
        #expect(md.token.swiftName == "DesignSystem.CornerRadius.md")
        #expect(md.token.deprecation == nil)
        let old = try #require(fixture.system.token("cornerRadius.old"))
        #expect(old.token.deprecation?.replacement?.path == "cornerRadius.md")
        #expect(fixture.system.token("spacing.md")?.token.swiftName == "Theme.Space.md")
        #expect(fixture.system.tokens.map(\.path) == ["cornerRadius.md", "cornerRadius.old", "spacing.md"])
    }

    @Test func tokenPositionsAreTheNamesOwn() throws {
        let fixture = SpecFixture(["p.md": "Intro\n\n```tokens spacing kind=dimension\n  md 16pt\n```\n"])
        let token = try #require(fixture.system.token("spacing.md"))
        #expect(token.token.location == SourceLocation(path: "p.md", line: 4, column: 3))
    }
}
