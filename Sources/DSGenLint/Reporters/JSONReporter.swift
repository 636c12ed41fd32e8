/// A JSON document with every finding and its fix, for scripts and dashboards.
enum JSONReporter {
    static func render(_ report: LintReport) -> String {
        let all = report.findings
        let fingerprints = Fingerprint.of(all)
        let findings = JSONValue.renderedArray(all.count, depth: 1) { index in
            let finding = all[index], fingerprint = fingerprints[index]
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
            ("findings", findings),
        ]).text
    }
}
