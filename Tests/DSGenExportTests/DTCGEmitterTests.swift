import DSGenCore
import Foundation
import Testing
@testable import DSGenExport

/// `dsgen export dtcg`: DTCG 2025.10 token files and a resolver for the appearances.
struct DTCGEmitterTests {
    @Test func everyKindIsWrittenAsTheGoldenFilesSay() throws {
        let files = DTCGEmitter().emit(try ExportFixture.system(ExportFixture.everyKind))
        try GoldenFiles.expect(files, match: "dtcg")
    }

    @Test func theResolverNamesAFileForEachAppearanceThatDiffers() throws {
        let system = try ExportFixture.system(
            "```tokens colors kind=color\nsurface  #FFFFFF | #1C1C1E\nink  #000000\n```\n")
        let files = DTCGEmitter().emit(system)
        #expect(
            files.keys.sorted() == [
                "design-system.dark.tokens.json", "design-system.resolver.json", "design-system.tokens.json",
            ])
        let resolverData = try #require(files["design-system.resolver.json"])
        let resolver = try #require(try JSONSerialization.jsonObject(with: resolverData) as? [String: Any])
        #expect(resolver["version"] as? String == "2025.10")
        let modifier = try #require((resolver["modifiers"] as? [String: Any])?["appearance"] as? [String: Any])
        let contexts = try #require(modifier["contexts"] as? [String: [[String: String]]])
        #expect(contexts["dark"] == [["$ref": "design-system.dark.tokens.json"]])
        #expect(contexts["light"] == [] && contexts["light-high-contrast"] == [])
        #expect(contexts["dark-high-contrast"] == [["$ref": "design-system.dark.tokens.json"]])
        let dark = String(decoding: try #require(files["design-system.dark.tokens.json"]), as: UTF8.self)
        #expect(dark.contains("\"surface\"") && !dark.contains("\"ink\""))
        #expect(dark.contains("\"hex\" : \"#1c1c1e\""))
    }

    @Test func anAliasStaysAnAliasInEveryAppearance() throws {
        let system = try ExportFixture.system(
            "```tokens colors kind=color\ngoals  orange\nwarning  {colors.goals}\n```\n")
        let files = DTCGEmitter().emit(system)
        let light = String(decoding: try #require(files["design-system.tokens.json"]), as: UTF8.self)
        let dark = String(decoding: try #require(files["design-system.dark.tokens.json"]), as: UTF8.self)
        #expect(light.contains("\"$value\" : \"{colors.goals}\""))
        #expect(!dark.contains("warning"))
    }
}
