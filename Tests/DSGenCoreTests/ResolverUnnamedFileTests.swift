import DSGenCore
import Foundation
import Testing

/// A resolver that does not name every file it needs: a file beside it that alone declares what
/// the named files alias is read with the sets, with one warning; another theme is left out.
struct ResolverUnnamedFileTests {
    static let files = [
        "tokens/colors.tokens.json": """
            { "color": { "$type": "color", "text": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }
            """,
        "tokens/text.tokens.json": """
            { "text": { "body": { "$type": "typography", "$value": { "fontFamily": "{font.design.default}",
              "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400,
              "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } } } }
            """,
        "tokens/fonts.tokens.json": """
            { "font": { "design": { "$type": "fontFamily", "default": { "$value": "SF Pro" } } } }
            """,
        "tokens/dimmed.tokens.json": """
            { "color": { "$type": "color", "text": {
              "$value": { "colorSpace": "srgb", "components": [0.3, 0.3, 0.3] } } } }
            """,
        "tokens/ds.resolver.json": """
            { "version": "2025.10", "sets": { "base": { "sources": [
              { "$ref": "colors.tokens.json" }, { "$ref": "text.tokens.json" } ] } },
              "resolutionOrder": [ { "$ref": "#/sets/base" } ] }
            """,
    ]

    @Test func theFileTheAliasesNeedIsReadAndTheOtherThemeLeftOut() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-resolver-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in Self.files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true
            )
            try Data(text.utf8).write(to: file)
        }
        let (system, diagnostics) = ContentLoader.load(contentDirectory: root.path)
        #expect(!diagnostics.containsErrors, "\(diagnostics)")
        #expect(system?.tokens.map(\.path).sorted() == ["color.text", "font.design.default", "text.body"])
        // The resolver's own colour, not the dimmed theme's.
        #expect(system?.token("color.text")?.values.light.text == "#000000")
        let messages = diagnostics.filter { $0.rule == .formatDeviation }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.contains {
            $0.contains("does not name '\(root.path)/tokens/fonts.tokens.json', but the files it names refer to " +
                "'{font.design.default}', which only that file declares; it is read with the sets")
        })
        #expect(messages.contains { $0.contains("dimmed.tokens.json'; token files beside a resolver are read only") })
    }
}
