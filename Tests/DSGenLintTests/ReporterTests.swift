@testable import DSGenCore
@testable import DSGenLint
import Foundation
import Testing

/// Each reporter's output for one canned report, compared with a committed file.
struct ReporterTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Findings that exercise escaping: a comma, colon, percent sign, newline, quotes and markup.
    static let report = LintReport(
        findings: [
            Finding(
                diagnostic: Diagnostic(
                    .error, .hardcodedSpacing, at: SourceLocation(path: "App/Views/Row.swift", line: 12, column: 22),
                    "hard-coded spacing 16; use DesignSystem.Spacing.md"),
                fix: Fix(range: 301..<303, replacement: "DesignSystem.Spacing.md"),
                lineText: "        .padding(.horizontal, 16)"
            ),
            Finding(
                diagnostic: Diagnostic(
                    .warning, .deprecatedToken,
                    at: SourceLocation(path: "App/Views/Badge, Old.swift", line: 3, column: 20),
                    "DesignSystem.Spacing.medium is deprecated; use DesignSystem.Spacing.md"),
                lineText: "let gap = \"é\" + DesignSystem.Spacing.medium",
                utf16Column: 19
            ),
            Finding(
                diagnostic: Diagnostic(
                    .error, .hardcodedColor, at: SourceLocation(path: "Content/colors.md", line: 40, column: 5),
                    "hard-coded colour 'Color(hex: \"#FF9500\")'; 100% <orange> & more,\nsee: the page"),
                lineText: "    Color(hex: \"#FF9500\")"
            ),
            Finding(
                diagnostic: {
                    var contrast = Diagnostic(
                        .warning, .insufficientContrastDerived,
                        at: SourceLocation(path: "Content/colors.md", line: 44, column: 12),
                        "'label' on 'badge' has a contrast of 2.77:1 in light-high-contrast")
                    contrast.appearances = ["light-high-contrast"]
                    return contrast
                }(),
                lineText: "label #000000 @on(badge)"
            ),
        ],
        paths: ["App/Views/Row.swift", "App/Views/Clean.swift", "Content/colors.md"]
    )

    @Test(arguments: ReporterKind.allCases)
    func reporterOutputIsPinned(_ kind: ReporterKind) throws {
        // SARIF names the repository root by its absolute URI, which differs from machine to machine.
        let output = kind.render(Self.report).replacingOccurrences(of: SARIFReporter.rootURI, with: "file:///ROOT/")
        let file = Self.golden.appendingPathComponent("report.\(kind.rawValue).txt")
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try Data(output.utf8).write(to: file)
            Issue.record("Recorded \(file.lastPathComponent); run again without RECORD_GOLDEN")
            return
        }
        #expect(output == (try String(contentsOf: file, encoding: .utf8)))
    }

    @Test func sarifHasEveryFieldCodeScanningRequires() throws {
        let data = Data(ReporterKind.sarif.render(Self.report).utf8)
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "dsgen")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(
            rules.allSatisfy {
                ($0["id"] as? String) != nil && (($0["shortDescription"] as? [String: Any])?["text"] as? String) != nil
            })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 4)
        #expect((results.last?["properties"] as? [String: Any])?["appearances"] as? [String] == ["light-high-contrast"])
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleID)
            #expect(["error", "warning"].contains(result["level"] as? String))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let physical = try #require(
                ((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            let uri = try #require(artifact["uri"] as? String)
            #expect(!uri.hasPrefix("/") && !uri.contains(" ") && URL(string: uri) != nil)
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            let region = try #require(physical["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
            let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
            #expect(fingerprints.values.allSatisfy { $0.count == 16 })
        }
    }

    @Test func githubAnnotationsEscapeWhatTheRunnerWouldMisread() {
        #expect(GitHubReporter.property("a,b:c%\nd") == "a%2Cb%3Ac%25%0Ad")
        #expect(GitHubReporter.data("a,b:c%\r\nd") == "a,b:c%25%0D%0Ad")
    }

    @Test func junitEscapesBreaksAndDropsWhatXMLCannotHold() {
        #expect(JUnitReporter.escape("a\r\nb\u{01}<c>\t'") == "a&#13;&#10;b&lt;c&gt;&#9;&#39;")
    }

    @Test func anAbsolutePathBelowTheWorkingDirectoryBecomesRelative() {
        let cwd = FileManager.default.currentDirectoryPath
        #expect(SARIFReporter.uri(cwd + "/Sources/My View.swift") == "Sources/My%20View.swift")
        #expect(SARIFReporter.uri("./Content/a.md") == "Content/a.md")
        #expect(SARIFReporter.rootURI.hasPrefix("file:///") && SARIFReporter.rootURI.hasSuffix("/"))
    }

    @Test func aFileOutsideTheRootIsNamedByItsAbsoluteURI() {
        guard case .orderedObject(let members) = SARIFReporter.artifactLocation("/elsewhere/a b.swift") else {
            Issue.record("not an object"); return
        }
        #expect(members.map(\.key) == ["uri"])
        guard case .string(let uri) = members[0].value else { Issue.record("not a string"); return }
        #expect(uri == "file:///elsewhere/a%20b.swift")
    }
}

extension ReporterKind: CustomTestStringConvertible {
    public var testDescription: String { rawValue }
}
