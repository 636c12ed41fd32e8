import DSGenCore
import DSGenLint
import Dispatch
import Synchronization

/// The preview checks as lint findings on the pages' fences: each example's preview drawn, and
/// what the checks find there reported on its line (a counter-example's as shown, as lint's are).
public enum PreviewFindings {
    /// The check `dsgen lint` runs over the pages: every fence parsed again and its preview drawn
    /// as a build draws it, with what all the examples declare.
    public static let lint: FenceCheck = { check, result in
        let fences = check.fences
        let previews = fences.map { fence in
            WalkableTree(fence.text).tree.map { PreviewReader.read($0, text: fence.text) }
        }
        let renderer = PreviewRenderer(
            catalog: result.catalog, library: PreviewLibrary(previews.compactMap { $0 }), system: check.system,
            contrastAppearances: check.configuration.contrastAppearances
        )
        // The pages' Swift fences, in the order `check.fences` makes their sources.
        let pageFences = check.pages.flatMap { page in page.fences.filter { $0.language == "swift" } }
        let found = Mutex<[String: [Int: FenceFindings]]>([:])
        DispatchQueue.concurrentPerform(iterations: min(fences.count, pageFences.count)) { index in
            let source = fences[index]
            guard let fenceIndex = source.fenceIndex,
                  let figure = PreviewFigure(fence: pageFences[index], preview: previews[index], renderer: renderer)
            else { return }
            let findings = Self.findings(figure, in: source, configuration: check.configuration)
            found.withLock { $0[source.path, default: [:]][fenceIndex] = findings }
        }
        return found.withLock { $0 }
    }

    /// What the checks found in one example's figure, as findings on `source`, the fence, under the
    /// configuration's severities (a rule turned off finds nothing).
    static func findings(
        _ figure: PreviewFigure, in source: SwiftSource, configuration: LintConfiguration
    ) -> FenceFindings {
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        var found = FenceFindings(findings: [], demonstrated: [])
        for (issue, demonstrated) in figure.issues {
            guard let severity = configuration.severity(of: issue.rule, default: .warning) else { continue }
            let line = max(issue.line, 1)
            let text = lines.indices.contains(line - 1) ? String(lines[line - 1]) : ""
            let column = text.prefix { $0 == " " || $0 == "\t" }.count + 1
            let finding = Finding(
                diagnostic: Diagnostic(
                    severity, issue.rule, at: source.location(line: line, column: column), issue.message
                ),
                lineText: text
            )
            if demonstrated { found.demonstrated.append(finding) } else { found.findings.append(finding) }
        }
        return found
    }
}
