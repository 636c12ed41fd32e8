import DSGenCore

/// What a check of the pages' fences outside lint's walk (the site's preview checks) found in one
/// fence: the findings to report, and those its counter-example shows, as it should.
public struct FenceFindings: Sendable {
    public var findings: [Finding]
    public var demonstrated: [Finding]
    /// The lines of the page where the markers of the counter-examples that show `demonstrated`
    /// stand: each breaks a rule after all.
    public var markerLines: [ClosedRange<Int>]

    public init(findings: [Finding], demonstrated: [Finding], markerLines: [ClosedRange<Int>]) {
        self.findings = findings
        self.demonstrated = demonstrated
        self.markerLines = markerLines
    }
}

/// The check of the pages' Swift fences in place of `Check.run`, for one that needs more than lint
/// reads (the site's, which draws each example's preview and adds what the preview checks find):
/// `lint` runs it as `build` runs its own.
public typealias FenceCheck = @Sendable (_ check: Check, _ loading: [Diagnostic]) -> CheckResult

extension Check {
    /// The design system the fences are checked against.
    public var system: DesignSystem { linter.system }
    /// The configuration the check runs under.
    public var configuration: LintConfiguration { linter.configuration }
    /// The tables of the tokens the findings name.
    public var catalog: TokenCatalog { linter.catalog }
}

extension CheckResult {
    /// The result with `extra` findings on the fences. A counter-example that shows one breaks a
    /// rule after all: its `counterexample_passes` goes.
    public func adding(_ extra: [String: [Int: FenceFindings]]) -> CheckResult {
        guard !extra.isEmpty else { return self }
        var examples = self.examples
        for (path, fences) in extra {
            for (index, found) in fences where !found.findings.isEmpty || !found.demonstrated.isEmpty {
                var result = examples[path]?[index]
                    ?? FileResult(path: path, fenceIndex: index, findings: [], demonstrated: [])
                result.findings.removeAll { finding in
                    finding.rule == .counterexamplePasses
                        && found.markerLines.contains { $0.contains(finding.location.line) }
                }
                result.findings = (result.findings + found.findings).sorted()
                result.demonstrated = (result.demonstrated + found.demonstrated).sorted()
                examples[path, default: [:]][index] = result
            }
        }
        return CheckResult(spec: spec, examples: examples, catalog: catalog)
    }
}
