import Foundation
import Testing
@testable import DSGenCore

/// Figma's variables saved from its REST API are read in place: a group per collection, a
/// resolver context per mode (Light and Dark as appearances, brands as a theme), aliases across
/// collections kept, scopes as `use`, `codeSyntax.iOS` as the Swift name.
struct FigmaVariablesTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/figma-rest/variables.json")

    private func load(_ files: [String: String]) throws -> (DesignSystem, [String]) {
        let folder = try TemporaryFolder(files: files)
        let (system, diagnostics) = ContentLoader.load(contentDirectory: folder.path)
        let lines = diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
        return (try #require(system), lines)
    }

    static func color(_ value: TokenValue?) -> String? {
        guard case .color(let color) = value else { return nil }
        return color.rgba?.hex
    }

    @Test func collectionsAreGroupsAndModesAreContexts() throws {
        let text = try String(contentsOf: Self.fixture, encoding: .utf8)
        let (system, diagnostics) = try load(["variables.json": text])
        #expect(system.tokens.map(\.path) == [
            "primitives.color.gray.900", "primitives.color.white", "primitives.color.blue.500",
            "primitives.spacing.16", "primitives.radius.md", "primitives.font.size.body", "brand.brand.primary",
            "semanticColors.text.primary", "semanticColors.background.canvas", "semanticColors.accent",
            "componentColors.button.fill",
        ])
        let primary = try #require(system.token("semanticColors.text.primary"))
        #expect(Self.color(primary.values.light) == "#111214")
        #expect(Self.color(primary.values.dark) == "#FFFFFF")
        #expect(primary.aliasOf == "primitives.color.gray.900")
        #expect(primary.token.swiftName == "Color.textPrimary")
        #expect(primary.token.uses == [.foreground])
        #expect(primary.token.summary == "Body text")
        // A second collection of light and dark holds beside the first.
        let fill = try #require(system.token("componentColors.button.fill"))
        #expect(Self.color(fill.values.light) == "#007AFF")
        #expect(Self.color(fill.values.dark) == "#0A84FF")
        #expect(system.token("primitives.spacing.16")?.values.light == .dimension(16))
        #expect(system.token("primitives.spacing.16")?.token.uses == [.stack])
        #expect(system.token("primitives.font.size.body")?.token.uses == [.text])
        #expect(system.token("primitives.color.white")?.token.extensions?.contains("hiddenFromPublishing") == true)
        #expect(system.token("primitives.color.white")?.token.summary == "Hidden from publishing in Figma.")
        #expect(system.themes.map { "\($0.name): \($0.contexts)" } == ["brand: [\"Acme\", \"Globex\"]"])
        let expected: [String] = [
            "variables.json:1:1: warning: this is Figma's variables as its REST API gives them (4 collections, " +
                "11 variables; Semantic colors: Light, Dark; Component colors: Light, Dark; Brand: Acme, Globex); " +
                "they are read as the DTCG files and resolver they stand for, a group per collection and a " +
                "resolver context per mode; `dsgen init --from` writes those files [format_deviation]",
            "variables.json:248:25: warning: 'accent' has no value for the mode 'Dark'; the default mode's value " +
                "is read [format_deviation]",
            "variables.json:270:25: warning: 'label' is a STRING variable, which is no kind of token; it is left " +
                "out [unsupported_token_type]",
        ]
        #expect(diagnostics == expected)
    }

    static let collection = """
        "variableCollections": {"C": {"id": "C", "name": "Core", "modes": [{"modeId": "m", "name": "Value"}],
          "defaultModeId": "m"}}
        """

    static func variable(_ id: String, _ name: String, _ type: String, _ value: String, extra: String = "") -> String {
        #""\#(id)": {"id": "\#(id)", "name": "\#(name)", "variableCollectionId": "C", "resolvedType": "\#(type)","# +
            #" "valuesByMode": {\#(value)}, "scopes": []\#(extra)}"#
    }

    @Test func whatCannotBeReadIsSaidWhereItIsAndTheRestIsKept() throws {
        let variables = [
            Self.variable("a", "ink", "COLOR", #""m": {"r": 0, "g": 0, "b": 0, "a": 1}"#),
            Self.variable("b", "lost", "COLOR", #""m": {"type": "VARIABLE_ALIAS", "id": "gone"}"#),
            Self.variable("c", "odd", "COLOR", #""m": 12"#),
            Self.variable("d", "gap.wide", "FLOAT", #""m": 24, "x": 30"#),
            Self.variable("e", "ink", "COLOR", #""m": {"r": 1, "g": 1, "b": 1, "a": 1}"#),
            Self.variable("f", "mixed", "FLOAT", #""m": {"type": "VARIABLE_ALIAS", "id": "a"}"#),
            Self.variable("g", "flag", "BOOLEAN", #""m": true"#),
            Self.variable("h", "edge", "FLOAT", #""m": 2"#, extra: #", "codeSyntax": {"iOS": "edge width"}"#),
            Self.variable("i", "rim", "FLOAT", #""m": 3"#, extra: #", "codeSyntax": {"iOS": "Rim.width"}"#),
            Self.variable("j", "lip", "FLOAT", #""m": 4"#, extra: #", "codeSyntax": {"iOS": "Rim.width"}"#),
            Self.variable("k", "zone/FillOpacity", "FLOAT", #""m": 0.075"#),
        ]
        let text = "{\"meta\": {" + Self.collection + ",\n\"variables\": {\n"
            + variables.joined(separator: ",\n") + "}}}"
        let (system, diagnostics) = try load(["v.json": text])
        #expect(system.tokens.map(\.path) == [
            "core.ink", "core.gap-wide", "core.edge", "core.rim", "core.lip", "core.zone.FillOpacity",
        ])
        #expect(system.tokens.map(\.token.swiftName).suffix(3).first == "Rim.width")
        // A number no scope decides, named as a fraction, is no length.
        #expect(system.token("core.zone.FillOpacity")?.values.light == .number(0.075))
        let expected: [String] = [
            "v.json:5:110: error: 'lost' is an alias of gone, which is no variable read from this file; " +
                "it is left out [unresolved_alias]",
            "v.json:6:109: error: 'odd' says it is a COLOR variable, but its value is a number of another shape; " +
                "it is left out [invalid_value]",
            "v.json:7:6: warning: 'gap.wide' holds a character DTCG names reserve (. { } $); it is read as " +
                "'gap-wide' [format_deviation]",
            "v.json:7:123: warning: 'gap.wide' has a value for the mode x, which 'Core' does not declare; it is " +
                "not read [format_deviation]",
            "v.json:8:6: error: 'ink' is read as core.ink, as 'ink' is; it is left out, rename one in Figma " +
                "[duplicate_token]",
            "v.json:9:111: error: 'mixed' is a FLOAT variable aliasing a COLOR one [alias_kind_mismatch]",
            "v.json:10:6: warning: 'flag' is a BOOLEAN variable, which is no kind of token; it is left out " +
                "[unsupported_token_type]",
            "v.json:11:6: warning: the code syntax 'edge width' of 'edge' is no Swift name (Type.name); the " +
                "name made from its path is used [format_deviation]",
            "v.json:13:6: warning: the code syntax 'Rim.width' of 'lip' is 'rim's already; it is read under " +
                "the Swift name its path makes [format_deviation]",
        ]
        #expect(Array(diagnostics.dropFirst()) == expected)
    }

    /// Figma's own DTCG export of the same variables (a file per collection and mode, resolved
    /// values with com.figma.aliasData) gives the same tokens as its REST response.
    @Test func figmasDTCGExportGivesTheSameTokensAsItsRESTResponse() throws {
        let rest = try String(contentsOf: Self.fixture, encoding: .utf8)
        let (fromREST, _) = try load(["variables.json": rest])
        let export = Self.fixture.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("figma-dtcg")
        var files: [String: String] = [:]
        for collection in try FileManager.default.contentsOfDirectory(atPath: export.path) {
            let folder = export.appendingPathComponent(collection)
            for mode in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                files["figma/\(collection)/\(mode)"] = try String(
                    contentsOf: folder.appendingPathComponent(mode), encoding: .utf8
                )
            }
        }
        let (fromExport, diagnostics) = try load(files)
        #expect(diagnostics.first?.contains("these 7 files are Figma's DTCG export") == true)
        // Its folders' names hold spaces (`Semantic colors`): the generated pages still name them.
        #expect(!diagnostics.contains { $0.contains(": error:") }, "\(diagnostics)")
        let describe = { (system: DesignSystem) in
            system.tokens.sorted { $0.path < $1.path }.map { token in
                "\(token.path) \(token.values) \(token.aliasOf ?? "-") \(token.token.swiftName) \(token.token.uses)"
            }
        }
        #expect(describe(fromExport) == describe(fromREST))
        #expect(fromExport.themes.map(\.name) == fromREST.themes.map(\.name))
    }

    /// Modes saved under plain names beside a palette (`Light_tokens.json`, `Dark_tokens.json`,
    /// `palette.tokens.json`): one collection of two modes, its aliases found in the palette.
    @Test func modesUnderPlainNamesAreOneCollection() throws {
        let export = Self.fixture.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("figma-dtcg")
        let read = { (path: String) in try String(contentsOf: export.appendingPathComponent(path), encoding: .utf8) }
        let (system, diagnostics) = try load([
            "Light_tokens.json": try read("Semantic colors/Light.tokens.json"),
            "Dark_tokens.json": try read("Semantic colors/Dark.tokens.json"),
            "palette.tokens.json": try read("Primitives/Value.tokens.json"),
        ])
        #expect(!diagnostics.contains { $0.contains(": error:") }, "\(diagnostics)")
        let canvas = try #require(system.token("tokens.background.canvas"))
        #expect(canvas.aliasOf == "palette.color.white")
        #expect(Self.color(canvas.values.dark) == "#111214")
    }
}
