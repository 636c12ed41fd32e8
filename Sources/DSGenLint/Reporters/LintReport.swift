import DSGenCore

/// Everything a reporter prints: the findings to report, and every file and page that was linted.
public struct LintReport: Sendable {
    /// Sorted by path, line and column.
    public var findings: [Finding]
    /// Paths of the files and pages linted, sorted; those without findings count as passing.
    public var paths: [String]

    public init(findings: [Finding], paths: [String]) {
        self.findings = findings.sorted()
        self.paths = Array(Set(paths + findings.map(\.location.path))).sorted()
    }

    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
}

/// The formats `dsgen lint --reporter` writes.
public enum ReporterKind: String, CaseIterable, Sendable {
    case xcode, json, sarif, github, junit

    public func render(_ report: LintReport) -> String {
        switch self {
        case .xcode: XcodeReporter.render(report)
        case .json: JSONReporter.render(report)
        case .sarif: SARIFReporter.render(report)
        case .github: GitHubReporter.render(report)
        case .junit: JUnitReporter.render(report)
        }
    }
}
