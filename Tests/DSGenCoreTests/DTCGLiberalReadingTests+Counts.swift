import Foundation
import Testing
@testable import DSGenCore

/// Deviations a file repeats, said once with their count.
extension DTCGLiberalReadingTests {
    /// A file of many tokens of a type that is not DTCG's, or of short hex fallbacks, says so once
    /// with the count (Adobe Spectrum's 154 'string' tokens were 154 lines of a build's output).
    @Test func aDeviationAFileRepeatsIsOneWarningWithItsCount() throws {
        let color = { (hex: String) in
            #"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "hex": "\#(hex)" } }"#
        }
        let (system, diagnostics) = try load(["a.tokens.json": """
            { "font": { "$type": "string", "a": { "$value": "x" }, "b": { "$value": "y" }, "c": { "$value": "z" } },
              "ink": \(color("#000")), "shade": \(color("#0000")) }
            """])
        #expect(system?.tokens.map(\.path).sorted() == ["ink", "shade"])
        #expect(diagnostics == [
            "a.tokens.json:1:32: warning: 'string' is not a DTCG 2025.10 type, so 'font.a' is left out " +
                "(and 2 more such tokens in this file) [unsupported_token_type]",
            "a.tokens.json:2:96: warning: the hex fallback is a six-digit #RRGGBB colour, not '#000'; it is " +
                "ignored and the components are read (and 1 more such fallback in this file) [format_deviation]",
        ])
    }
}
