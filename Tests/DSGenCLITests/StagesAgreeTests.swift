import Foundation
import Testing

/// `build`, `export` and `lint` load and check the same way: an error in a file only a theme's
/// other context names stops each of them, at its place in that file.
struct StagesAgreeTests {
    @Test func anErrorInAThemesOtherContextStopsBuildExportAndLint() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-stages-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "Content/index.md": "# Brand\n\n```tokens brand from=brand.tokens.json\n```\n",
            "Content/brand.tokens.json":
                #"{ "brand": { "$type": "color", "accent": { "$value": { "colorSpace": "srgb", "components": [1, 0, "# +
                    #"0] } } } }"#,
            "Content/winter.tokens.json":
                "{ \"brand\": { \"$type\": \"color\",\n  \"accent\": { \"$value\": { \"colorSpace\": \"srgb\", " +
                    "\"components\": [2, 0, 0] } } } }",
            "Content/brand.resolver.json":
                ##"{ "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "brand.tokens.json" }] } }, "## +
                    ##""modifiers": { "campaign": { "default": "everyday", "contexts": { "everyday": [], "winter": "## +
                    ##"[{ "$ref": "winter.tokens.json" }] } } }, "resolutionOrder": [{ "$ref": "#/sets/base" }, { "## +
                    ##""$ref": "#/modifiers/campaign" }] }"##
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let expected =
            "Content/winter.tokens.json:2:64: error: component 1 of a srgb colour is from 0 to 1, not 2 " +
                "[malformed_color]"
        let built = try DSGenProcess.run(["build"], in: folder)
        let exported = try DSGenProcess.run(["export", "css"], in: folder)
        let linted = try DSGenProcess.run(["lint"], in: folder)
        #expect(built.status == 1 && built.standardError.contains(expected), "\(built.standardError)")
        #expect(exported.status == 1 && exported.standardError.contains(expected), "\(exported.standardError)")
        #expect(linted.status == 1 && linted.standardOutput.contains(expected), "\(linted.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("tokens.css").path))
    }
}
