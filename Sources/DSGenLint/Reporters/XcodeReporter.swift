/// `path:line:col: error: message [rule]`, one line per finding: the format Xcode, editors and CI
/// logs turn into links.
enum XcodeReporter {
    static func render(_ report: LintReport) -> String {
        report.findings.map { $0.diagnostic.description + "\n" }.joined()
    }
}
