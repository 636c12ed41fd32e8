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
        // The check reads the findings in place: going through the array's subscript copied each
        // finding, its strings retained and released, a tenth of a run from the cache.
        let sorted = findings.withUnsafeBufferPointer { findings in
            findings.indices.dropFirst().allSatisfy { !(findings[$0].diagnostic < findings[$0 - 1].diagnostic) }
        }
        self.findings = sorted ? findings : findings.sorted()
        self.paths = Array(Set(paths + findings.map(\.location.path))).sorted()
    }

    public var errorCount: Int { count(of: .error) }
    public var warningCount: Int { count(of: .warning) }

    /// Counted in place, as the order is checked: a count through the array copied every finding.
    private func count(of severity: Diagnostic.Severity) -> Int {
        findings.withUnsafeBufferPointer { findings in
            var count = 0
            for index in findings.indices where findings[index].diagnostic.severity == severity { count += 1 }
            return count
        }
    }
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
