import Testing
@testable import DSGenCore

/// Tokens Studio's older `value`/`type` files: each token is read as the DTCG token it stands for,
/// with one warning for the file, and a token with no such reading is left out with its reason.
struct TokensStudioTests {
    private func load(_ text: String) throws -> (DesignSystem, [String]) {
        let folder = try TemporaryFolder(files: ["global.tokens.json": text])
        let (system, diagnostics) = ContentLoader.load(contentDirectory: folder.path)
        return (
            try #require(system),
            diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
        )
    }

    @Test func eachTypeIsReadInItsDTCGForm() throws {
        let (system, diagnostics) = try load("""
        {
          "blue": { "value": "#2563eb", "type": "color" },
          "shade": { "value": "rgba(17, 24, 39, 0.5)", "type": "color" },
          "clear": { "value": "transparent", "type": "color" },
          "accent": { "value": "{blue}", "type": "color" },
          "gap": { "value": "8", "type": "spacing" },
          "wide": { "value": "1.5rem", "type": "sizing" },
          "round": { "value": 12, "type": "borderRadius" },
          "dim": { "value": "40%", "type": "opacity" },
          "face": { "value": "Inter", "type": "fontFamilies" },
          "semi": { "value": "Semi Bold", "type": "fontWeights" },
          "heavy": { "value": "800", "type": "fontWeights" },
          "size": { "value": "17", "type": "fontSizes" },
          "fast": { "value": "150ms", "type": "duration" },
          "body": { "value": { "fontFamily": "{face}", "fontWeight": "{semi}", "fontSize": "{size}", "lineHeight": \
        "AUTO" }, "type": "typography" },
          "card": { "value": { "x": "0", "y": "2", "blur": "8", "spread": "0", "color": "{shade}", "type": \
        "dropShadow" }, "type": "boxShadow" }
        }
        """)
        #expect(system.token("blue")?.values.light == .color(.rgba(RGBA(hex: "#2563EB")!)))
        #expect(
            system.token("shade")?.values.light
                == .color(.rgba(RGBA(red: 17 / 255, green: 24 / 255, blue: 39 / 255, alpha: 0.5))))
        #expect(system.token("clear")?.values.light == .color(.rgba(RGBA(red: 0, green: 0, blue: 0, alpha: 0))))
        #expect(system.token("accent")?.values.light == .color(.rgba(RGBA(hex: "#2563EB")!)))
        #expect(system.token("gap")?.values.light == .dimension(8))
        #expect(system.token("wide")?.values.light == .dimension(24))
        #expect(system.token("round")?.values.light == .dimension(12))
        #expect(system.token("dim")?.values.light == .number(0.4))
        #expect(system.token("semi")?.values.light == .fontWeight(.semibold))
        #expect(system.token("heavy")?.values.light == .fontWeight(.heavy))
        #expect(system.token("fast")?.values.light == .duration(150))
        guard case .typography(let body) = system.token("body")?.values.light else {
            Issue.record("body is not typography")
            return
        }
        #expect(body.size == 17 && body.weight == .semibold)
        guard case .shadow(let card) = system.token("card")?.values.light else {
            Issue.record("card is not a shadow")
            return
        }
        #expect(
            card.radius == 8 && card.y == 2
                && card.color == .rgba(RGBA(red: 17 / 255, green: 24 / 255, blue: 39 / 255, alpha: 0.5)))
        #expect(diagnostics == [
                "global.tokens.json:2:3: warning: this file is written in Tokens Studio's format (its types, or " +
                    "value and type without '$'); its 15 tokens are read as DTCG 2025.10 names them (spacing, sizing " +
                    "and borderRadius as dimension, fontWeights as fontWeight, boxShadow as shadow) " +
                    "[legacy_token_format]"
        ])
    }

    @Test func whatHasNoReadingIsLeftOutWithItsReason() throws {
        let (system, diagnostics) = try load("""
        {
          "base": { "value": "4", "type": "spacing" },
          "logo": { "value": "logo.svg", "type": "asset" },
          "loose": { "value": "#fff" },
          "odd": { "value": "Wide", "type": "fontWeights" },
          "gradient": { "value": "linear-gradient(180deg, #fff 0%)", "type": "color" }
        }
        """)
        #expect(system.tokens.map(\.path) == ["base"])
        #expect(diagnostics == [
                "global.tokens.json:2:3: warning: this file is written in Tokens Studio's format (its types, or " +
                    "value and type without '$'); its token is read as DTCG 2025.10 names them (spacing, sizing and " +
                    "borderRadius as dimension, fontWeights as fontWeight, boxShadow as shadow) [legacy_token_format]",
                "global.tokens.json:3:3: warning: 'logo' is in Tokens Studio's older format, and Tokens Studio's " +
                    "type 'asset' has no DTCG counterpart; it is left out [legacy_token_format]",
                "global.tokens.json:4:3: warning: 'loose' is in Tokens Studio's older format, and it has no type; it " +
                    "is left out [legacy_token_format]",
                "global.tokens.json:5:3: warning: 'odd' is in Tokens Studio's older format, and 'Wide' is not a font " +
                    "weight; it is left out [legacy_token_format]",
                "global.tokens.json:6:3: warning: 'gradient' is in Tokens Studio's older format, and " +
                    "'linear-gradient(180deg, #fff 0%)' has fewer than two colour stops; it is left out " +
                    "[legacy_token_format]",
        ])
    }

    /// Math over dimensions is worked out over the tokens it names; a colour at an alpha is the
    /// token it names at that opacity; a negative number is a number, not math.
    @Test func mathAndAlphaColoursAreWorkedOut() throws {
        let (system, diagnostics) = try load("""
        {
          "base": { "value": "4", "type": "spacing" },
          "lg": { "value": "{base} * 6", "type": "spacing" },
          "half": { "value": "(16 + {base}) / 2", "type": "spacing" },
          "tight": { "value": "-0.5", "type": "letterSpacing" },
          "ink": { "value": "hsl(220, 40%, 20%)", "type": "color" },
          "overlay": { "value": "rgba({ink}, 0.5)", "type": "color" }
        }
        """)
        #expect(system.token("lg")?.values.light == .dimension(24))
        #expect(system.token("half")?.values.light == .dimension(10))
        #expect(system.token("tight")?.values.light == .dimension(-0.5))
        let ink = RGBA(red: 0.12, green: 0.1733, blue: 0.28)
        guard case .color(.rgba(let overlay)) = system.token("overlay")?.values.light else {
            Issue.record("overlay is not a colour")
            return
        }
        #expect(abs(overlay.red - ink.red) < 0.001 && abs(overlay.green - ink.green) < 0.001 && overlay.alpha == 0.5)
        #expect(diagnostics == [
                "global.tokens.json:2:3: warning: this file is written in Tokens Studio's format (its types, or " +
                    "value and type without '$'); its 6 tokens are read as DTCG 2025.10 names them (spacing, sizing " +
                    "and borderRadius as dimension, fontWeights as fontWeight, boxShadow as shadow) " +
                    "[legacy_token_format]",
                "global.tokens.json:3:20: warning: '{base} * 6' is Tokens Studio's math, which DTCG does not have; " +
                    "it is worked out (24px) (and 1 more such value in this file) [format_deviation]",
                "global.tokens.json:7:25: warning: 'rgba({ink}, 0.5)' is Tokens Studio's colour at an alpha, which " +
                    "DTCG cannot write; it is read as {ink} at opacity 0.5 [format_deviation]",
        ])
    }

    /// Tokens Studio's colour modifiers, where DTCG can hold the result; the others read the base colour.
    @Test func colourModifiersAreApplied() throws {
        func modified(_ type: String, _ value: String, space: String, color: String = "") -> String {
            #"{ "value": "\#(value)", "type": "color", "$extensions": { "studio.tokens": { "modify": "#
                + #"{ "type": "\#(type)", "value": "0.5", "space": "\#(space)"\#(color) } } } }"#
        }
        let (system, diagnostics) = try load("""
        {
          "grey": { "value": "#808080", "type": "color" },
          "lighter": \(modified("lighten", "#808080", space: "srgb")),
          "darker": \(modified("darken", "#808080", space: "hsl")),
          "mixed": \(modified("mix", "#000000", space: "srgb", color: ##", "color": "#ffffff""##)),
          "faded": \(modified("alpha", "{grey}", space: "srgb")),
          "tinted": \(modified("lighten", "{grey}", space: "lch"))
        }
        """)
        func hex(_ path: String) -> String? {
            if case .color(.rgba(let rgba)) = system.token(path)?.values.light { return rgba.hex }
            return nil
        }
        #expect(hex("lighter") == "#C0C0C0")
        #expect(hex("darker") == "#404040")
        #expect(hex("mixed") == "#808080")
        #expect(hex("faded") == "#80808080")
        #expect(hex("tinted") == "#808080")
        #expect(diagnostics.contains(
                "global.tokens.json:7:3: warning: 'tinted': its 'lighten' modifier over a reference has no DTCG " +
                    "counterpart, so the colour is read unmodified [legacy_token_format]"
        ))
    }

    /// A CSS linear gradient in a colour token is a gradient token of its stops.
    @Test func cssGradientsAreGradients() throws {
        let (system, diagnostics) = try load("""
        {
          "blue": { "value": "#0000ff", "type": "color" },
          "fade": { "value": "linear-gradient(180deg, {blue} 0%, rgba(0, 0, 0, 0.5) 100%)", "type": "color" },
          "side": { "value": "linear-gradient(90deg, #fff, #000, #fff)", "type": "color" }
        }
        """)
        guard case .gradient(.linear(_, _, let stops)) = system.token("fade")?.values.light,
              case .gradient(.linear(_, _, let side)) = system.token("side")?.values.light else {
            Issue.record("fade and side are not linear gradients")
            return
        }
        #expect(stops.map(\.location) == [0, 1])
        #expect(stops.first?.color == .rgba(RGBA(hex: "#0000FF")!))
        #expect(side.map(\.location) == [0, 0.5, 1])
        #expect(diagnostics.contains(
                "global.tokens.json:4:3: warning: 'side': its direction '90deg' is read as top to bottom, the " +
                    "direction of DTCG's gradients [legacy_token_format]"
        ))
    }
}
