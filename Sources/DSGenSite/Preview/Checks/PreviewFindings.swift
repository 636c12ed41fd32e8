import DSGenCore
import DSGenLint
import DSGenSwift

/// The preview checks as lint findings on the pages' fences: each example's preview drawn, and
/// what the checks find there reported on its line (a counter-example's as shown, as lint's are).
public enum PreviewFindings {
    /// The check of the pages' examples `dsgen lint` runs in place of lint's own: each fence parsed
    /// once, linted and drawn as a build does, with what the preview checks find added.
    public static let lint: FenceCheck = { check, loading in
        let (linted, shown, early) = ExamplePass.run(check, loading: loading, cache: nil, previews: true)
        return SiteFigures.checked(check, linted: linted, shown: shown, early: early, cache: nil).1
    }

    /// What the checks found in one example's figure (`PreviewFigure.issues`), as findings on
    /// `source`, the fence, under the configuration's severities (a rule turned off finds nothing).
    static func findings(
        _ issues: [(issue: PreviewIssue, marker: ClosedRange<Int>?)], in source: SwiftSource,
        configuration: LintConfiguration
    ) -> FenceFindings {
        var found = FenceFindings(findings: [], demonstrated: [], markerLines: [])
        for (issue, marker) in issues {
            guard let severity = configuration.severity(of: issue.rule, default: .warning) else { continue }
            let line = max(issue.line, 1)
            let text = Self.line(line, of: source)
            let column = text.prefix { $0 == " " || $0 == "\t" }.count + 1
            let finding = Finding(
                diagnostic: Diagnostic(
                    severity, issue.rule, at: source.location(line: line, column: column), issue.message
                ),
                lineText: text
            )
            guard let marker else {
                found.findings.append(finding)
                continue
            }
            found.demonstrated.append(finding)
            let page = { (line: Int) in source.location(line: line, column: 1).line }
            found.markerLines.append(page(marker.lowerBound)...page(marker.upperBound))
        }
        return found
    }

    /// Line `number` (from 1) of the example, as a split of its text at each `\n` gives it, or ""
    /// past its end. A fence keeps its lines (`FenceLines`, the code being each line and a line
    /// break), so the line is taken from there: splitting every example whole was 2.5% of a
    /// short-page build's CPU.
    static func line(_ number: Int, of source: SwiftSource) -> String {
        guard case .fence(_, let lines) = source.origin else {
            let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.indices.contains(number - 1) ? String(lines[number - 1]) : ""
        }
        return lines.indices.contains(number - 1) ? lines[number - 1].text : ""
    }
}
