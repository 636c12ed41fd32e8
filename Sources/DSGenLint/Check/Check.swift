import DSGenCore

/// The check stage: every rule over a loaded design system, under the team's `dsgen.yml`.
///
/// `lint`, `build` and `serve` all take their findings from here, so a rule switched off in the
/// configuration is off everywhere, and the site shows exactly what `dsgen lint` reports.
public enum Check {
    /// Checks the spec (the diagnostics of loading it and the spec rules) and every Swift fence of
    /// the pages. Source files are `lint`'s alone; see `Linter.lint(files:)`.
    /// With a `cache`, fences unchanged since its last check are not linted again. With
    /// `rendering`, each fence's `rendered` is made from its tree, and with `previews` too, what
    /// its preview draws is read.
    public static func run(
        _ system: DesignSystem, loading diagnostics: [Diagnostic], configuration: LintConfiguration,
        cache: CheckCache? = nil,
        rendering: Linter.Highlighting? = nil, previews: Bool = true
    ) -> CheckResult {
        let linter = Linter(system: system, configuration: configuration)
        return run(linter, loading: diagnostics, cache: cache, rendering: rendering, previews: previews)
    }

    static func run(
        _ linter: Linter, loading diagnostics: [Diagnostic], cache: CheckCache? = nil,
        rendering: Linter.Highlighting? = nil, previews: Bool = true
    ) -> CheckResult {
        let spec = linter.lintSpec(loading: diagnostics)
        let sources = SwiftSource.fences(of: linter.system.pages)
        let fences = cache?.results(of: sources, linter: linter, rendering: rendering, previews: previews)
            ?? linter.lint(sources, rendering: rendering, previews: previews)
        var examples: [String: [Int: FileResult]] = [:]
        for result in fences {
            if let index = result.fenceIndex { examples[result.path, default: [:]][index] = result }
        }
        return CheckResult(spec: spec, examples: examples, catalog: linter.catalog)
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
