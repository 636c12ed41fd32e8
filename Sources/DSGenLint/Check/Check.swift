import DSGenCore
import DSGenSwift

/// The check stage: every rule over a loaded design system, under the team's `dsgen.yml`. It
/// gives findings and nothing else; what the site makes of the same examples is the site's.
///
/// `lint`, `build`, `export` and `serve` all take their findings from here, so a rule switched off
/// in the configuration is off everywhere, and the site shows exactly what `dsgen lint` reports.
public struct Check: Sendable {
    let linter: Linter

    public init(_ system: DesignSystem, configuration: LintConfiguration) {
        self.init(Linter(system: system, configuration: configuration))
    }

    init(_ linter: Linter) {
        self.linter = linter
    }

    /// Checks the spec (the diagnostics of loading it and the spec rules) and every Swift fence of
    /// the pages. Source files are `lint`'s alone; see `Linter.lint(files:)`.
    public static func run(
        _ system: DesignSystem, loading diagnostics: [Diagnostic], configuration: LintConfiguration
    ) -> CheckResult {
        Check(system, configuration: configuration).run(loading: diagnostics)
    }

    func run(loading diagnostics: [Diagnostic]) -> CheckResult {
        let fences = fences
        return report(loading: diagnostics, fences: fences, results: fences.concurrentMap { linter.lint($0) })
    }

    /// The fences of the pages, in page order: what `lint` and `report` take.
    public var fences: [SwiftSource] { SwiftSource.fences(of: linter.system.pages) }

    /// Lints one fence from its syntax tree, for a caller that parses the fence for its own use too.
    public func lint(_ fence: SwiftSource, _ tree: WalkableTree) -> FileResult {
        linter.lint(fence, tree)
    }

    /// The pages whose fences the check lints.
    public var pages: [Page] { linter.system.pages }

    /// A hash of what every fence's result depends on besides the fence: the tokens and the
    /// configuration. It is `Hasher`'s, so it compares checks of one process only.
    public var dependencies: Int {
        var hasher = Hasher()
        linter.hashDependencies(into: &hasher)
        return hasher.finalize()
    }

    /// The report of the whole check from the results of the pages' fences, by display path and
    /// fence index, for a caller that kept them itself.
    public func report(loading diagnostics: [Diagnostic], examples: [String: [Int: FileResult]]) -> CheckResult {
        CheckResult(spec: linter.lintSpec(loading: diagnostics), examples: examples, catalog: linter.catalog)
    }

    /// The report of the whole check: the spec's findings, and `results`, the results of `fences`.
    public func report(loading diagnostics: [Diagnostic], fences: [SwiftSource], results: [FileResult]) -> CheckResult {
        var examples: [String: [Int: FileResult]] = [:]
        examples.reserveCapacity(results.count)
        for result in results {
            if let index = result.fenceIndex { examples[result.path, default: [:]][index] = result }
        }
        return CheckResult(spec: linter.lintSpec(loading: diagnostics), examples: examples, catalog: linter.catalog)
    }
}

/// What the check stage found: about the spec, and in each Swift example of the pages.
public struct CheckResult: Sendable {
    /// Problems of the spec with their configured severities, sorted; rules turned off are gone.
    public let spec: [Finding]
    /// The Swift fences of the pages, linted: by the page's display path, then the fence's index.
    public let examples: [String: [Int: FileResult]]
    /// The tokens by Swift name, as the check matched the code against them.
    public let catalog: TokenCatalog

    public init(spec: [Finding], examples: [String: [Int: FileResult]], catalog: TokenCatalog) {
        self.spec = spec
        self.examples = examples
        self.catalog = catalog
    }

    /// The results of one page's Swift fences, by fence index.
    public func examples(onPage displayPath: String) -> [Int: FileResult] {
        examples[displayPath] ?? [:]
    }

    /// Every finding to report, sorted: the spec's and the examples' (not those a counter-example shows).
    public var findings: [Finding] {
        (spec + examples.values.flatMap(\.values).flatMap(\.findings)).sorted()
    }

    /// How many findings the pages' counter-examples show, as they should.
    public var demonstratedCount: Int {
        examples.values.flatMap(\.values).map(\.demonstrated.count).reduce(0, +)
    }

    public var errorCount: Int { findings.count { $0.severity == .error } }
}
