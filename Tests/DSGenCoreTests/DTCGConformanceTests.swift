import Testing
@testable import DSGenCore

/// Each way a file bends DTCG 2025.10 or its Resolver Module and still has a reading is a located
/// `format_deviation` warning (so `--strict` is the conformance check), and its tokens are kept.
struct DTCGConformanceTests {
    private func load(_ files: [String: String]) throws -> (DesignSystem?, [String]) {
        let folder = try TemporaryFolder(files: files)
        let (system, diagnostics) = ContentLoader.load(contentDirectory: folder.path)
        return (system, diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") })
    }

    private static let dimension = #"{ "value": 1, "unit": "px" }"#
    private static let shadow =
        ##"{ "color": { "colorSpace": "srgb", "components": [0, 0, 0] }, "offsetX": \##(dimension), "offsetY": "## +
            ##"\##(dimension), "blur": \##(dimension), "spread": \##(dimension)"##

    @Test(arguments: [
        (
            #""$type": "fontFamily", "$value": ["Inter", 12]"#,
            "a font family's list holds names, not a number; it is ignored"
        ),
        (
            #""$type": "number", "$value": 1, "$deprecated": 3"#,
            "$deprecated is true, false or a string saying what to use instead, not a number; 'a' is read as not " +
                "deprecated"
        ),
        (
            #""$type": "number", "$value": 1, "$deprecated": {}"#,
            "$deprecated is true, false or a string saying what to use instead, not an object; 'a' is read as not " +
                "deprecated"
        ),
        (
            #""$type": "number", "$value": 1, "$extensions": 4"#,
            "$extensions is an object of extensions by name, not a number; it is ignored"
        ),
        (
            #""$type": "shadow", "$value": [\#(shadow) }, 5]"#,
            "a shadow's layers are objects, not a number; this one is ignored"
        ),
        (
            #""$type": "shadow", "$value": \#(shadow), "inset": "yes" }"#,
            "inset is true or false, not a string; the shadow is read as not inset"
        ),
        (
            #""$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": \#(dimension), "fontWeight": "# +
                #"400, "letterSpacing": \#(dimension), "lineHeight": "1.5" }"#,
         "a line height is a number (a multiple of the font size), not a string; it is ignored"),
        (
            #""$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": \#(dimension), "fontWeight": "# +
                #"400, "lineHeight": 1.2 }"#,
            "a typography value has fontFamily, fontSize, fontWeight, letterSpacing and lineHeight; this one has no " +
                "letterSpacing, which is read as the font's own"
        ),
    ])
    func tokenDeviationsAreWarnedAndTheTokenKept(_ token: String, _ message: String) throws {
        let (system, diagnostics) = try load(["t.tokens.json": #"{ "a": { \#(token) } }"#])
        #expect(system?.token("a") != nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasSuffix("warning: \(message) [format_deviation]") == true, "\(diagnostics)")
    }

    @Test func aPointerToNothingIsAnError() throws {
        let (_, diagnostics) = try load(["t.tokens.json": ##"{ "a": { "$type": "number", "$ref": "#/nothing" } }"##])
        #expect(
            diagnostics == [
                "t.tokens.json:1:8: error: '{nothing}' refers to no token of the DTCG files [unresolved_alias]"
            ])
    }

    @Test func resolverDeviationsAreWarnedAndEveryTokenKept() throws {
        let (system, diagnostics) = try load([
            "a.tokens.json": #"{ "x": { "$type": "number", "$value": 1 }, "y": { "$type": "number", "$value": 2 } }"#,
            "r.resolver.json": """
            { "version": "2025.10", "extra": 1,
              "sets": { "s": { "sources": [{ "$ref": "a.tokens.json" }], "other": true } },
              "modifiers": { "one": { "contexts": { "only": [] }, "junk": 1 } },
              "resolutionOrder": [{ "$ref": "#/sets/s" }, { "$ref": "#/sets/s" }, { "$ref": "#/modifiers/one" }] }
            """,
        ])
        #expect(system?.tokens.map(\.path).sorted() == ["x", "y"])
        #expect(diagnostics == [
                "r.resolver.json:1:25: warning: 'extra' is not a property of a resolver in the Resolver Module " +
                    "2025.10; it is ignored [format_deviation]",
                "r.resolver.json:2:62: warning: 'other' is not a property of the set 's' in the Resolver Module " +
                    "2025.10; it is ignored [format_deviation]",
                "r.resolver.json:3:39: warning: a modifier chooses between two or more contexts; 'one' has one, " +
                    "'only', which is read as a set [format_deviation]",
                "r.resolver.json:3:55: warning: 'junk' is not a property of the modifier 'one' in the Resolver " +
                    "Module 2025.10; it is ignored [format_deviation]",
                "r.resolver.json:4:47: warning: resolutionOrder names '#/sets/s' twice; it is read where it is first " +
                    "named [format_deviation]",
        ])
    }

    /// A context with no sources chooses nothing more; the sets' tokens are all still read.
    @Test func anEmptyContextKeepsEveryToken() throws {
        let (system, diagnostics) = try load([
            "a.tokens.json": #"{ "x": { "$type": "number", "$value": 1 }, "y": { "$type": "number", "$value": 2 } }"#,
            "r.resolver.json": """
            { "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "a.tokens.json" }] } },
              "modifiers": { "m": { "default": "a", "contexts": { "a": [], "b": [] } } },
              "resolutionOrder": [{ "$ref": "#/sets/s" }, { "$ref": "#/modifiers/m" }] }
            """,
        ])
        #expect(system?.tokens.map(\.path).sorted() == ["x", "y"])
        #expect(diagnostics.isEmpty)
    }
}
