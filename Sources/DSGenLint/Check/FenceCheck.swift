import DSGenCore

/// What a check of the pages' fences outside lint's walk (the site's preview checks) found in one
/// fence: the findings to report, and those its counter-example shows, as it should.
public struct FenceFindings: Sendable {
    public var findings: [Finding]
    public var demonstrated: [Finding]

    public init(findings: [Finding], demonstrated: [Finding]) {
        self.findings = findings
        self.demonstrated = demonstrated
    }
}

/// A check of the pages' Swift fences that needs more than lint reads (what their previews draw),
/// by page display path and fence index: `lint` and `build` both run it after the fences are linted.
public typealias FenceCheck = @Sendable (_ check: Check, _ result: CheckResult) -> [String: [Int: FenceFindings]]

extension Check {
    /// The design system the fences are checked against.
    public var system: DesignSystem { linter.system }
    /// The configuration the check runs under.
    public var configuration: LintConfiguration { linter.configuration }
}

extension CheckResult {
    /// The result with `extra` findings on the fences. A counter-example that shows one breaks a
    /// rule after all: its fence's `counterexample_passes` goes.
    public func adding(_ extra: [String: [Int: FenceFindings]]) -> CheckResult {
        guard !extra.isEmpty else { return self }
        var examples = self.examples
        for (path, fences) in extra {
            for (index, found) in fences where !found.findings.isEmpty || !found.demonstrated.isEmpty {
                var result = examples[path]?[index]
                    ?? FileResult(path: path, fenceIndex: index, findings: [], demonstrated: [])
                if !found.demonstrated.isEmpty { result.findings.removeAll { $0.rule == .counterexamplePasses } }
                result.findings = (result.findings + found.findings).sorted()
                result.demonstrated = (result.demonstrated + found.demonstrated).sorted()
                examples[path, default: [:]][index] = result
            }
        }
        return CheckResult(spec: spec, examples: examples, catalog: catalog)
    }
}
