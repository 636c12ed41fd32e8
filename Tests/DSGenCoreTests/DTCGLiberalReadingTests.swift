import Foundation
import Testing
@testable import DSGenCore

/// What real design systems' token files bend: each is read the one sensible way, with a warning
/// at its place that says what was assumed.
struct DTCGLiberalReadingTests {
    func load(_ files: [String: String]) throws -> (DesignSystem?, [String]) {
        let folder = try TemporaryFolder(files: files)
        let (system, diagnostics) = ContentLoader.load(contentDirectory: folder.path)
        return (system, diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") })
    }

    @Test func aTypeIsInferredWhereTheValueHasOnlyOne() throws {
        let (loaded, diagnostics) = try load(["t.tokens.json": """
        {
          "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
          "gap": { "$value": { "value": 8, "unit": "px" } },
          "fast": { "$value": { "value": 150, "unit": "ms" } },
          "strong": { "$value": "bold" },
          "ease": { "$value": [0.4, 0, 0.2, 1] },
          "count": { "$value": 3 }
        }
        """])
        let system = try #require(loaded)
        #expect(system.token("ink")?.kind == .color)
        #expect(system.token("gap")?.values.light == .dimension(8))
        #expect(system.token("fast")?.values.light == .duration(150))
        #expect(system.token("strong")?.values.light == .fontWeight(.bold))
        #expect(system.token("ease")?.kind == .cubicBezier)
        #expect(system.token("count") == nil)
        #expect(diagnostics == [
                "t.tokens.json:2:3: warning: 'ink' has no $type, and neither has a group above it; its value can " +
                    "only be a color, so it is read as one [format_deviation]",
                "t.tokens.json:3:3: warning: 'gap' has no $type, and neither has a group above it; its value can " +
                    "only be a dimension, so it is read as one [format_deviation]",
                "t.tokens.json:4:3: warning: 'fast' has no $type, and neither has a group above it; its value can " +
                    "only be a duration, so it is read as one [format_deviation]",
                "t.tokens.json:5:3: warning: 'strong' has no $type, and neither has a group above it; its value can " +
                    "only be a fontWeight, so it is read as one [format_deviation]",
                "t.tokens.json:6:3: warning: 'ease' has no $type, and neither has a group above it; its value can " +
                    "only be a cubicBezier, so it is read as one [format_deviation]",
                "t.tokens.json:7:3: error: 'count' has no $type, neither has a group above it, and its value could " +
                    "be of several types: add \"$type\" [invalid_token]",
        ])
    }

    @Test func unitsOutsideTheFormatAreReadAndWrittenBack() throws {
        let (loaded, diagnostics) = try load(["t.tokens.json": """
        { "size": { "$type": "dimension",
          "em": { "$value": { "value": 1.5, "unit": "em" } },
          "dp": { "$value": { "value": 12, "unit": "dp" } },
          "half": { "$value": { "value": 50, "unit": "%" } },
          "bare": { "$value": { "value": 2, "unit": "" } },
          "old": { "$value": "4px" } } }
        """])
        let system = try #require(loaded)
        #expect(system.token("size.em")?.values.light == .dimension(24))
        #expect(system.token("size.em")?.token.writtenUnit == .em)
        #expect(system.token("size.dp")?.values.light == .dimension(12))
        #expect(system.token("size.half")?.values.light == .dimension(50))
        #expect(system.token("size.half")?.token.writtenUnit == .percent)
        #expect(system.token("size.bare")?.token.writtenUnit == WrittenUnit.none)
        #expect(system.token("size.old")?.values.light == .dimension(4))
        #expect(system.token("size.old")?.token.writtenUnit == nil)
        #expect(diagnostics.count == 5)
        #expect(diagnostics.allSatisfy { $0.contains("warning:") && $0.hasSuffix("[format_deviation]") })
        #expect(
            diagnostics[0]
                == "t.tokens.json:2:45: warning: 'em' is not a DTCG unit; it is read as 16 points, as a rem is, and " +
                    "written back in em [format_deviation]"
        )
    }

    /// A real palette writes a hundred hex colours: one warning a file says so, at the first,
    /// with the count, instead of a hundred.
    @Test func anAssumptionRepeatedInAFileIsOneWarningWithItsCount() throws {
        let ramp =
            ##"{ "gray": { "$type": "color", "0": { "$value": "#F6F8FA" }, "1": { "$value": "#EFF2F5" }, "2": { "## +
                ##""$value": "#E9EDF1" } } }"##
        let (loaded, diagnostics) = try load([
            "a.tokens.json": ramp,
            "b.tokens.json":
                #"{ "fast": { "$type": "duration", "$value": "100ms" }, "slow": { "$type": "duration", "$value": "# +
                    #""400ms" } }"#
        ])
        #expect(try #require(loaded).tokens.count == 5)
        #expect(diagnostics == [
                "a.tokens.json:1:48: warning: '#F6F8FA' is a colour in the older drafts' hex form; it is read as " +
                    "sRGB (DTCG 2025.10 writes {\"colorSpace\": \"srgb\", \"components\": […]}) (and 2 more such " +
                    "values in this file) [format_deviation]",
                "b.tokens.json:1:44: warning: '100ms' is the older drafts' string form; DTCG 2025.10 writes " +
                    "{\"value\": 200, \"unit\": \"ms\"} (and 1 more such value in this file) [format_deviation]",
        ])
    }

    @Test func strayKeysHexStringsAndHuesAreReadWithAWarning() throws {
        let (loaded, diagnostics) = try load(["t.tokens.json": """
        { "c": { "$type": "color",
          "a": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] }, "alpha": 0 },
          "b": { "$value": "#00ff00" },
          "h": { "$value": { "colorSpace": "hsl", "components": [360, 100, 50] } },
          "x": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1], "hex": "blue" }, "$description": 7 } } }
        """])
        let system = try #require(loaded)
        #expect(system.tokens.count == 4)
        #expect(system.token("c.h")?.values.light == .color(.rgba(RGBA(red: 1, green: 0, blue: 0))))
        #expect(system.token("c.x")?.token.summary == nil)
        #expect(diagnostics == [
                "t.tokens.json:2:71: warning: 'c.a' has a $value, so it is a token, and a token's properties start " +
                    "with '$'; 'alpha' is ignored [format_deviation]",
                "t.tokens.json:3:20: warning: '#00ff00' is a colour in the older drafts' hex form; it is read as " +
                    "sRGB (DTCG 2025.10 writes {\"colorSpace\": \"srgb\", \"components\": […]}) [format_deviation]",
                "t.tokens.json:4:58: warning: a hue is from 0 up to but not including 360; 360 is read as 0, the " +
                    "same hue [format_deviation]",
                "t.tokens.json:5:76: warning: the hex fallback is a six-digit #RRGGBB colour, not 'blue'; it is " +
                    "ignored and the components are read [format_deviation]",
            "t.tokens.json:5:102: warning: $description is a string, not a number; it is ignored [format_deviation]",
        ])
    }

    @Test func typeSurvivesAnyDepthOfExtends() throws {
        let (loaded, diagnostics) = try load(["t.tokens.json": """
        { "base": { "$type": "dimension", "sm": { "$value": { "value": 4, "unit": "px" } } },
          "mid": { "$extends": "{base}" },
          "top": { "$extends": "{mid}", "lg": { "$value": { "value": 16, "unit": "px" } } } }
        """])
        #expect(diagnostics == [])
        #expect(loaded?.token("top.lg")?.values.light == .dimension(16))
        #expect(loaded?.token("top.sm")?.values.light == .dimension(4))
    }

    @Test func conformanceProblemsAreReported() throws {
        let (_, diagnostics) = try load([
            "t.tokens.json":
                ##"{ "a": { "$type": "color", "$value": "#000000", "$ref": "#/b" }, "s": { "$type": "shadow", "## +
                    ##""$value": { "color": "#000000", "offsetX": "0px", "offsetY": { "value": 1, "unit": "px" }, "## +
                    ##""blur": { "value": 2, "unit": "px" } } } }"##,
            "r/empty.resolver.json": ##"{ "version": "2025.10", "resolutionOrder": [] }"##,
            "q/inline.resolver.json": ##"{ "version": "2025.10", "resolutionOrder": [{ "type": "set" }] }"##,
        ])
        #expect(
            diagnostics.contains(
                "t.tokens.json:1:49: error: 'a' has both $value and $ref, so its value could be either; keep one " +
                    "[invalid_token]"
            ))
        #expect(
            diagnostics.contains {
                $0.hasPrefix(
                    "t.tokens.json:1:102: warning: a shadow has color, offsetX, offsetY, blur and spread; this one " +
                        "has no spread"
                )
            })
        #expect(
            diagnostics.contains(
                "r/empty.resolver.json:1:44: error: \"resolutionOrder\" is empty, so this resolver gives no tokens; " +
                    "list its sets and modifiers there [invalid_resolver]"
            ))
        #expect(
            diagnostics.contains(
                "q/inline.resolver.json:1:45: warning: an inline set in resolutionOrder has a \"name\"; this one has " +
                    "none, and is read all the same [format_deviation]"
            ))
        #expect(
            diagnostics.contains(
                "q/inline.resolver.json:1:45: warning: a set lists its token files in \"sources\"; the set '' has " +
                    "none, so it adds no tokens [format_deviation]"
            ))
    }

    @Test func filesBesideAResolverThatItDoesNotNameAreLeftOut() throws {
        let (loaded, diagnostics) = try load([
            "t/base.tokens.json": ##"{ "ink": { "$type": "color", "$value": "#000000" } }"##,
            "t/dimmed.tokens.json": ##"{ "ink": { "$type": "color", "$value": "#222222" } }"##,
            "t/deuteranopia.tokens.json": ##"{ "ink": { "$type": "color", "$value": "#111111" } }"##,
            "t/r.resolver.json":
                ##"{ "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "base.tokens.json" }] } }, "## +
                    ##""resolutionOrder": [{ "$ref": "#/sets/s" }] }"##
        ])
        #expect(loaded?.tokens.count == 1)
        #expect(diagnostics.filter { !$0.contains("hex form") } == [
                "t/r.resolver.json:1:1: warning: this resolver does not name 't/deuteranopia.tokens.json', " +
                    "'t/dimmed.tokens.json'; token files beside a resolver are read only through it, so they are " +
                    "left out (name them in a set or a modifier's context to read them) [format_deviation]"
        ])
    }

    @Test(arguments: [
        ("light", Appearance.light), ("Dark", .dark), ("light-hc", .lightHighContrast), ("dark_hc", .darkHighContrast),
        ("light_ax", .lightHighContrast), ("dark-ax", .darkHighContrast), ("highContrast", .lightHighContrast),
        ("darkHighContrast", .darkHighContrast), ("dark-increased-contrast", .darkHighContrast),
        ("lighthighcontrast", .lightHighContrast),
        ("dark high contrast", .darkHighContrast), ("default", .light),
    ])
    func appearanceContextsAreMatchedByMeaning(_ row: (String, Appearance)) {
        #expect(DTCGNames.appearance(context: row.0) == row.1)
    }

    @Test func aContextThatIsNoAppearanceIsNot() {
        #expect(DTCGNames.appearance(context: "dimmed") == nil)
        #expect(DTCGNames.appearance(context: "brand-dark") == nil)
    }

    @Test func aModifierWithAContextThatIsNoAppearanceIsAThemeAndSaysSo() throws {
        let (loaded, diagnostics) = try load([
            "light.tokens.json": ##"{ "ink": { "$type": "color", "$value": "#000000" } }"##,
            "dark.tokens.json": ##"{ "ink": { "$type": "color", "$value": "#FFFFFF" } }"##,
            "dimmed.tokens.json":
                ##"{ "ink": { "$type": "color", "$value": "#444444" }, "glow": { "$type": "color", "$value": "## +
                    ##""#FF0000" } }"##,
            "r.resolver.json":
                ##"{ "version": "2025.10", "modifiers": { "mode": { "default": "light", "contexts": { "light": [{ "## +
                    ##""$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }], "dimmed": [{ "## +
                    ##""$ref": "dimmed.tokens.json" }] } } }, "resolutionOrder": [{ "$ref": "#/modifiers/mode" }] }"##
        ])
        #expect(loaded?.token("ink") != nil)
        #expect(
            diagnostics.contains {
                $0.hasPrefix(
                    "r.resolver.json:1:48: warning: the modifier 'mode' has appearance contexts (light, dark), but " +
                        "'dimmed' is no appearance"
                )
            })
        #expect(
            diagnostics.contains {
                $0.hasPrefix(
                    "dimmed.tokens.json:1:53: warning: 'glow' is declared only in the context 'dimmed' of the " +
                        "modifier 'mode'"
                )
            })
    }
}
