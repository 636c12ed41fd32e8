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
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    private func makeFolder(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
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
            Adoption in 2 Swift files: 3 token references, 2 hard-coded values, 60%
              App/Model: 1 token references, 1 hard-coded values, 50%
              App/Views: 2 token references, 1 hard-coded values, 67%

            """)
    }

    @Test func theJSONIsTheDocumentedShape() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DSGenProcess.run(["usage", "App", "--reporter", "json"], in: folder)
        #expect(result.status == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let tokens = try #require(document["tokens"] as? [[String: Any]])
        #expect(
            tokens.map { $0["swift"] as? String } == [
                "DS.Spacing.sm", "DS.Spacing.md", "DS.Colors.error", "DS.Colors.missed", "DS.Colors.unused",
            ])
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

    /// Tokens as apps name them today: implicit members of a platform type's group, and the
    /// symbols Xcode generates for a catalog's colours, counted as uses; a misspelt one is found.
    @Test func implicitMembersAndGeneratedAssetSymbolsAreUses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-usage-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let colorSet = """
            {"colors": [{"color": {"color-space": "srgb", "components": \
            {"red": "0.200", "green": "0.400", "blue": "1.000", "alpha": "1.000"}}, "idiom": "universal"}], \
            "info": {"author": "xcode", "version": 1}}
            """
        let files = [
            "Content/index.md": "# Tokens\n\n```tokens layout kind=dimension swift=CGFloat\nlayoutPadding 16pt\n```\n",
            "Content/Assets.xcassets/Contents.json": "{\"info\": {\"author\": \"xcode\", \"version\": 1}}",
            "Content/Assets.xcassets/brandPrimary.colorset/Contents.json": colorSet,
            "App/Row.swift": """
                import SwiftUI
                struct Row: View {
                    var body: some View {
                        Text("Hi").padding(.layoutPadding).foregroundStyle(.brandPrimary)
                            .background(Color(.brandPrimary)).overlay(Color.brandPrimary)
                            .tint(Color(.brandPrimry)).padding(.horizontal)
                    }
                }
                """,
        ]
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try makeFolder(file.deletingLastPathComponent())
            try Data(text.utf8).write(to: file)
        }
        let usage = try DSGenProcess.run(["usage", "App"], in: folder)
        #expect(usage.standardOutput.hasPrefix("""
            ColorResource.brandPrimary  3 uses in 1 file
            CGFloat.layoutPadding       1 use in 1 file
            Every token is used.
            """), "\(usage.standardOutput)\(usage.standardError)")
        let lint = try DSGenProcess.run(["lint", "App"], in: folder)
        #expect(lint.standardOutput.contains("App/Row.swift:6:25: error: ColorResource.brandPrimry is not a colour " +
            "of the asset catalogs; did you mean .brandPrimary? [unknown_token]"), "\(lint.standardOutput)")
    }

    @Test func noSwiftFileIsAUsageErrorNotFullAdoption() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try makeFolder(folder.appendingPathComponent("Docs"))
        try Data("notes".utf8).write(to: folder.appendingPathComponent("Docs/readme.txt"))
        let empty = try DSGenProcess.run(["usage", "Docs"], in: folder)
        #expect(empty.status == 2)
        #expect(empty.standardOutput.isEmpty)
        #expect(empty.standardError == "error: no Swift file in Docs, so there is no adoption to measure [usage]\n")
        let unnamed = try DSGenProcess.run(["usage"], in: folder)
        #expect(unnamed.status == 2)
        #expect(unnamed.standardError.hasPrefix("error: no Swift source to measure: name the app's folders"))
    }

    @Test func unusedTokenIsOffUntilTheConfigurationTurnsItOn() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("sources: [App]\n".utf8).write(to: folder.appendingPathComponent("dsgen.yml"))
        let quiet = try DSGenProcess.run(["lint"], in: folder)
        #expect(!quiet.standardOutput.contains("unused_token"), "\(quiet.standardOutput)")

        try Data("sources: [App]\nrules:\n  unused_token: warning\n".utf8).write(
            to: folder.appendingPathComponent("dsgen.yml"))
        let result = try DSGenProcess.run(["lint"], in: folder)
        // `error` is used only through its alias `missed`, which counts for it.
        let reported: [String] = result.standardOutput.split(separator: "\n").map(String.init)
            .filter { $0.hasSuffix("[unused_token]") }
        let expected: [String] = [
            "Content/index.md:4:1: warning: DS.Spacing.sm is named nowhere in the app's 2 Swift files; use it, "
                + "or take it out of the spec (a use as an implicit member, .sm, is not counted) [unused_token]",
            "Content/index.md:11:1: warning: DS.Colors.unused is named nowhere in the app's 2 Swift files; use it, "
                + "or take it out of the spec (a use as an implicit member, .unused, is not counted) [unused_token]",
        ]
        #expect(reported == expected)
        // A subset of the sources cannot tell what the app never uses.
        let subset = try DSGenProcess.run(["lint", "App/Views"], in: folder)
        #expect(!subset.standardOutput.contains("unused_token"), "\(subset.standardOutput)")
    }

    @Test func theSiteShowsEachTokensUsesAndAnAdoptionPage() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("sources: [App]\n".utf8).write(to: folder.appendingPathComponent("dsgen.yml"))
        let result = try DSGenProcess.run(["build"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let page = try String(contentsOf: folder.appendingPathComponent("site/index.html"), encoding: .utf8)
        let uses: [String] = page.components(separatedBy: "<p class=\"token-uses\">").dropFirst()
            .map { String($0.prefix { $0 != "<" }) }
        let expected: [String] = [
            "Not used in the app", "Used 2 times in 2 files", "Used 1 time in 1 file", "Used 1 time in 1 file",
            "Not used in the app",
        ]
        #expect(uses == expected)
        let adoption = try String(contentsOf: folder.appendingPathComponent("site/adoption.html"), encoding: .utf8)
        #expect(
            adoption.contains(
                "<p>Across the app's 2 Swift files, tokens are named 3 times, and 2 values are written by hand "
                    +
                    "where a token exists (what <code>dsgen lint</code> reports): <strong>60%</strong> of the design " +
                        "values come from the spec.</p>"
            ))
        #expect(
            adoption.contains(
                "<td><code>App/Model</code></td>\n<td align=\"right\">1</td>\n<td align=\"right\">1</td>\n<td " +
                    "align=\"right\">50%</td>"
            ))
        #expect(adoption.contains("<li><a href=\"index.html#token-spacing-sm\"><code>DS.Spacing.sm</code></a></li>"))
        #expect(
            adoption.contains("<li><a href=\"index.html#token-colors-unused\"><code>DS.Colors.unused</code></a></li>"))
        #expect(page.contains("href=\"adoption.html\""))
        // Beside it, the token candidates: every kind's hard-coded values, with a fence to paste.
        let candidates = try String(
            contentsOf: folder.appendingPathComponent("site/token-candidates.html"), encoding: .utf8)
        #expect(candidates.contains("<h2 id=\"spacing\">Spacing</h2>"), "\(candidates)")
        #expect(
            candidates.contains(
                "<td><code>16</code></td>\n<td align=\"right\">1</td>\n<td align=\"right\">1</td>\n<td>yes</td>"))
        #expect(candidates.contains("```tokens spacing kind=dimension\nspace8 8pt\nspace16 16pt\n```"))
        // Without sources the site has no adoption page, and its rows say nothing of uses.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("dsgen.yml"))
        #expect(try DSGenProcess.run(["build"], in: folder).status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/adoption.html").path))
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/token-candidates.html").path))
        #expect(
            !(try String(contentsOf: folder.appendingPathComponent("site/index.html"), encoding: .utf8)).contains(
                "token-uses"))
    }

    @Test func aSourceTheSiteCannotFindFailsTheBuild() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("sources: [App, Gone]\n".utf8).write(to: folder.appendingPathComponent("dsgen.yml"))
        let result = try DSGenProcess.run(["build"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "dsgen.yml:1:16: error: the source 'Gone' does not exist; fix the path or remove it from 'sources' " +
                    "[missing_file]"
            ), "\(result.standardError)")
    }
}
