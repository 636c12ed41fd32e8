import DSGenCore
import Foundation
import Testing
@testable import DSGenInit
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

    /// An app's iOS and Mac targets each with an `Assets.xcassets`: one catalog in the content
    /// folder, every colour of both, and where both hold a colour differently, the iOS one, said.
    @Test func catalogsOfOneNameAreMergedWithTheIOSColourKept() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("dsgen-init-cat-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        func colorSet(_ red: String) -> String {
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": "# +
                #"{"red": "\#(red)", "green": "0.5", "blue": "0.5", "alpha": "1.000"}}}]}"#
        }
        for (path, text) in [
            "App/Mac/Assets.xcassets/brand.colorset/Contents.json": colorSet("0.1"),
            "App/Mac/Assets.xcassets/macOnly.colorset/Contents.json": colorSet("0.3"),
            "App/iOS/Assets.xcassets/brand.colorset/Contents.json": colorSet("0.2"),
            "App/iOS/Assets.xcassets/iosOnly.colorset/Contents.json": colorSet("0.4"),
        ] {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true
            )
            try Data(text.utf8).write(to: file)
        }
        let summary = try Initializer.run(Initializer.Options(
            paths: [folder.path + "/App"], contentDirectory: folder.path + "/Content",
            configurationFile: folder.path + "/dsgen.yml", force: false
        ))
        let catalog = folder.path + "/Content/assets/Assets.xcassets"
        #expect(try FileManager.default.contentsOfDirectory(atPath: catalog).sorted()
            == ["brand.colorset", "iosOnly.colorset", "macOnly.colorset"])
        let brand = try String(contentsOfFile: catalog + "/brand.colorset/Contents.json", encoding: .utf8)
        #expect(brand == colorSet("0.2"))
        #expect(summary.catalogNotes == [
            "\(folder.path)/App/iOS/Assets.xcassets: note: 1 colour set, brand, also in " +
                "\(folder.path)/App/Mac/Assets.xcassets with other values; the content folder keeps this " +
                "catalog's, as dsgen reads an app's iOS branch",
        ])
    }
}
