import DSGenCore
import Foundation

/// JUnit XML, which CI systems show as test results: each finding is a failing test case, and each
/// file or page without findings a passing one.
enum JUnitReporter {
    static func render(_ report: LintReport) -> String {
        let findingsByPath = Dictionary(grouping: report.findings, by: \.location.path)
        var cases: [String] = []
        for path in report.paths {
            guard let findings = findingsByPath[path] else {
                cases.append("    <testcase classname=\"\(escape(path))\" name=\"\(escape(path))\"/>")
                continue
            }
            for finding in findings {
                let name = "\(finding.rule) at \(finding.location.line):\(finding.location.column)"
                cases.append("""
                    <testcase classname="\(escape(path))" name="\(escape(name))">
                      <failure type="\(finding.rule)" message="\(escape(finding.message))">\
                \(escape(finding.diagnostic.description))</failure>
                    </testcase>
                """)
            }
        }
        let failures = report.findings.count
        let tests = failures + report.paths.filter { findingsByPath[$0] == nil }.count
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="dsgen lint" tests="\(tests)" failures="\(failures)">
          <testsuite name="dsgen lint" tests="\(tests)" failures="\(failures)" errors="0">
        \(cases.joined(separator: "\n"))
          </testsuite>
        </testsuites>

        """
    }

    /// Text safe inside an XML attribute or element: HTML's escaping, plus line breaks and tabs
    /// as character references (attributes would fold them) and the control characters XML 1.0
    /// cannot hold dropped. Read scalar by scalar, so CR LF is two.
    static func escape(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.filter {
            ($0.value >= 0x20 && $0.value != 0xFFFE && $0.value != 0xFFFF) || $0 == "\n" || $0 == "\r" || $0 == "\t"
        })
        return HTMLText.escaped(String(kept))
            .replacingOccurrences(of: "\r", with: "&#13;")
            .replacingOccurrences(of: "\n", with: "&#10;")
            .replacingOccurrences(of: "\t", with: "&#9;")
    }
}
