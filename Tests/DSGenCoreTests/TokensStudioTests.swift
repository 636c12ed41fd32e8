import Testing
@testable import DSGenCore

/// Tokens Studio's older `value`/`type` files: each token is read as the DTCG token it stands for,
/// with one warning for the file, and a token with no such reading is left out with its reason.
struct TokensStudioTests {
    private func load(_ text: String) throws -> (DesignSystem, [String]) {
        let folder = try TemporaryFolder(files: ["global.tokens.json": text])
        let (system, diagnostics) = ContentLoader.load(contentDirectory: folder.path)
        return (try #require(system), diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") })
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
          "body": { "value": { "fontFamily": "{face}", "fontWeight": "{semi}", "fontSize": "{size}", "lineHeight": "AUTO" }, "type": "typography" },
          "card": { "value": { "x": "0", "y": "2", "blur": "8", "spread": "0", "color": "{shade}", "type": "dropShadow" }, "type": "boxShadow" }
        }
        """)
        #expect(system.token("blue")?.values.light == .color(.rgba(RGBA(hex: "#2563EB")!)))
        #expect(system.token("shade")?.values.light == .color(.rgba(RGBA(red: 17 / 255, green: 24 / 255, blue: 39 / 255, alpha: 0.5))))
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
        #expect(card.radius == 8 && card.y == 2 && card.color == .rgba(RGBA(red: 17 / 255, green: 24 / 255, blue: 39 / 255, alpha: 0.5)))
        #expect(diagnostics == [
            "global.tokens.json:2:3: warning: this file is written in Tokens Studio's older format (value and type without '$'); its 15 tokens are read as DTCG 2025.10 names them (spacing, sizing and borderRadius as dimension, fontWeights as fontWeight, boxShadow as shadow) [legacy_token_format]",
        ])
    }

    @Test func whatHasNoReadingIsLeftOutWithItsReason() throws {
        let (system, diagnostics) = try load("""
        {
          "base": { "value": "4", "type": "spacing" },
          "lg": { "value": "{base} * 6", "type": "spacing" },
          "half": { "value": "16 / 2", "type": "spacing" },
          "overlay": { "value": "rgba({ink}, 0.5)", "type": "color" },
          "logo": { "value": "logo.svg", "type": "asset" },
          "loose": { "value": "#fff" },
          "odd": { "value": "Wide", "type": "fontWeights" }
        }
        """)
        #expect(system.tokens.map(\.path) == ["base"])
        #expect(diagnostics == [
            "global.tokens.json:2:3: warning: this file is written in Tokens Studio's older format (value and type without '$'); its token is read as DTCG 2025.10 names them (spacing, sizing and borderRadius as dimension, fontWeights as fontWeight, boxShadow as shadow) [legacy_token_format]",
            "global.tokens.json:3:3: warning: 'lg' is in Tokens Studio's older format, and '{base} * 6' is a math expression, which dsgen does not work out; it is left out [legacy_token_format]",
            "global.tokens.json:4:3: warning: 'half' is in Tokens Studio's older format, and '16 / 2' is a math expression, which dsgen does not work out; it is left out [legacy_token_format]",
            "global.tokens.json:5:3: warning: 'overlay' is in Tokens Studio's older format, and 'rgba({ink}, 0.5)' is a colour dsgen cannot read (a reference inside rgba() is Tokens Studio's own); it is left out [legacy_token_format]",
            "global.tokens.json:6:3: warning: 'logo' is in Tokens Studio's older format, and Tokens Studio's type 'asset' has no DTCG counterpart; it is left out [legacy_token_format]",
            "global.tokens.json:7:3: warning: 'loose' is in Tokens Studio's older format, and it has no type; it is left out [legacy_token_format]",
            "global.tokens.json:8:3: warning: 'odd' is in Tokens Studio's older format, and 'Wide' is not a font weight; it is left out [legacy_token_format]",
        ])
    }
}
