/// A JSON document with every finding and its fix, for scripts and dashboards.
enum JSONReporter {
    static func render(_ report: LintReport) -> String {
        let findings = zip(report.findings, Fingerprint.of(report.findings)).map { finding, fingerprint -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("path", .string(finding.location.path)),
                ("line", .number(finding.location.line)),
                ("column", .number(finding.location.column)),
                ("severity", .string(finding.severity.rawValue)),
                ("rule", .string(finding.rule.rawValue)),
                ("message", .string(finding.message)),
                ("fingerprint", .string(fingerprint)),
            ]
            if let fix = finding.fix { members.append(("replacement", .string(fix.replacement))) }
            return .object(members)
        }
        return JSONValue.object([
            ("version", .number(1)),
            ("summary", .object([
                ("files", .number(report.paths.count)),
                ("errors", .number(report.errorCount)),
                ("warnings", .number(report.warningCount)),
            ])),
            ("findings", .array(findings)),
        ]).text
    }
}
