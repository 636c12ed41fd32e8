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
                      <failure type="\(finding.rule)" message="\(escape(finding.message))">\(escape(finding.diagnostic.description))</failure>
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

    /// Text safe inside an XML attribute or element, read scalar by scalar (so CR LF is two).
    /// Control characters XML 1.0 cannot hold are dropped.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
