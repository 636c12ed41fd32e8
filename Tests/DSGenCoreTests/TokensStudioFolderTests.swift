import Foundation
import Testing
@testable import DSGenCore

/// A folder Tokens Studio syncs is read in place: its `.json` sets as its `$themes.json` takes them.
struct TokensStudioFolderTests {
    private static let themes = """
    [
      { "name": "Global", "selectedTokenSets": { "core": "enabled" } },
      { "name": "iOS", "selectedTokenSets": { "platform-ios": "enabled" } },
      { "name": "Android", "selectedTokenSets": { "platform-android": "enabled" } },
      { "name": "Light", "selectedTokenSets": { "light": "enabled", "semantic": "enabled" } },
      { "name": "Dark", "selectedTokenSets": { "dark": "enabled", "semantic": "enabled" } }
    ]
    """

    private static let files = [
        "tokens/$themes.json": themes,
        "tokens/$metadata.json":
            #"{ "tokenSetOrder": ["core", "platform-ios", "platform-android", "light", "dark", "semantic"] }"#,
        "tokens/core.json": #"{ "space": { "scale": { "value": "4", "type": "spacing" } } }"#,
        "tokens/platform-ios.json": #"{ "space": { "gutter": { "value": "{space.scale} * 4", "type": "spacing" } } }"#,
        "tokens/platform-android.json":
            #"{ "space": { "gutter": { "value": "{space.scale} * 3", "type": "spacing" } } }"#,
        "tokens/light.json": ##"{ "ink": { "value": "#111111", "type": "color" } }"##,
        "tokens/dark.json": #"{ "ink": { "value": "hsl(0, 0%, 93%)", "type": "color" } }"#,
        "tokens/semantic.json": #"{ "text": { "value": "{ink}", "type": "color" } }"#,
    ]

    private func load(_ files: [String: String]) throws -> (DesignSystem, [String]) {
        let folder = try TemporaryFolder(files: files)
        let (system, diagnostics) = ContentLoader.load(contentDirectory: folder.path)
        return (
            try #require(system),
            diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
        )
    }

