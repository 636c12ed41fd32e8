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
        let moved = "import SwiftUI\n\n// A card\n" + before.replacingOccurrences(of: "    Text(\"a\").padding(16)", with: "\t\t  Text(\"a\").padding(16)  ")
        let after = LintFixture.lint(moved).findings
        #expect(after.count == 2)
        #expect(baseline.newFindings(among: after).isEmpty)
    }

    @Test func aNewFindingIsReportedEvenOnAnIdenticalLine() {
        let baseline = Baseline(LintFixture.lint(before).findings)
        let grown = before.replacingOccurrences(of: "Text(\"b\").padding(16)", with: "Text(\"b\").padding(16)\n        Text(\"b\").padding(16)")
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
        guard case .failure(let diagnostic) = Baseline.read(path: path) else { Issue.record("read a bad baseline"); return }
        #expect(diagnostic.description == "\(path):1:1: error: '\(path)' is not a dsgen baseline; write one with --write-baseline [configuration]")
    }
}
