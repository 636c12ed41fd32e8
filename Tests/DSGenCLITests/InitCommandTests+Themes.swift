import Foundation
import Testing

/// Themes and Figma's variables, which become token files with a resolver.
extension InitCommandTests {
    /// Types that conform to one protocol of colours are themes: a DTCG file each and a resolver,
    /// so the guide has a page per theme and the family's members are tokens.
    @Test func themesBecomeTokenFilesWithAResolver() throws {
        let folder = try scratch(with: "themes")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DSGenProcess.run(["init", "--from", "App"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("Read 1 tokens in 1 fences and 3 themes of Palette (3 tokens each) from"))
        let resolver = try text(folder, "Content/tokens/palette.resolver.json")
        #expect(resolver.contains(#""default" : "HarbourLight""#))
        #expect(resolver.contains(#""$ref" : "themes/palette/Meadow.tokens.json""#))
        let dark = try text(folder, "Content/tokens/themes/palette/HarbourDark.tokens.json")
        #expect(dark.contains(#""swift" : "Palette.accent""#))
        #expect(dark.contains("0.251") && dark.contains("0.6118"))
        let built = try DSGenProcess.run(["build"], in: folder)
        #expect(built.status == 0, "\(built.standardError)")
        for theme in ["harbourdark", "meadow"] {
            #expect(
                FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent("site/tokens-palette-\(theme).html").path))
        }
    }

    /// Figma's variables saved from its REST API: init writes the DTCG files and the resolver they
    /// stand for, and the guide builds from them with the brand as a theme.
    @Test func figmasVariablesBecomeTokenFilesWithAResolver() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-init-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fixture = Self.apps.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DSGenCoreTests/Fixtures/figma-rest/variables.json")
        try FileManager.default.copyItem(at: fixture, to: folder.appendingPathComponent("variables.json"))
        let initialized = try DSGenProcess.run(["init", "--from", "variables.json"], in: folder)
        #expect(initialized.status == 0, "\(initialized.standardError)")
        #expect(initialized.standardError.contains(
            "Read Figma's variables from variables.json (4 collections, 11 variables; Semantic colors: Light, Dark; "
        ))
        let tokens = folder.appendingPathComponent("Content/tokens").path
        let written = try FileManager.default.contentsOfDirectory(atPath: tokens)
        #expect(written.sorted() == [
            "variables.brand.acme.tokens.json", "variables.brand.globex.tokens.json",
            "variables.componentColors.dark.tokens.json", "variables.componentColors.light.tokens.json",
            "variables.primitives.tokens.json", "variables.resolver.json",
            "variables.semanticColors.dark.tokens.json", "variables.semanticColors.light.tokens.json",
        ])
        #expect(try text(folder, "dsgen.yml").contains("sources: []"))
        let built = try DSGenProcess.run(["build"], in: folder)
        #expect(built.status == 0, "\(built.standardError)")
        #expect(built.standardError.hasPrefix("Built 5 pages and 11 tokens into site/"))
        let globex = folder.appendingPathComponent("site/tokens-brand-globex.html").path
        #expect(FileManager.default.fileExists(atPath: globex))
        #expect(try DSGenProcess.run(["lint"], in: folder).status == 0)
    }
}
