import Foundation
import Testing

/// `dsgen lint` as CI runs it: report on standard output, summary on standard error, exit statuses.
@Suite(.serialized)
struct LintCommandTests {
    /// A scratch project: a content folder with a small spec, and the files given.
    private func project(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-lint-" + UUID().uuidString)
        let spec = """
        # Tokens

        ```tokens spacing kind=dimension swift=DesignSystem.Spacing
        xs  8pt
        md  16pt
        old 16pt @deprecated({spacing.md})
        ```

        ```tokens colors kind=color swift=DesignSystem.Colors
        error  red
        ```
        """
        for (path, text) in ["Content/tokens.md": spec].merging(files, uniquingKeysWith: { $1 }) {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return root
    }

    @Test func lintHelpIsPinned() throws {
        let result = try DSGenProcess.run(["help", "lint"])
        #expect(result.status == 0)
        let file = CommandLineTests.snapshots.appendingPathComponent("lint-help.txt")
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try Data(result.standardOutput.utf8).write(to: file)
            Issue.record("Recorded lint-help.txt; run again without RECORD_GOLDEN")
            return
        }
        #expect(result.standardOutput == (try String(contentsOf: file, encoding: .utf8)))
    }

    @Test func aSecondRunReportsTheSameFromTheCache() throws {
        let root = try project(["App/Row.swift": "let a = Text(\"a\").padding(16).foregroundStyle(Color.red)\n"])
        let cache = root.appendingPathComponent("cache").path
        let first = try DSGenProcess.run(["lint", "--cache-path", cache, "App"], in: root)
        let second = try DSGenProcess.run(["lint", "--cache-path", cache, "App"], in: root)
        let uncached = try DSGenProcess.run(["lint", "--no-cache", "App"], in: root)
        #expect(first.status == 1)
        #expect(
            (second.status, second.standardOutput, second.standardError) == (
                first.status, first.standardOutput, first.standardError
            ))
        #expect(uncached.standardOutput == first.standardOutput)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasPrefix("lint-") }.count == 1)
        let both = try DSGenProcess.run(["lint", "--no-cache", "--cache-path", cache], in: root)
        #expect(both.status == 2)
        #expect(both.standardError.contains("--no-cache and --cache-path cannot be given together"))
    }

    @Test func theExampleContentLintsClean() throws {
        let result = try DSGenProcess.run(["lint"])
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("The pages' counter-examples show "))
        #expect(result.standardError.hasSuffix("files: 0 errors, 0 warnings.\n"))
    }

    @Test func findingsGoToStandardOutputAndExit1() throws {
        let root = try project(["App/Row.swift": "Text(\"a\").padding(16)\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try DSGenProcess.run(["lint", "App"], in: root)
        #expect(result.status == 1)
        #expect(
            result.standardOutput
                == "App/Row.swift:1:19: error: hard-coded spacing 16; use DesignSystem.Spacing.md [hardcoded_spacing]\n"
        )
        #expect(result.standardError == "Linted 1 file: 1 error, 0 warnings.\n")
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let root = try project(["App/Row.swift": "Text(\"a\").padding(DesignSystem.Spacing.old)\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let relaxed = try DSGenProcess.run(["lint", "App/Row.swift"], in: root)
        #expect(relaxed.status == 0)
        #expect(
            relaxed.standardOutput.contains(
                "warning: DesignSystem.Spacing.old is deprecated; use DesignSystem.Spacing.md [deprecated_token]"))
        #expect(try DSGenProcess.run(["lint", "--strict", "App/Row.swift"], in: root).status == 1)
    }

    @Test func aBrokenLinkIsAWarningInLintAndBuild() throws {
        let root = try project([
            "Content/guide.md": "# Guide\n\nSee [spacing](/spec.md#spacing) and [x](spec.md#tokens).\n"
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        // The spec moves out of tokens.md, the name the token index is published under.
        try FileManager.default.moveItem(
            at: root.appendingPathComponent("Content/tokens.md"), to: root.appendingPathComponent("Content/spec.md"))
        let expected =
            "Content/guide.md:3:5: warning: link '/spec.md#spacing' points at '#spacing', which is neither a " +
                "heading, a token nor an HTML id of Content/spec.md [broken_link]"
        let relaxed = try DSGenProcess.run(["lint"], in: root)
        #expect(relaxed.status == 0)
        #expect(relaxed.standardOutput == expected + "\n")
        #expect(try DSGenProcess.run(["lint", "--strict"], in: root).status == 1)
        let build = try DSGenProcess.run(["build"], in: root)
        #expect(build.status == 0)
        #expect(build.standardError.contains(expected))
        let html = try String(contentsOf: root.appendingPathComponent("site/guide.html"), encoding: .utf8)
        #expect(html.contains("<a href=\"spec.html#spacing\">spacing</a>"))
    }

    @Test func fixRewritesTheFileAndASecondRunIsClean() throws {
        let root = try project(["App/Row.swift": "Text(\"a\")\n    .padding(16) // standard\n    .padding(.top, 12)\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try DSGenProcess.run(["lint", "--fix", "App"], in: root)
        #expect(first.status == 1)
        #expect(
            first.standardOutput
                == "App/Row.swift:3:20: error: hard-coded spacing 12; no token has this value, nearest: " +
                    "DesignSystem.Spacing.xs (8pt), DesignSystem.Spacing.md (16pt) [hardcoded_spacing]\n"
        )
        #expect(
            first.standardError.hasPrefix(
                "Fixed 1 finding in 1 file.\nLeft 1 hard-coded value for you to choose: several tokens share its " +
                    "value, or none has it exactly.\n"
            ))
        let text = try String(contentsOf: root.appendingPathComponent("App/Row.swift"), encoding: .utf8)
        #expect(text == "Text(\"a\")\n    .padding(DesignSystem.Spacing.md) // standard\n    .padding(.top, 12)\n")
        let second = try DSGenProcess.run(["lint", "--fix", "App"], in: root)
        #expect(!second.standardError.contains("Fixed"))
        #expect(try String(contentsOf: root.appendingPathComponent("App/Row.swift"), encoding: .utf8) == text)
    }

    @Test func findingsLeftAfterAFixStandWhereTheRewrittenFileHasThem() throws {
        let root = try project(["App/Row.swift": "Text(\"a\").padding(16).padding(.top, 12)\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try DSGenProcess.run(["lint", "--fix", "App", "./App"], in: root)
        #expect(result.standardOutput.hasPrefix("App/Row.swift:1:58: error: hard-coded spacing 12;"))
        #expect(
            try String(contentsOf: root.appendingPathComponent("App/Row.swift"), encoding: .utf8)
                == "Text(\"a\").padding(DesignSystem.Spacing.md).padding(.top, 12)\n")
    }

    @Test func aBaselineHidesKnownFindings() throws {
        let root = try project(["App/Row.swift": "Text(\"a\").padding(16)\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let written = try DSGenProcess.run(["lint", "--write-baseline", "baseline.json", "App"], in: root)
        #expect(written.standardError.hasPrefix("Wrote 1 finding to the baseline baseline.json.\n"))
        try Data("import SwiftUI\n\nText(\"a\").padding(16)\nText(\"b\").padding(8)\n".utf8).write(
            to: root.appendingPathComponent("App/Row.swift"))
        let result = try DSGenProcess.run(["lint", "--baseline", "baseline.json", "./App"], in: root)
        #expect(result.status == 1)
        #expect(
            result.standardOutput
                == "App/Row.swift:4:19: error: hard-coded spacing 8; use DesignSystem.Spacing.xs [hardcoded_spacing]\n")
    }

    @Test func theConfigurationFileListsSourcesAndABadOneExits2() throws {
        let root = try project([
            "App/Row.swift": "Text(\"a\").padding(16)\n",
            "dsgen.yml": "sources: [App]\nrules:\n  hardcoded_spacing: warning\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try DSGenProcess.run(["lint"], in: root)
        #expect(result.status == 0)
        #expect(
            result.standardOutput
                == "App/Row.swift:1:19: warning: hard-coded spacing 16; use DesignSystem.Spacing.md " +
                    "[hardcoded_spacing]\n"
        )

        try Data("sources: [App]\nrule:\n  hardcoded_spacing: warning\n".utf8).write(
            to: root.appendingPathComponent("dsgen.yml"))
        let broken = try DSGenProcess.run(["lint"], in: root)
        #expect(broken.status == 2)
        #expect(broken.standardOutput.isEmpty)
        #expect(broken.standardError.hasPrefix("dsgen.yml:2:1: error: unknown key 'rule'; did you mean 'rules'?"))
    }

    @Test func usageProblemsExit2() throws {
        let reporter = try DSGenProcess.run(["lint", "--reporter", "html"])
        #expect(reporter.status == 2)
        #expect(reporter.standardError.hasPrefix("error: The value 'html' is invalid for '--reporter <format>'"))
        let missing = try DSGenProcess.run(["lint", "NoSuchFolder"])
        #expect(missing.status == 2)
        #expect(
            missing.standardError.hasPrefix("NoSuchFolder:1:1: error: 'NoSuchFolder' does not exist [missing_file]"))
        let config = try DSGenProcess.run(["lint", "--config", "nope.yml"])
        #expect(config.status == 2)
    }

    @Test func everyReporterIsSelectable() throws {
        let root = try project(["App/Row.swift": "Text(\"a\").padding(16)\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let sarif = try DSGenProcess.run(["lint", "--reporter", "sarif", "App"], in: root)
        #expect(sarif.status == 1)
        #expect(sarif.standardOutput.contains("\"ruleId\": \"hardcoded_spacing\""))
        let github = try DSGenProcess.run(["lint", "--reporter", "github", "App"], in: root)
        #expect(
            github.standardOutput
                == "::error file=App/Row.swift,line=1,col=19,title=hardcoded_spacing::hard-coded spacing 16; use " +
                    "DesignSystem.Spacing.md [hardcoded_spacing]\n"
        )
    }

    @Test func aTokenFileThatDriftsFromTheSpecExits1AndFixRewritesIt() throws {
        let designSystem = """
        import SwiftUI

        enum DesignSystem {
            enum Spacing {
                static let xs: CGFloat = 8
                static let md: CGFloat = 20
            }
            enum Colors {
                static let error = Color.red
            }
        }
        """
        let root = try project([
            "App/DesignSystem.swift": designSystem,
            "App/Row.swift": "Text(\"a\").padding(DesignSystem.Spacing.md)\n",
            "dsgen.yml": "sources: [App]\ntoken_files: [\"**/DesignSystem.swift\"]\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try DSGenProcess.run(["lint", "App"], in: root)
        #expect(result.status == 1)
        #expect(
            result.standardOutput
                == "App/DesignSystem.swift:6:34: error: DesignSystem.Spacing.md is 20 here but 16 pt in the spec " +
                    "(Content/tokens.md:5:1); write 16 [token_drift]\n"
        )

        let fixed = try DSGenProcess.run(["lint", "--fix"], in: root)
        #expect(fixed.status == 0)
        #expect(fixed.standardError.hasPrefix("Fixed 1 finding in 1 file.\n"))
        #expect(
            try String(contentsOf: root.appendingPathComponent("App/DesignSystem.swift"), encoding: .utf8)
                == designSystem.replacing("= 20", with: "= 16"))
    }
}
