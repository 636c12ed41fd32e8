@testable import DSGenCore
import DSGenExport
@testable import DSGenLint
import Foundation
import Testing

/// A team that generates its token file with `dsgen export swift` gets no findings, and what the
/// drift rules propose to add reads back as the spec's value.
struct DriftExportTests {
    static let system = DriftTests.system("""
    ```tokens spacing kind=dimension swift=DesignSystem.Spacing
    xs     8pt
    md     16pt
    inset  16pt | 20pt
    ```

    ```tokens colors kind=color swift=DesignSystem.Colors
    error    red | #FF453A | #D70015 | #FF6961
    goals    #FF9500 | #FF9F0A
    surface  #FFFFFF
    paper    #FAF7F0
    scrim    black.opacity(0.4)
    warning  {colors.goals}
    old      {colors.error}  @deprecated({colors.error})
    ```

    ```tokens budget kind=color swift=DesignSystem.Status.Budget
    met  green
    ```

    ```tokens radius kind=radius swift=DesignSystem.CornerRadius
    card  12pt
    pill  round
    ```

    ```tokens typography kind=typography swift=DesignSystem.Typography
    title   headline
    amount  body.monospacedDigit()
    badge   caption2.weight(semibold)
    empty   title2.bold()
    hero    system(size: 48pt, weight: bold, design: rounded)
    brand   custom("Inter", size: 15pt, relativeTo: body)
    quote   custom("Iowan Old Style", size: 17pt).italic()
    ```

    ```tokens fonts kind=fontFamily swift=DesignSystem.Fonts
    rounded  rounded
    brand    "Inter"
    ```

    ```tokens weights kind=fontWeight swift=DesignSystem.Weights
    emphasis  semibold
    ```

    ```tokens materials kind=material swift=DesignSystem.Materials
    sidebar  ultraThin
    toolbar  bar
    ```

    ```tokens opacity kind=opacity swift=DesignSystem.Opacity
    disabled  40%
    ```

    ```tokens numbers kind=number swift=DesignSystem.Layout
    columns  2
    ```

    ```tokens motion kind=duration swift=DesignSystem.Motion
    quick  250ms
    ```

    ```tokens gradients kind=gradient swift=DesignSystem.Gradients
    scrim  linear(colors: [clear, black.opacity(0.4)], startPoint: top, endPoint: bottom)
    ```
    """)

    static let exported: String = {
        let files = SwiftEmitter().emit(system)
        return String(decoding: files[SwiftEmitter.fileName] ?? Data(), as: UTF8.self)
    }()

    @Test func anExportedFileGivesNothing() {
        #expect(Self.exported.contains("public static let md: CGFloat = 16"))
        #expect(LintFixture.checkDrift(Self.exported, system: Self.system).map(\.diagnostic.description) == [])
    }

    /// The exported forms are read, not skipped: changing a value in them is drift.
    @Test func anEditedExportedFileDrifts() {
        let edited = Self.exported
            .replacing("md: CGFloat = 16", with: "md: CGFloat = 18")
            .replacing("Color(dsgenRGBA: 0xFFFFFFFF)", with: "Color(dsgenRGBA: 0xFFFFFEFF)")
            .replacing("dark: 0xFF9F0AFF", with: "dark: 0xFF9F00FF")
            .replacing("Font = .headline", with: "Font = .subheadline")
            .replacing("Material = .bar", with: "Material = .thickMaterial")
            .replacing("Double = 0.4", with: "Double = 0.5")
        let drift = LintFixture.checkDrift(edited, system: Self.system).filter { $0.rule == .tokenDrift }.map(\.message)
        #expect(drift.map { String($0.prefix { $0 != "(" }) } == [
            "DesignSystem.Spacing.md is 18 here but 16 pt in the spec ",
            "DesignSystem.Colors.goals is #FF9500 | #FF9F00 here but #FF9500 | #FF9F0A in the spec ",
            "DesignSystem.Colors.surface is #FFFFFE here but #FFFFFF in the spec ",
                "DesignSystem.Typography.title is subheadline · 15 pt regular here but headline · 17 pt semibold in " +
                    "the spec ",
            "DesignSystem.Materials.toolbar is .thickMaterial here but .bar in the spec ",
            "DesignSystem.Opacity.disabled is 0.5 here but 40% in the spec ",
        ])
    }

    @Test func whatMissingTokensProposeReadsBackAsTheSpecsValue() {
        var lines: [String] = []
        var proposed: [String: String] = [:]
        for token in Self.system.tokens {
            let segments = token.token.swiftName.split(separator: ".")
            guard let declaration = DriftSpelling.declaration(of: token, named: String(segments.last!)) else {
                continue
            }
            proposed[token.token.swiftName] = declaration
            lines.append("extension \(segments.dropLast().joined(separator: ".")) { \(declaration) }")
        }
        #expect(proposed["DesignSystem.Spacing.md"] == "static let md: CGFloat = 16")
        #expect(proposed["DesignSystem.CornerRadius.pill"] == "static let pill: CGFloat = .infinity")
        #expect(proposed["DesignSystem.Colors.goals"] == "static let goals: Color = .orange")
        #expect(proposed["DesignSystem.Colors.surface"] == "static let surface: Color = .white")
        #expect(
            proposed["DesignSystem.Colors.paper"]
                == "static let paper: Color = Color(red: 250 / 255, green: 247 / 255, blue: 240 / 255)")
        #expect(
            proposed["DesignSystem.Colors.scrim"]
                == "static let scrim: Color = Color(red: 0 / 255, green: 0 / 255, blue: 0 / 255, opacity: 0.4)")
        #expect(proposed["DesignSystem.Typography.badge"] == "static let badge: Font = .caption2.weight(.semibold)")
        #expect(proposed["DesignSystem.Typography.empty"] == "static let empty: Font = .title2.bold()")
        #expect(
            proposed["DesignSystem.Typography.hero"]
                == "static let hero: Font = .system(size: 48, weight: .bold, design: .rounded)")
        #expect(
            proposed["DesignSystem.Typography.brand"]
                == "static let brand: Font = .custom(\"Inter\", size: 15, relativeTo: .body)")
        #expect(proposed["DesignSystem.Opacity.disabled"] == "static let disabled: Double = 0.4")
        // High contrast is not compared, and in light and dark the error colour is the system red.
        #expect(proposed["DesignSystem.Colors.error"] == "static let error: Color = .red")
        #expect(proposed["DesignSystem.Gradients.scrim"] == nil)
        let drift = LintFixture.checkDrift(lines.joined(separator: "\n"), system: Self.system).filter {
            $0.rule == .tokenDrift
        }
        #expect(drift.map(\.message) == [])
    }
}
