import Foundation
import Testing

/// `dsgen usage --candidates`: the values an app hard-codes, every kind, tokens or not, and the
/// tokens they suggest; and `hardcoded_value_without_token`, off until dsgen.yml turns it on.
struct UsageCandidatesTests {
    private func project(config: String = "") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dsgen-candidates-" + UUID().uuidString)
        let files = [
            "Content/index.md":
                "# Tokens\n\n```tokens spacing kind=dimension swift=DS.Spacing use=padding\nmd 16pt\n```\n",
            "dsgen.yml": "sources: [\"App\"]\n" + config,
            "App/Card.swift": """
                struct Card: View {
                    var body: some View {
                        VStack(spacing: 8) { Text("A").padding(16).padding(.top, 8) }
                            .cornerRadius(12).opacity(0.5).padding(24).padding(10)
                    }
                }
                """,
            "App/Row.swift": """
                struct Row: View {
                    var body: some View { Text("B").padding(8).cornerRadius(12).cornerRadius(8).opacity(0.5) }
                }
                """,
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    @Test func everyKindIsCountedAndAScaleProposed() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DSGenProcess.run(["usage", "--candidates"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let candidates = try #require(result.standardOutput.components(separatedBy: "\nToken candidates").last)
        #expect(candidates == """
            : the values hard-coded in 2 Swift files, by kind

            spacing: 6 uses of 4 values
              8 used 3 times in 2 files, 10 used 1 time in 1 file, 16 used 1 time in 1 file, 24 used 1 time in 1 file
              proposed: 8, 16, 24 on a 8-point grid, 83% of uses exactly
              left out: 10 (1)
              ```tokens spacing kind=dimension
              space8 8pt
              space16 16pt
              space24 24pt
              ```

            radius (no tokens yet): 3 uses of 2 values
              12 used 2 times in 2 files, 8 used 1 time in 1 file
              proposed: 8, 12 on a 4-point grid, 100% of uses exactly
              ```tokens radius kind=radius
              radius8 8pt
              radius12 12pt
              ```

            opacity (no tokens yet): 2 uses of 1 value
              0.5 used 2 times in 2 files
              proposed: 0.5, 100% of uses exactly
              ```tokens opacity kind=opacity
              opacity50 50%
              ```

            """)
        // Values of kinds without tokens do not count against adoption.
        #expect(
            result.standardOutput.contains("Adoption in 2 Swift files: 0 token references, 6 hard-coded values, 0%"))
    }

    @Test func theRuleIsOffUntilTurnedOn() throws {
        let off = try project()
        defer { try? FileManager.default.removeItem(at: off) }
        let quiet = try DSGenProcess.run(["lint"], in: off)
        #expect(quiet.standardOutput.contains("[hardcoded_spacing]"))
        #expect(!quiet.standardOutput.contains("hardcoded_value_without_token"))
        let on = try project(config: "rules:\n  hardcoded_value_without_token: warning\n")
        defer { try? FileManager.default.removeItem(at: on) }
        let loud = try DSGenProcess.run(["lint"], in: on)
        #expect(loud.standardOutput.contains(
                "App/Card.swift:4:27: warning: hard-coded corner radius 12; the spec has no radius token yet (dsgen " +
                    "usage --candidates proposes some) [hardcoded_value_without_token]"
        ), "\(loud.standardOutput)")
        #expect(loud.standardOutput.contains("hard-coded opacity 0.5; the spec has no opacity token yet"))
    }
}
