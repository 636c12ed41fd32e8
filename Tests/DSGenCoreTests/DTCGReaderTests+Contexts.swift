import Foundation
import Testing
@testable import DSGenCore

/// An appearance modifier's light context, and a token only its dark file declares.
extension DTCGReaderTests {
    @Test func theLightContextOfAnAppearanceModifierIsRead() throws {
        let (system, diagnostics, _) = try load([
            "light.tokens.json":
                #"{ "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } }"#,
            "dark.tokens.json":
                #"{ "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } }"#,
            "r.resolver.json":
                ##"{ "version": "2025.10", "modifiers": { "mode": { "default": "light", "contexts": { "light": [{ "## +
                    ##""$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] } } }, "## +
                    ##""resolutionOrder": [{ "$ref": "#/modifiers/mode" }] }"##
        ])
        #expect(diagnostics == [])
        #expect(system?.token("ink")?.values.light == .color(.rgba(RGBA(red: 0, green: 0, blue: 0))))
        #expect(system?.token("ink")?.values.dark == .color(.rgba(RGBA(red: 1, green: 1, blue: 1))))
    }

    @Test func aTokenOfTheDarkFileOnlyIsReported() throws {
        let (system, diagnostics, _) = try load([
            "light.tokens.json":
                #"{ "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } }"#,
            "dark.tokens.json":
                #"{ "glow": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } }"#,
            "r.resolver.json":
                ##"{ "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "light.tokens.json" }] } }, "## +
                    ##""modifiers": { "mode": { "default": "light", "contexts": { "light": [], "dark": [{ "$ref": "## +
                    ##""dark.tokens.json" }] } } }, "resolutionOrder": [{ "$ref": "#/sets/s" }, { "$ref": "## +
                    ##""#/modifiers/mode" }] }"##
        ])
        #expect(system?.token("glow") == nil)
        #expect(
            diagnostics == [
                "dark.tokens.json:1:3: warning: 'glow' is declared for dark only; declare it in the light values " +
                    "too, or it is left out [unresolved_alias]"
            ])
    }
}
