import Foundation
import Testing

/// `dsgen usage`: each token's uses, the unused ones, and adoption, for the app and per folder.
struct UsageCommandTests {
    private func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-usage-" + UUID().uuidString)
        let files = [
            "Content/index.md": """
                # Tokens

                ```tokens spacing kind=dimension swift=DS.Spacing use=padding
                sm 8pt
                md 16pt
                ```

                ```tokens colors kind=color swift=DS.Colors
                error  #FF3B30
                missed {colors.error}
                unused #8E8E93
                ```
                """,
            "App/Views/Row.swift": """
                struct Row: View {
                    var body: some View {
                        Text("Hi").padding(DS.Spacing.md).foregroundStyle(DS.Colors.missed.opacity(0.5)).padding(16)
                    }
                }
                """,
            "App/Model/Card.swift": "let gap = DS.Spacing.md\nlet side: CGFloat = 8\nlet pad = Text(\"\").padding(8)\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    @Test func countsUsesFollowsAliasesAndGivesAdoption() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DSGenProcess.run(["usage", "App"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == """
            DS.Spacing.md     2 uses in 2 files
            DS.Colors.error   1 use in 1 file
            DS.Colors.missed  1 use in 1 file
            Unused (2):
              DS.Spacing.sm
              DS.Colors.unused
            Adoption: 3 token references, 2 hard-coded values, 60%
              App/Model: 1 token references, 1 hard-coded values, 50%
              App/Views: 2 token references, 1 hard-coded values, 67%

            """)
    }

    @Test func theJSONIsTheDocumentedShape() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DSGenProcess.run(["usage", "App", "--reporter", "json"], in: folder)
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let tokens = try #require(document["tokens"] as? [[String: Any]])
        #expect(tokens.map { $0["swift"] as? String } == ["DS.Spacing.sm", "DS.Spacing.md", "DS.Colors.error", "DS.Colors.missed", "DS.Colors.unused"])
        #expect(tokens[1]["uses"] as? Int == 2)
        #expect(tokens[1]["files"] as? [String] == ["App/Model/Card.swift", "App/Views/Row.swift"])
        #expect(document["unused"] as? [String] == ["DS.Spacing.sm", "DS.Colors.unused"])
        let adoption = try #require(document["adoption"] as? [String: Any])
        #expect(adoption["tokenReferences"] as? Int == 3 && adoption["hardcodedValues"] as? Int == 2)
        #expect(adoption["ratio"] as? Double == 0.6)
        #expect((adoption["folders"] as? [[String: Any]])?.count == 2)
    }

    @Test func aMissingSourceIsAUsageError() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DSGenProcess.run(["usage", "Nowhere"], in: folder)
        #expect(result.status == 2)
        #expect(result.standardError == "Nowhere:1:1: error: 'Nowhere' does not exist [missing_file]\n")
    }
}
