import Foundation

/// A JSON document with every finding and its fix, for scripts and dashboards.
enum JSONReporter {
    struct Document: Encodable {
        var version = 1
        var summary: Summary
        var findings: [Item]
    }

    struct Summary: Encodable {
        var files: Int
        var errors: Int
        var warnings: Int
    }

    struct Item: Encodable {
        var path: String
        var line: Int
        var column: Int
        var severity: String
        var rule: String
        var message: String
        var fingerprint: String
        var replacement: String?
    }

    static func render(_ report: LintReport) -> String {
        let fingerprints = Fingerprint.of(report.findings)
        let document = Document(
            summary: Summary(files: report.paths.count, errors: report.errorCount, warnings: report.warningCount),
            findings: zip(report.findings, fingerprints).map { finding, fingerprint in
                Item(
                    path: finding.location.path, line: finding.location.line, column: finding.location.column,
                    severity: finding.severity.rawValue, rule: finding.rule.rawValue, message: finding.message,
                    fingerprint: fingerprint, replacement: finding.fix?.replacement
                )
            }
        )
        return encode(document)
    }

    /// Pretty, key-sorted JSON with a final newline, the same bytes on every run.
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
