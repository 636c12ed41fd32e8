import Foundation
import Testing

/// What the build-tool plugin runs: `dsgen lint -C ROOT --absolute-paths --stamp FILE FILES…` from
/// wherever the build runs.
@Suite(.serialized)
struct LintPluginOptionsTests {
    private func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-plugin-" + UUID().uuidString)
        let files = [
            "Content/tokens.md": "# Tokens\n\n```tokens spacing kind=dimension swift=Theme.Spacing\nmd  16pt\n```\n",
            "App/Row.swift": "let a = Text(\"a\").padding(16)\n",
            "dsgen.yml": "sources: [App]\nrules: { hardcoded_spacing: warning }\n",
        ]
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            let folder = file.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return root
    }

    @Test func runsInTheFolderGivenAndNamesFilesAbsolutely() throws {
        let root = try project()
        let row = root.appendingPathComponent("App/Row.swift").path
        let stamp = root.appendingPathComponent("Stamp.swift").path
        let result = try DSGenProcess.run(
            ["lint", "-C", root.path, "--absolute-paths", "--no-cache", "--stamp", stamp, row],
            in: FileManager.default.temporaryDirectory
        )
        #expect(result.status == 0)
        let finding = "\(row):1:27: warning: hard-coded spacing 16; use Theme.Spacing.md [hardcoded_spacing]\n"
        #expect(result.standardOutput == finding)
        #expect(try String(contentsOfFile: stamp, encoding: .utf8) == "// dsgen lint: 0 errors, 1 warning in 1 file.\n")
    }

    @Test func withoutAbsolutePathsFilesAreNamedFromTheFolder() throws {
        let root = try project()
        let result = try DSGenProcess.run(["lint", "--directory", root.path, "--no-cache", "App"])
        #expect(result.standardOutput.hasPrefix("App/Row.swift:1:27: warning: "))
    }

    @Test func aMissingFolderIsAUsageError() throws {
        let result = try DSGenProcess.run(["lint", "-C", "/nonexistent/shop"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("/nonexistent/shop: error: no such folder [missing_file]"))
    }
}
