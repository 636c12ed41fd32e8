import DSGenCore
import Foundation
import Testing
@testable import DSGenExport

/// The other platforms' exports: Tailwind CSS v4, Android resources and Jetpack Compose. Their
/// goldens are compiled by the platforms' own tools in CI (`Tests/ExportChecks/check.sh`).
struct PlatformEmitterTests {
    static let spec = """
        ```tokens colors kind=color
        surface  #FFFFFF | #1C1C1E
        error    red | #FF453A | #D70015 | #FF6961
        old      {colors.error}  @deprecated({colors.error})
        ```

        ```tokens spacing kind=dimension
        md  16pt
        xl2  40pt
        in  8pt
        ```

        ```tokens fontSizes kind=dimension use=text
        body  17pt
        ```

        ```tokens curves kind=cubicBezier
        standard  cubicBezier(0.4, 0, 0.2, 1)
        ```

        ```tokens motion kind=duration
        quick  150ms
        ```
        """

    static func text(_ files: [String: Data], _ path: String) throws -> String {
        String(decoding: try #require(files[path]), as: UTF8.self)
    }

    @Test(arguments: [ExportFormat.android, .compose, .tailwind])
    func everyKindIsWrittenAsTheGoldenFilesSay(_ format: ExportFormat) throws {
        let files = format.emitter.emit(try ExportFixture.system(ExportFixture.everyKind))
        try GoldenFiles.expect(files, match: format.rawValue)
    }

    @Test func tailwindUsesItsOwnNamespaces() throws {
        let css = try Self.text(TailwindEmitter().emit(try ExportFixture.system(Self.spec)), "tailwind.css")
        #expect(css.contains("@theme {\n  --color-surface: light-dark(#FFFFFF, #1C1C1E);\n"))
        #expect(css.contains("  /* deprecated: use --color-error */\n  --color-old: light-dark(#FF3B30, #FF453A);\n"))
        #expect(css.contains("  --spacing-xl-2: 40px;\n  --spacing-in: 8px;\n  --text-body: 17px;\n"))
        #expect(css.contains(
            "  --ease-standard: cubic-bezier(0.4, 0, 0.2, 1);\n}\n:root {\n  --motion-quick: 150ms;\n}\n"
        ))
        #expect(css.hasSuffix("@media (prefers-contrast: more) {\n  :root {\n" +
                    "    --color-error: light-dark(#D70015, #FF6961);\n    --color-old: light-dark(#D70015, " +
                        "#FF6961);\n  }\n}\n"
            ))
    }

    @Test func androidPutsDarkColoursUnderNightAndSaysWhatItLeavesOut() throws {
        let files = AndroidEmitter().emit(try ExportFixture.system(Self.spec))
        #expect(files.keys.sorted() == [
            "values-night/colors.xml", "values/colors.xml", "values/dimens.xml", "values/integers.xml",
        ])
        let colors = try Self.text(files, "values/colors.xml")
        #expect(colors.contains("high contrast: the high-contrast values of 2 tokens are left out."))
        #expect(colors.contains("    <!-- Deprecated. Use @color/colors_error instead. -->\n" +
            "    <color name=\"colors_old\">#FFFF3B30</color>\n"))
        let night = try Self.text(files, "values-night/colors.xml")
        #expect(night.contains("<color name=\"colors_surface\">#FF1C1C1E</color>"))
        let dimens = try Self.text(files, "values/dimens.xml")
        #expect(dimens.contains("<dimen name=\"spacing_xl_2\">40dp</dimen>"))
        #expect(dimens.contains("<dimen name=\"font_sizes_body\">17sp</dimen>"))
        let integers = try Self.text(files, "values/integers.xml")
        #expect(integers.contains("<integer name=\"motion_quick\">150</integer>"))
    }

    @Test func composeWritesAnObjectPerGroupWithKotlinsDeprecation() throws {
        let kotlin = try Self.text(ComposeEmitter().emit(try ExportFixture.system(Self.spec)), "DesignSystem.kt")
        #expect(kotlin.contains("object Colors {\n    val surface = ThemedColor(light = Color(0xFFFFFFFF), " +
            "dark = Color(0xFF1C1C1E))\n"))
        #expect(kotlin.contains("    @Deprecated(\"Use Colors.error\", ReplaceWith(\"Colors.error\"))\n    val old = "))
        #expect(kotlin.contains("object Spacing {\n    val md = 16.dp\n    val xl2 = 40.dp\n    val `in` = 8.dp\n}\n"))
        #expect(kotlin.contains("object FontSizes {\n    val body = 17.sp\n}\n"))
        #expect(kotlin.contains("    val standard = CubicBezierEasing(0.4f, 0f, 0.2f, 1f)\n"))
        #expect(kotlin.contains("    /** In milliseconds. */\n    val quick = 150\n"))
    }
}
