import DSGenCore
import Foundation

/// Everything a reporter prints: the findings to report, and every file and page that was linted.
public struct LintReport: Sendable {
    /// Sorted by path, line and column.
    public var findings: [Finding]
    /// Paths of the files and pages linted, sorted; those without findings count as passing.
    public var paths: [String]

    public init(findings: [Finding], paths: [String]) {
        // Lint hands them over sorted already: checking costs a comparison a finding, sorting
        // again a dozen.
        let sorted = findings.indices.dropFirst().allSatisfy { !(findings[$0] < findings[$0 - 1]) }
        self.findings = sorted ? findings : findings.sorted()
        self.paths = Array(Set(paths + findings.map(\.location.path))).sorted()
    }

    public var errorCount: Int { findings.count { $0.severity == .error } }
    public var warningCount: Int { findings.count { $0.severity == .warning } }
}

/// The formats `dsgen lint --reporter` writes.
public enum ReporterKind: String, CaseIterable, Sendable {
    case xcode, json, sarif, github, junit

    public func render(_ report: LintReport) -> String {
        switch self {
        case .xcode: XcodeReporter.render(report)
        case .json, .sarif: String(decoding: data(report), as: UTF8.self)
        case .github: GitHubReporter.render(report)
        case .junit: JUnitReporter.render(report)
        }
    }

    /// The report as the bytes to write. The JSON formats are made as bytes: a report of a hundred
    /// thousand findings is tens of megabytes, which a `String` between them would copy twice more.
    public func data(_ report: LintReport) -> Data {
        switch self {
        case .json: JSONReporter.data(report)
        case .sarif: SARIFReporter.data(report)
        case .xcode, .github, .junit: Data(render(report).utf8)
        }
    }
}
