@testable import DSGenCore
@testable import DSGenLint
import Foundation
import Testing

/// Baselines recognise accepted findings by their code, not their line.
struct BaselineTests {
    let before = """
    struct Card: View {
        var body: some View {
            Text("a").padding(16)
            Text("b").padding(16)
        }
    }
    """

    @Test func findingsKeepTheirFingerprintWhenLinesMove() {
        let baseline = Baseline(LintFixture.lint(before).findings)
        let moved =
            "import SwiftUI\n\n// A card\n"
            + before.replacingOccurrences(of: "    Text(\"a\").padding(16)", with: "\t\t  Text(\"a\").padding(16)  ")
        let after = LintFixture.lint(moved).findings
        #expect(after.count == 2)
        #expect(baseline.newFindings(among: after).isEmpty)
    }

    @Test func aNewFindingIsReportedEvenOnAnIdenticalLine() {
        let baseline = Baseline(LintFixture.lint(before).findings)
        let grown = before.replacingOccurrences(
            of: "Text(\"b\").padding(16)", with: "Text(\"b\").padding(16)\n        Text(\"b\").padding(16)")
        let fresh = baseline.newFindings(among: LintFixture.lint(grown).findings)
        #expect(fresh.map(\.location.line) == [5])
    }

    @Test func aChangedLineIsNew() {
        let baseline = Baseline(LintFixture.lint(before).findings)
        let changed = before.replacingOccurrences(of: "Text(\"a\").padding(16)", with: "Text(\"a\").padding(24)")
        #expect(baseline.newFindings(among: LintFixture.lint(changed).findings).map(\.location.line) == [3])
    }

    @Test func aBaselineRoundTripsThroughItsFile() throws {
        let path = NSTemporaryDirectory() + "dsgen-baseline-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let findings = LintFixture.lint(before).findings
        #expect(Baseline(findings).write(to: path) == nil)
        let read = try Baseline.read(path: path).get()
        #expect(read.newFindings(among: findings).isEmpty)
    }

    @Test func aFileThatIsNotABaselineIsAnError() throws {
        let path = NSTemporaryDirectory() + "dsgen-baseline-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("[1, 2]".utf8).write(to: URL(fileURLWithPath: path))
        guard case .failure(let diagnostic) = Baseline.read(path: path) else {
            Issue.record("read a bad baseline"); return
        }
        #expect(
            diagnostic.description
                == "\(path):1:1: error: '\(path)' is not a dsgen baseline; write one with --write-baseline " +
                    "[configuration]"
        )
    }

    /// Many files' findings are fingerprinted in runs on every core: each finding's fingerprint is
    /// the one its file's findings alone give, sorted or not, and a repeated line is numbered
    /// through its whole file even when another file's findings come between.
    @Test func fingerprintsAreNumberedWithinTheirFileHoweverManyThereAre() {
        func finding(_ path: String, _ line: Int) -> Finding {
            Finding(
                diagnostic: Diagnostic(
                    .warning, .hardcodedSpacing, at: SourceLocation(path: path, line: line, column: 5), "m"),
                lineText: "    .padding(16)"
            )
        }
        let files = ["A.swift", "./B.swift", "C.swift"]
        let sorted = files.flatMap { path in (1...1500).map { finding(path, $0) } }
        let alone = files.flatMap { path in Fingerprint.of(sorted.filter { $0.location.path == path }) }
        #expect(Fingerprint.of(sorted) == alone)
        #expect(Set(alone).count == sorted.count)
        // B's findings split A's in two: A's second half goes on from 750.
        let interleaved = Array(sorted[0..<750] + sorted[1500..<3000] + sorted[750..<1500])
        let expected = Array(alone[0..<750] + alone[1500..<3000] + alone[750..<1500])
        #expect(Fingerprint.of(interleaved) == expected)
        // `./B.swift` and `B.swift` are one file.
        let respelled = sorted.map { finding in
            var finding = finding
            if finding.location.path == "./B.swift", finding.location.line > 1000 {
                finding.diagnostic.location.path = "B.swift"
            }
            return finding
        }
        #expect(Fingerprint.of(respelled) == alone)
    }
}

