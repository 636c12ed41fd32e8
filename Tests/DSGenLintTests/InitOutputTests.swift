import DSGenCore
import Foundation
import Testing
@testable import DSGenLint

/// `dsgen init` puts its content folder and `dsgen.yml` in place whole or not at all, and a
/// failure changes nothing: what was there is where it was.
struct InitOutputTests {
    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("dsgen-init-out-" + UUID().uuidString)
        for (path, text) in [
            "App/DS.swift": "enum DS {\n    enum Spacing {\n        static let md: CGFloat = 16\n    }\n}\n",
            "Content/index.md": "# Our edited guide\n",
            "notes.txt": "a file, so nothing can be written below it\n",
        ] {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true
            )
            try Data(text.utf8).write(to: file)
        }
        return folder
    }

    @Test func aFailureAfterTheContentIsStagedChangesNothing() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = Initializer.Options(
            paths: [folder.path + "/App"], contentDirectory: folder.path + "/Content",
            configurationFile: folder.path + "/notes.txt/dsgen.yml", force: true
        )
        #expect {
            try Initializer.run(options)
        } throws: { error in
            let message = (error as? Initializer.Failure)?.diagnostics.first?.message ?? ""
            return message.hasPrefix("cannot write the content folder:") && message.hasSuffix("are as they were")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["App", "Content", "notes.txt"])
        #expect(try String(contentsOf: folder.appendingPathComponent("Content/index.md"), encoding: .utf8)
            == "# Our edited guide\n")
    }

    @Test func eachBackupTakesTheNextFreeName() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        #expect(InitOutput.backupPlace(for: content).lastPathComponent == "Content.backup")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/Content.backup", withDestinationPath: folder.path + "/nowhere"
        )
        // A broken link takes its name too: it is something of the user's.
        #expect(InitOutput.backupPlace(for: content).lastPathComponent == "Content.backup-2")
    }
}
