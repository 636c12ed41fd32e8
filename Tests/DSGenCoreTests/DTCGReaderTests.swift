import Foundation
import Testing
@testable import DSGenCore

/// DTCG 2025.10 token files join the spec: every type the model holds, groups, references, and
/// every bad input at its own line and column.
struct DTCGReaderTests {
    func load(_ files: [String: String]) throws -> (DesignSystem?, [String], String) {
        let folder = try TemporaryFolder(files: files)
        let (system, diagnostics) = ContentLoader.load(contentDirectory: folder.path)
        return (
            system, diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") },
            folder.path
        )
    }

    @Test func everyTypeTheModelHoldsIsRead() throws {
        let (loaded, diagnostics, _) = try load(["t.tokens.json": """
        {
          "c": { "$type": "color",
            "srgb": { "$value": { "colorSpace": "srgb", "components": [1, 0.5843, 0], "hex": "#ff9500" } },
            "hsl": { "$value": { "colorSpace": "hsl", "components": [120, 100, 50] } },
            "oklch": { "$value": { "colorSpace": "oklch", "components": [0.6279553606145516, 0.25768330773615683, \
        29.2338851923426], "alpha": 0.5 } },
            "p3": { "$value": { "colorSpace": "display-p3", "components": [1, 1, 1] } },
            "lab": { "$value": { "colorSpace": "lab", "components": [100, 0, 0] } },
            "gray": { "$value": { "colorSpace": "hwb", "components": ["none", 50, 50] } }
          },
          "size": { "$type": "dimension", "md": { "$value": { "value": 16, "unit": "px" } }, "lg": { "$value": { \
        "value": 1.5, "unit": "rem" } } },
          "family": { "$type": "fontFamily", "brand": { "$value": ["Inter", "system-ui"] }, "system": { "$value": \
        "ui-rounded" } },
          "weight": { "$type": "fontWeight", "named": { "$value": "semi-bold" }, "number": { "$value": 700 } },
          "time": { "$type": "duration", "fast": { "$value": { "value": 0.25, "unit": "s" } } },
          "count": { "$type": "number", "$value": 3 },
          "shadow": { "$type": "shadow", "$value": { "color": "{c.srgb}", "offsetX": { "value": 0, "unit": "px" }, \
        "offsetY": { "value": 2, "unit": "px" }, "blur": { "value": 8, "unit": "px" }, "spread": { "value": 0, "unit": \
        "px" } } },
          "fade": { "$type": "gradient", "$value": [ { "color": "{c.srgb}", "position": 0 }, { "color": { \
        "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0 }, "position": 1.5 } ] },
          "type": { "$type": "typography", "$value": { "fontFamily": "{family.brand}", "fontSize": "{size.md}", \
        "fontWeight": "{weight.named}", "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.25 } }
        }
        """])
        #expect(diagnostics == [])
        let system = try #require(loaded)
        let hex = { (path: String) in
            system.token(path).flatMap { if case .color(.rgba(let rgba)) = $0.values.light { rgba.hex } else { nil } }
        }
        #expect(hex("c.srgb") == "#FF9500")
        #expect(hex("c.hsl") == "#00FF00")
        #expect(hex("c.oklch") == "#FF000080")
        #expect(hex("c.p3") == "#FFFFFF")
        #expect(hex("c.lab") == "#FFFFFF")
        #expect(hex("c.gray") == "#808080")
        #expect(system.token("size.md")?.values.light == .dimension(16))
        #expect(system.token("size.lg")?.values.light == .dimension(24))
        #expect(system.token("family.brand")?.values.light == .fontFamily(.custom("Inter")))
        #expect(system.token("family.system")?.values.light == .fontFamily(FontFamily.system(FontDesign.rounded)))
        #expect(system.token("weight.named")?.values.light == .fontWeight(.semibold))
        #expect(system.token("time.fast")?.values.light == .duration(250))
        #expect(system.token("count")?.values.light == .number(3))
        #expect(
            system.token("shadow")?.values.light
                == .shadow(Shadow(color: .rgba(RGBA(hex: "#FF9500")!), radius: 8, x: 0, y: 2)))
        guard case .gradient(.linear(.top, .bottom, let stops))? = system.token("fade")?.values.light else {
            Issue.record("fade is no linear gradient"); return
        }
        #expect(stops.map { $0.location } == [0, 1])
        #expect(
            system.token("type")?.values.light
                == .typography(Typography(textStyle: nil, size: 16, weight: .semibold, family: .custom("Inter"))))
        #expect(system.token("type")?.token.swiftName == "DesignSystem.type")
    }

    @Test func groupsRootExtendsAndPointersAreFollowed() throws {
        let (loaded, diagnostics, _) = try load(["t.tokens.json": """
        {
          "button": { "$type": "color", "$deprecated": "Use {accent.$root} instead.",
            "bg": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } },
            "text": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] }, "$extensions": { "org.example": { \
        "keep": [1, "two"] } } } },
          "primary": { "$extends": "{button}", "bg": { "$value": { "colorSpace": "srgb", "components": [0.8, 0, 0.4] } \
        } },
          "accent": { "$type": "color", "$root": { "$value": { "$ref": "#/button/bg/$value" } } },
          "link": { "$value": { "$ref": "#/button/text" } }
        }
        """])
        #expect(diagnostics == [])
        let system = try #require(loaded)
        #expect(
            system.tokens.map(\.path) == [
                "button.bg", "button.text", "primary.bg", "primary.text", "accent.$root", "link",
            ])
        #expect(system.token("button.bg")?.token.deprecation?.replacement?.path == "accent.$root")
        #expect(system.token("primary.text")?.values.light == system.token("button.text")?.values.light)
        #expect(system.token("primary.bg")?.values.light == .color(.rgba(RGBA(red: 0.8, green: 0, blue: 0.4))))
        #expect(system.token("accent.$root")?.values.light == .color(.rgba(RGBA(red: 0, green: 0.4, blue: 0.8))))
        #expect(system.token("link")?.aliasOf == "button.text")
        #expect(system.token("button.text")?.token.extensions == #"{"org.example":{"keep":[1,"two"]}}"#)
    }

    @Test func aResolverGivesTheAppearancesAndOtherModifiersTheirDefault() throws {
        let color = { (r: Double) in
            #"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": [\#(r), \#(r), \#(r)] } }"#
        }
        let files = [
            "base.tokens.json": #"{ "bg": \#(color(1)), "ink": { "$value": "{bg}" } }"#,
            "dark.tokens.json": #"{ "bg": \#(color(0)) }"#,
            "hc.tokens.json": #"{ "bg": \#(color(0.5)) }"#,
            "brand-a.tokens.json": #"{ "brand": \#(color(0.2)) }"#,
            "brand-b.tokens.json": #"{ "brand": \#(color(0.8)) }"#,
            "app.resolver.json": """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
              "modifiers": {
                "mode": { "default": "light", "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }], \
            "light-high-contrast": [{ "$ref": "hc.tokens.json" }] } },
                "brand": { "default": "b", "contexts": { "a": [{ "$ref": "brand-a.tokens.json" }], "b": [{ "$ref": \
            "brand-b.tokens.json" }] } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }, { "$ref": \
            "#/modifiers/brand" }] }
            """,
        ]
        let (loaded, diagnostics, _) = try load(files)
        #expect(diagnostics == [])
        let system = try #require(loaded)
        let ink = try #require(system.token("ink")).values
        #expect(ink[.light] == .color(.rgba(RGBA(red: 1, green: 1, blue: 1))))
        #expect(ink[.dark] == .color(.rgba(RGBA(red: 0, green: 0, blue: 0))))
        #expect(ink[.lightHighContrast] == .color(.rgba(RGBA(red: 0.5, green: 0.5, blue: 0.5))))
        #expect(system.token("brand")?.values.light == .color(.rgba(RGBA(red: 0.8, green: 0.8, blue: 0.8))))
        #expect(system.themes.map(\.name) == ["brand"])
        #expect(system.themes.first?.contexts == ["a", "b"])

        let folder = try TemporaryFolder(files: files)
        let (other, otherDiagnostics) = ContentLoader.load(contentDirectory: folder.path, themes: ["brand": "a"])
        #expect(otherDiagnostics.isEmpty)
        #expect(other?.token("brand")?.values.light == .color(.rgba(RGBA(red: 0.2, green: 0.2, blue: 0.2))))
    }

    @Test func aliasesCrossBetweenPagesAndFilesAndSoDoCycles() throws {
        let (system, diagnostics, _) = try load([
            "page.md": "# P\n\n```tokens colors kind=color\ngoals  orange\nwarning  {brand.hot}\n```\n",
            "brand.tokens.json":
                #"{ "brand": { "$type": "color", "accent": { "$value": "{colors.goals}" }, "hot": { "$value": "# +
                    #""{brand.loop}" }, "loop": { "$value": "{colors.warning}" } } }"#
        ])
        #expect(system?.token("brand.accent")?.values.dark == .color(.rgba(RGBA(hex: "#FF9F0A")!)))
        // Reported once, at the member that sorts first: the file before the page.
        #expect(
            diagnostics == [
                "brand.tokens.json:1:93: error: alias cycle: brand.hot → brand.loop → colors.warning → brand.hot; " +
                    "one of these tokens needs a value of its own [alias_cycle]"
            ])
    }

    @Test func badInputIsReportedInsideTheFile() throws {
        let (_, diagnostics, _) = try load([
            "a.tokens.json": "{\n  \"x\": { \"$type\": \"color\", \"$value\": 1,\n}",
            "b.tokens.json": """
            {
              "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1.5, 0, 0] } },
              "s": { "$type": "colour", "$value": 1 },
              "e": { "$type": "cubicBezier", "$value": [0, 0, 1.5, 1] },
              "t": { "$value": { "value": 4, "unit": "px" } },
              "g": { "$value": 1, "child": { "$type": "number", "$value": 2 } },
              "old": { "value": "#fff", "type": "color" },
              "d": { "$type": "dimension", "$value": { "value": 4, "unit": "em" } },
              "w": { "$type": "color", "$value": "#ff0000" }
            }
            """,
            "r/r.resolver.json":
                ##"{ "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "missing.tokens.json" }] } }, "## +
                    ##""resolutionOrder": [{ "$ref": "#/sets/s" }, { "$ref": "#/sets/nothing" }] }"##,
            "$themes.json": "[]",
        ])
        #expect(diagnostics == [
                "$themes.json:1:1: warning: $themes.json is Tokens Studio's own file, and no set of its (a .json " +
                    "file) lies beside it; it is not read [legacy_token_format]",
                "a.tokens.json:3:2: error: this file is not valid JSON: unexpected end of file during JSON parse " +
                    "[invalid_json]",
            "b.tokens.json:2:77: error: component 1 of a srgb colour is from 0 to 1, not 1.5 [malformed_color]",
                "b.tokens.json:3:3: warning: 'colour' is not a DTCG 2025.10 type, so 's' is left out; did you mean " +
                    "'color'? [unsupported_token_type]",
            "b.tokens.json:4:51: error: a control point's x lies from 0 to 1, not 1.5 [invalid_value]",
                "b.tokens.json:5:3: warning: 't' has no $type, and neither has a group above it; its value can only " +
                    "be a dimension, so it is read as one [format_deviation]",
                "b.tokens.json:6:3: error: 'g' has no $type, neither has a group above it, and its value could be of " +
                    "several types: add \"$type\" [invalid_token]",
                "b.tokens.json:6:23: warning: 'g' has a $value, so it is a token, and a token's properties start " +
                    "with '$'; 'child' is ignored [format_deviation]",
                "b.tokens.json:7:3: warning: this file is written in Tokens Studio's format (its types, or value and " +
                    "type without '$'); its token is read as DTCG 2025.10 names them (spacing, sizing and " +
                    "borderRadius as dimension, fontWeights as fontWeight, boxShadow as shadow) [legacy_token_format]",
                "b.tokens.json:8:64: warning: 'em' is not a DTCG unit; it is read as 16 points, as a rem is, and " +
                    "written back in em [format_deviation]",
                "b.tokens.json:9:38: warning: '#ff0000' is a colour in the older drafts' hex form; it is read as " +
                    "sRGB (DTCG 2025.10 writes {\"colorSpace\": \"srgb\", \"components\": […]}) [format_deviation]",
                "r/r.resolver.json:1:54: error: the resolver names 'r/missing.tokens.json', which is not a file of " +
                    "the content folder [invalid_resolver]",
                "r/r.resolver.json:1:138: error: '#/sets/nothing' names no set or modifier of this resolver; write " +
                    "#/sets/NAME or #/modifiers/NAME [invalid_resolver]",
        ])
    }

    @Test func hostileFilesEndWithDiagnosticsNotCrashesOrHangs() throws {
        let (_, diagnostics, _) = try load([
            "extends.tokens.json": #"{ "B": { "x": { "$extends": "{C}" } }, "C": { "$extends": "{B}" } }"#,
            "palette.tokens.json":
                #"{ "p": { "$type": "gradient", "$value": [], "$extensions": { "dev.dsgen": { "kind": "palette", "# +
                    #""palette": { "colors": [{ "colorSpace": "srgb", "components": [1, 0, 0] }], "# +
                    #""gradientIndices": [9], "gradientOpacities": [0.5] } } } } }"#,
            "r/loop.resolver.json":
                ##"{ "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "#/sets/s" }, { "$ref": "## +
                    ##""#/sets/s" }] } }, "resolutionOrder": [{ "$ref": "#/sets/s" }] }"##
        ])
        #expect(
            diagnostics.contains {
                $0.hasPrefix("extends.tokens.json:") && $0.contains("nests more than 64 groups deep")
            })
        #expect(
            diagnostics.contains { $0.hasPrefix("palette.tokens.json:") && $0.contains("[palette_index_out_of_range]") }
        )
        #expect(diagnostics.filter { $0.contains("sets refer to each other in a loop: s → s") }.count == 2)
    }

    @Test func aFileThatIsNotUTF8IsRefused() throws {
        var utf16 = Data([0xFF, 0xFE])
        utf16.append("{\"a\": 1}".data(using: .utf16LittleEndian)!)
        let result = JSONDocument.read(utf16, path: "t.json")
        guard case .failure(let diagnostic) = result else { Issue.record("read UTF-16 as JSON"); return }
        #expect(
            diagnostic.description == "t.json:1:1: error: this file is not UTF-8 text; save it as UTF-8 [invalid_json]")
    }
}
