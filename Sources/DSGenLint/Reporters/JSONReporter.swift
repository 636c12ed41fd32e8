import DSGenCore
import Foundation

/// A JSON document with every finding and its fix, for scripts and dashboards.
enum JSONReporter {
    static func data(_ report: LintReport) -> Data {
        let all = report.findings
        let fingerprints = Fingerprint.of(all)
        let findings = JSONOutput.reportArray(all.count, depth: 1) { index in
            let finding = all[index], fingerprint = fingerprints[index]
            var members: [(String, JSONOutput)] = [
                ("path", .string(finding.location.path)),
                ("line", .integer(finding.location.line)),
                ("column", .integer(finding.location.column)),
                ("severity", .string(finding.severity.rawValue)),
                ("rule", .string(finding.rule.rawValue)),
                ("message", .string(finding.message)),
                ("fingerprint", .string(fingerprint)),
            ]
            if let fix = finding.fix { members.append(("replacement", .string(fix.replacement))) }
            let appearances = finding.diagnostic.appearances
            if !appearances.isEmpty { members.append(("appearances", .array(appearances.map { .string($0) }))) }
            return .ordered(members)
        }
        return JSONOutput.ordered([
            ("version", .integer(1)),
            ("summary", .ordered([
                ("files", .integer(report.paths.count)),
                ("errors", .integer(report.errorCount)),
                ("warnings", .integer(report.warningCount)),
            ])),
            ("findings", findings),
        ]).data(.report)
    }
}
