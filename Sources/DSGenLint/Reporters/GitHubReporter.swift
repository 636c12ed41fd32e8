/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's diff.
enum GitHubReporter {
    static func render(_ report: LintReport) -> String {
        report.findings.map { finding in
            let command = finding.severity == .error ? "error" : "warning"
            let properties = [
                "file=" + property(finding.location.path),
                "line=\(finding.location.line)",
                "col=\(finding.location.column)",
                "title=" + property(finding.rule.rawValue),
            ].joined(separator: ",")
            return "::\(command) \(properties)::\(data(finding.message + " [\(finding.rule)]"))\n"
        }.joined()
    }

    /// A command's message: `%`, CR and LF are encoded, as the runner decodes them.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property's value: as a message, plus `:` and `,`, which separate properties.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
