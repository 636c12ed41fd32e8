import Foundation
import Testing

/// `dsgen init` on the Swift design-system code of public apps (`Tests/RealWorld/`, listed in its
/// `SOURCES.md`), then `build` and `lint` as a new user runs them: what init reads is pinned, and
/// the guide it writes builds and lints clean.
struct RealWorldInitTests {
    struct Source: Sendable, CustomStringConvertible {
        var folder: String
        /// The summary line init prints.
        var summary: String
        var lines: Int
        var description: String { folder }
    }

    static let sources: [Source] = [
        // `extension Color { static let gray0 = Color(0xFAFAFA) }`: an app's own hex initialiser, and aliases.
        Source(
            folder: "ddg-designresourceskit-swift",
            summary: "Read 95 tokens in 1 fences from 9 Swift file(s) into Content/ (2 pages, 0 token files copied) " +
                "and wrote dsgen.yml; 0 definition(s) not read.",
            lines: 2
        ),
        // `enum DesignSystem` of CGFloat and Font lets, colours in `extension Color`, sizes and radii.
        Source(
            folder: "homeassistant-designsystem-swift",
            summary: "Read 51 tokens in 8 fences from 3 Swift file(s) into Content/ (7 pages, 0 token files copied) " +
                "and wrote dsgen.yml; 130 definition(s) not read (--verbose lists each, and so does its home page).",
            lines: 4
        ),
    ]

    @Test(arguments: sources)
    func initReadsTheCodeAndTheGuideBuildsAndLints(_ source: Source) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-real-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let real = DSGenProcess.repository.appendingPathComponent("Tests/RealWorld/" + source.folder)
        try FileManager.default.copyItem(at: real, to: folder.appendingPathComponent("App"))
        let initialised = try DSGenProcess.run(["init", "--from", "App"], in: folder)
        #expect(initialised.status == 0, "\(initialised.standardError)")
        let printed = initialised.standardError.split(separator: "\n")
        #expect(printed.contains { $0 == source.summary }, "\(initialised.standardError)")
        #expect(printed.count == source.lines, "\(initialised.standardError)")
        let built = try DSGenProcess.run(["build"], in: folder)
        #expect(built.status == 0, "\(built.standardError)")
        let linted = try DSGenProcess.run(["lint"], in: folder)
        #expect(linted.status == 0, "\(linted.standardOutput)")
        #expect(!linted.standardOutput.contains("[token_drift]"))
    }
}
