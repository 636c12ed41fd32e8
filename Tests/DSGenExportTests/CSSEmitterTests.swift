import DSGenCore
import Foundation
import Testing
@testable import DSGenExport

/// `tokens.css` carries every token as a custom property that themes can reuse.
struct CSSEmitterTests {
    @Test func tokensBecomeCustomProperties() throws {
        let system = try ExportFixture.system("""
        ```tokens spacing kind=dimension
        md  16pt
        ```

        ```tokens radius kind=radius
        pill  round
        ```

        ```tokens colors kind=color
        error  red | #FF453A | #D70015 | #FF6961
        ```
        """)
        let files = CSSEmitter().emit(system)
        #expect(files.keys.sorted() == ["tokens.css"])
        let css = String(decoding: try #require(files["tokens.css"]), as: UTF8.self)
        #expect(css.contains("  --spacing-md: 16px;\n"))
        #expect(css.contains("  --radius-pill: 999px;\n"))
        #expect(css.contains("  --colors-error: light-dark(#FF3B30, #FF453A);\n"))
        #expect(
            css.contains(
                "@media (prefers-contrast: more) {\n  :root {\n    --colors-error: light-dark(#D70015, #FF6961);\n"))
    }
}