    @Test func setsAreReadAsTheirThemesTakeThem() throws {
        let (system, diagnostics) = try load(Self.files)
        #expect(system.tokens.map(\.path).sorted() == ["ink", "space.gutter", "space.scale", "text"])
        #expect(system.token("space.gutter")?.values.light == .dimension(16))
        #expect(system.token("text")?.values.light == .color(.rgba(RGBA(hex: "#111111")!)))
        guard case .color(.rgba(let dark)) = system.token("text")?.values.dark else {
            Issue.record("text has no dark colour")
            return
        }
        #expect(dark.hex == "#EDEDED")
        #expect(diagnostics == [
                "tokens/$themes.json:1:1: warning: this folder is Tokens Studio's: its 6 sets, in its older format " +
                    "(value and type without '$'), are read as DTCG 2025.10 names them and as its themes take them " +
                    "(1 set in every theme; platform: iOS (read), Android; appearance: Light, Dark); `dsgen init " +
                    "--from` writes them as DTCG files with a resolver [legacy_token_format]",
                "tokens/platform-ios.json:1:35: warning: '{space.scale} * 4' is Tokens Studio's math, which DTCG " +
                    "does not have; it is worked out (16px) [format_deviation]",
        ])
    }

    @Test func setsAreNotPublishedAsFiles() {
        let published = PublishedFiles.select(Array(Self.files.keys) + ["logo.json", "tokens/notes.pdf"])
        #expect(published.map(\.path) == ["logo.json", "tokens/notes.pdf"])
    }

    /// Without `$themes.json`, every set of `$metadata.json` is read, in its order.
    @Test func metadataAloneReadsEverySet() throws {
        let (system, _) = try load([
            "$metadata.json": #"{ "tokenSetOrder": ["base", "brand"] }"#,
            "base.json": ##"{ "accent": { "value": "#ff0000", "type": "color" } }"##,
            "brand.json": #"{ "accent": { "value": "rebeccapurple", "type": "color" } }"#,
        ])
        #expect(system.token("accent")?.values.light == .color(.rgba(RGBA(hex: "#663399")!)))
    }

    /// A folder `dsgen init` converted has its resolver beside the sets: it is read through that alone.
    @Test func aConvertedFolderIsReadOnce() throws {
        let (system, diagnostics) = try load([
            "$themes.json": "[]",
            "core.json": #"{ "gap": { "value": "8", "type": "spacing" } }"#,
            "core.tokens.json": #"{ "gap": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }"#,
            "tokens.resolver.json": """
            { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "core.tokens.json" }] } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }] }
            """,
        ])
        #expect(system.tokens.map(\.path) == ["gap"])
        #expect(diagnostics.isEmpty)
    }

    /// Its single file of several sets is read in place, its `$themes` with it.
    @Test func aFileOfSeveralSetsIsReadInPlace() throws {
        let (system, diagnostics) = try load(["tokens.json": ##"""
        { "global": { "ink": { "value": "#111111", "type": "color" } },
          "light": { "text": { "value": "{ink}", "type": "color" } },
          "dark/high": { "text": { "value": "#eeeeee", "type": "color" } },
          "$themes": [
            { "name": "Light", "selectedTokenSets": { "global": "enabled", "light": "enabled" } },
            { "name": "Dark", "selectedTokenSets": { "global": "enabled", "dark/high": "enabled" } } ],
          "$metadata": { "tokenSetOrder": ["global", "light", "dark/high"] } }
        """##])
        #expect(system.tokens.map(\.path).sorted() == ["ink", "text"])
        guard case .color(.rgba(let dark)) = system.token("text")?.values.dark else {
            Issue.record("text has no dark colour")
            return
        }
        #expect(dark.hex == "#EEEEEE")
        #expect(diagnostics == [
                "tokens.json:1:1: warning: this is Tokens Studio's file of several sets: its 3 sets, in its older " +
                    "format, are read as DTCG 2025.10 names them and as its themes take them (1 set in every theme; " +
                    "appearance: Light, Dark) [legacy_token_format]"
        ])
    }

    /// A resolver's source may name a part of a file with a JSON pointer.
    @Test func aResolverSourceMayNameAPartOfAFile() throws {
        let (system, diagnostics) = try load([
            "all.tokens.json":
                ##"{ "core": { "gap": { "$type": "number", "$value": 1 } }, "extra": { "more": { "$type": "## +
                    ##""number", "$value": 2 } } }"##,
            "r.resolver.json":
                ##"{ "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "all.tokens.json#/core" }, { "## +
                    ##""$ref": "all.tokens.json#/nothing" }] } }, "resolutionOrder": [{ "$ref": "#/sets/s" }] }"##
        ])
        // A part that is not there reads the whole file, as every part was read before.
        #expect(system.tokens.map(\.path).sorted() == ["core.gap", "extra.more", "gap"])
        #expect(diagnostics == [
                "r.resolver.json:1:91: warning: the part '#/nothing' of 'all.tokens.json#/nothing' names nothing in " +
                    "that file; the whole file is read [invalid_resolver]"
        ])
    }

    @Test func aFolderOfFilesWithNoTokenSaysSo() throws {
        let (_, diagnostics) = try load(["colors.json": ##"{ "red": { "value": "#f00" } }"##])
        #expect(diagnostics == [
                "colors.json:1:1: error: not one token was read from 'colors.json': dsgen reads DTCG files " +
                    "(*.tokens.json, *.resolver.json), Tokens Studio's sets beside its $themes.json or " +
                    "$metadata.json, and asset catalogs; `dsgen init --from FOLDER` converts other token files " +
                    "[no_tokens]"
        ])
    }

    /// Digits either side of a separator stay apart in Swift names, so `1_5x` and `15x` differ.
    @Test func digitRunsStayApartInSwiftNames() {
        #expect(DTCGLoader.identifier("1_5x", upper: false) == "_1_5x")
        #expect(DTCGLoader.identifier("15x", upper: false) == "_15x")
        #expect(DTCGLoader.identifier("space-1-5", upper: false) == "space1_5")
        #expect(DTCGLoader.identifier("space-2x", upper: false) == "space2x")
        #expect(DTCGLoader.identifier("_base", upper: false) == "_base")
        #expect(DTCGLoader.identifier("_mode-font-size", upper: true) == "_ModeFontSize")
        #expect(DTCGLoader.characterIdentifier("é-1-5", upper: false) == "_1_5")
    }
}

/// CSS's colour syntaxes, as web exports write them.
struct CSSColorTests {
    @Test(arguments: [
        ("hsl(0, 100%, 50%)", "#FF0000"), ("hsla(120, 100%, 25%, 0.5)", "#00800080"),
        ("hsl(0, 100%, 14%, 1)", "#470000"),
        ("hsl(240deg 100% 50% / 50%)", "#0000FF80"), ("hsl(0.5turn, 100%, 50%)", "#00FFFF"),
        ("rgb(255 128 0)", "#FF8000"), ("rgba(0,0,0,0)", "#00000000"), ("rgb(100%, 50%, 0%)", "#FF8000"),
        ("RebeccaPurple", "#663399"), ("transparent", "#00000000"), ("#0af", "#00AAFF"),
    ])
    func readsEachForm(_ text: String, _ hex: String) {
        #expect(CSSColor.rgba(text)?.hex == hex)
    }

    @Test(arguments: ["hsl(0, 100%)", "rgb(300, 0, 0)", "blurple", "hsl(0, 100%, 50%, 2)", "rgba({a}, 0.5)"])
    func refusesWhatIsNoColour(_ text: String) {
        #expect(CSSColor.rgba(text) == nil)
    }

    @Test func readsAReferenceAtAnAlpha() {
        #expect(CSSColor.referenceWithAlpha("rgba({color.black}, 0.4)")?.path == "color.black")
        #expect(CSSColor.referenceWithAlpha("rgba({color.black}, 40%)")?.alpha == 0.4)
        #expect(CSSColor.referenceWithAlpha("rgba(0, 0, 0, 0.4)") == nil)
    }

    /// In a DTCG file a CSS colour string is read with a warning; a string that is no colour is an error.
    @Test func dtcgFilesReadCSSColoursWithAWarning() throws {
        let folder = try TemporaryFolder(files: ["colors.tokens.json": """
        { "a": { "$type": "color", "$value": "hsla(286, 31%, 82%, 0.04)" },
          "b": { "$type": "color", "$value": "not a colour" } }
        """])
        let (system, diagnostics) = ContentLoader.load(contentDirectory: folder.path)
        #expect(system?.token("a") != nil)
        #expect(diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") } == [
                "colors.tokens.json:1:38: warning: 'hsla(286, 31%, 82%, 0.04)' is a CSS colour, not a DTCG one; it " +
                    "is read as CSS reads it, in sRGB (DTCG 2025.10 writes {\"colorSpace\": \"srgb\", " +
                    "\"components\": […]}) [format_deviation]",
                "colors.tokens.json:2:38: error: 'not a colour' is not a colour; DTCG 2025.10 writes " +
                    "{\"colorSpace\": \"srgb\", \"components\": […]}, the older drafts #RRGGBB and CSS hsl(), rgb() " +
                    "or a colour name [malformed_color]",
        ])
    }
}

/// Tokens Studio's math, worked out.
struct TokenMathTests {
    @Test(arguments: [
        ("{a} * 4", 16.0), ("(16 + {a}) / 2", 10.0), ("-{a} + 1", -3.0), ("2 * (3 + 4) - 1", 13.0), ("{a}*{a}", 16.0),
        ("floor({a} * 2.6)", 10.0), ("min({a}, 3) + max(1, 2)", 5.0), ("round(2.5) * ceil(0.2)", 3.0),
        ("$a.b * 2", 8.0),
    ])
    func worksOut(_ text: String, _ expected: Double) throws {
        let value = try TokenMath.evaluate(text) { (_: String) throws(Diagnostic) in (4, "px") }
        #expect(value?.number == expected)
    }

    @Test(arguments: ["{a} *", "2 + + 3", "(1 + 2", "4 4"])
    func refusesWhatIsNotMath(_ text: String) throws {
        #expect(try TokenMath.evaluate(text) { (_: String) throws(Diagnostic) in (4, nil) } == nil)
    }

    @Test func keepsTheFirstUnit() throws {
        #expect(try TokenMath.evaluate("1.5rem + 2") { (_: String) throws(Diagnostic) in (0, nil) }?.unit == "rem")
    }

    @Test func aLeadingSignIsNotMath() {
        #expect(!TokenMath.isMath("-0.6%"))
        #expect(!TokenMath.isMath("rgba(0, 0, 0, 0.5)"))
        #expect(TokenMath.isMath("{a} - 2"))
        #expect(TokenMath.isMath("16 / 2"))
    }
}
