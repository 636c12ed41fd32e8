import Foundation
import Testing

/// `dsgen export FORMAT`: one emitter's files, written whole or not at all.
@Suite(.serialized)
struct ExportCommandTests {
    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-export-" + UUID().uuidString)
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try Data("```tokens spacing kind=dimension\nmd  16pt\n```\n".utf8).write(
            to: url.appendingPathComponent("Content/index.md"))
        return url
    }

    @Test func exportsTheExampleDesignSystemAsCSS() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DSGenProcess.run(["export", "css", "--output", "out/tokens.css"], in: folder)
        #expect(result.status == 0)
        #expect(result.standardError == "Wrote css to out/tokens.css (1 file).\n")
        let css = try String(contentsOf: folder.appendingPathComponent("out/tokens.css"), encoding: .utf8)
        #expect(css.contains("  --spacing-md: 16px;\n"))
    }

    @Test func exportsColoursAsAnAssetCatalogFolder() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            "```tokens colors kind=color\nerror  red\n```\n\n```tokens spacing kind=dimension\nmd  16pt\n```\n".utf8
        )
            .write(to: folder.appendingPathComponent("Content/index.md"))
        let result = try DSGenProcess.run(["export", "xcassets"], in: folder)
        #expect(result.status == 0)
        #expect(result.standardError == "Wrote xcassets to DesignSystem.xcassets (3 files).\n")
        let colorSet = try String(
            contentsOf: folder.appendingPathComponent("DesignSystem.xcassets/Colors/error.colorset/Contents.json"),
            encoding: .utf8)
        #expect(colorSet.contains("\"red\" : \"1.000\""))
        #expect(colorSet.contains("\"value\" : \"dark\""))
    }

    /// The check stage runs before export as before build: a pair below the contrast it needs
    /// stops both, and dsgen.yml's rules apply to both.
    @Test func exportFailsWhereBuildFails() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("```tokens colors kind=color\nsurface #FFFFFF\nhint #C7C7CC @on({colors.surface})\n```\n".utf8)
            .write(to: folder.appendingPathComponent("Content/index.md"))
        let built = try DSGenProcess.run(["build"], in: folder)
        let exported = try DSGenProcess.run(["export", "swift"], in: folder)
        #expect(built.status == 1 && exported.status == 1)
        #expect(exported.standardError.contains("Content/index.md:3:"))
        #expect(exported.standardError.contains("[insufficient_contrast]"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("DesignSystem.swift").path))
        try Data("rules:\n  insufficient_contrast: warning\n".utf8).write(
            to: folder.appendingPathComponent("dsgen.yml"))
        #expect(try DSGenProcess.run(["build"], in: folder).status == 0)
        #expect(try DSGenProcess.run(["export", "swift"], in: folder).status == 0)
    }

    @Test func aSpecErrorWritesNothingAndExitsWith1() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("```tokens spacing kind=dimension\nmd  16\n```\n".utf8).write(
            to: folder.appendingPathComponent("Content/index.md"))
        let result = try DSGenProcess.run(["export", "css"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("Content/index.md:2:5: error:"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("tokens.css").path))
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let result = try DSGenProcess.run(["export", "pdf"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: The value 'pdf' is invalid for '<format>'"))
    }

    @Test func aFolderIsNotOverwrittenByAFileFormat() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DSGenProcess.run(["export", "css", "--output", "Content"], in: folder)
        #expect(result.status == 2)
        #expect(
            result.standardError.contains(
                "Content:1:1: error: 'Content' is the content folder; dsgen never replaces it"))
    }

    @Test func anUnwritablePathIsAnErrorAndWritesNothing() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a folder".utf8).write(to: folder.appendingPathComponent("file"))
        for (format, output) in [("css", "file/tokens.css"), ("dtcg", "file/tokens")] {
            let result = try DSGenProcess.run(["export", format, "--output", output], in: folder)
            #expect(result.status == 1)
            #expect(
                result.standardError.hasPrefix("\(output):1:1: error: cannot write the export"),
                "\(result.standardError)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Content", "file"])
    }
}
