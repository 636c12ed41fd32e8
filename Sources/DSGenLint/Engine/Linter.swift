import DSGenCore
import DSGenSwift
import Foundation
import SwiftSyntax

/// Lints Swift sources and the spec against one design system, with one configuration.
public struct Linter: Sendable {
    public let system: DesignSystem
    public let catalog: TokenCatalog
    public let configuration: LintConfiguration
    /// The rules the configuration enables. Pages' fences run every rule, so that a counter-example
    /// of a rule that is turned off still counts as showing it (its findings are not reported).
    private let rules: [any SwiftRule]
    /// The most bytes of a Swift file read (`FileBudget`); a test sets a small one.
    var byteBudget = FileBudget.maximumBytes

    public init(system: DesignSystem, configuration: LintConfiguration = LintConfiguration()) {
        self.system = system
        self.configuration = configuration
        catalog = TokenCatalog(system)
        rules = SwiftRules.all.filter {
            configuration.severity(of: $0.description.id, default: $0.description.severity) != nil
        }
    }

    /// Reads and lints Swift files in parallel across cores; results are in the order of `paths`.
    public func lint(files paths: [String]) -> [FileResult] {
        paths.concurrentMap { path in lint(file: path, read: SwiftFileText.read(path, budget: byteBudget)) }
    }

    /// Lints the file at `path` from what reading it gave.
    func lint(file path: String, read: Result<SwiftFileText, Diagnostic>) -> FileResult {
        let file: SwiftFileText
        switch read {
        case .success(let read): file = read
        case .failure(let problem):
            return FileResult(path: path, findings: [Finding(diagnostic: problem)], demonstrated: [])
        }
        var result = lint(SwiftSource(path: path, text: file.text, origin: .file))
        guard file.isPartial else { return result }
        let lines = LineTable(Array(file.text.utf8))
        result.findings = (result.findings.map {
            Finding(diagnostic: $0.diagnostic, lineText: $0.lineText, utf16Column: $0.utf16Column)
        }
            + file.problems.compactMap { problem in
                guard let severity = configuration.severity(of: problem.rule, default: .error) else { return nil }
                let (line, column) = lines.location(of: problem.offset)
                return Finding(diagnostic: Diagnostic(
                    severity,
                    problem.rule,
                    at: SourceLocation(path: path, line: line, column: column),
                    problem.message
                ))
            }).sorted()
        return result
    }

    /// Lints sources already in memory (the pages' fences) in parallel.
    public func lint(_ sources: [SwiftSource]) -> [FileResult] {
        sources.concurrentMap { lint($0) }
    }

    /// Lints one source: parses it, walks its tree once with every enabled rule, and collects results.
    public func lint(_ source: SwiftSource) -> FileResult {
        lint(source, WalkableTree(source.text))
    }

    /// Lints one source from its tree, parsed by the caller (who may read it for more than lint).
    public func lint(_ source: SwiftSource, _ walkable: WalkableTree) -> FileResult {
        guard let tree = walkable.tree else {
            let finding = Self.givenUp(source, walkable) ?? Self.tooSlow(source, depth: 0)
            return FileResult(path: source.path, fenceIndex: source.fenceIndex, findings: [finding], demonstrated: [])
        }
        let file = LintFile(
            source: source, tree: tree, catalog: catalog, configuration: configuration,
            isDefinitionFile: !source.isFence && configuration.isTokenFile(source.path)
        )
        RuleWalker(file: file, rules: source.isFence ? SwiftRules.all : rules).walk(tree)
        return file.results()
    }

    /// The one finding for a source that cannot be walked, saying why; nil for one that can.
    package static func givenUp(_ source: SwiftSource, _ walkable: WalkableTree) -> Finding? {
        switch walkable {
        case .tree: nil
        case .tooSlow(let depth): tooSlow(source, depth: depth)
        case .tooDeep(let position): tooDeep(source, at: position)
        case .tooSlowToRecover(let line): tooSlowToRecover(source, line: line)
        }
    }

    /// The finding for a source whose tree goes deeper than `SyntaxDepth.limit`, which is not read.
    static func tooDeep(_ source: SwiftSource, at position: AbsolutePosition) -> Finding {
        let local = LineTable(Array(source.text.utf8)).location(of: position.utf8Offset)
        let message = "this code nests more than \(SyntaxDepth.limit) levels deep " +
            "(such as one expression of thousands of chained modifiers), " +
            "so dsgen does not lint this \(source.isFence ? "example" : "file"); split it up"
        return Finding(diagnostic: Diagnostic(
            .error,
            .swiftSyntax,
            at: source.location(line: local.line, column: local.column),
            message
        ))
    }

    /// The finding for a source that did not parse within `ParseBudget`.
    static func tooSlow(_ source: SwiftSource, depth: Int) -> Finding {
        let message = "this code nests square brackets \(depth) deep, " +
            "which Swift's parser takes too long to read (its time doubles with each one: " +
            "dsgen gives it \(Int(ParseBudget.seconds)) s, and none past \(ParseBudget.parsedAtAll) deep), " +
            "so dsgen does not lint this \(source.isFence ? "example" : "file"); close its brackets"
        return Finding(diagnostic: Diagnostic(.error, .swiftSyntax, at: source.location(line: 1, column: 1), message))
    }

    /// The finding for a source with a run of code in a type's body past `MemberRecovery.limit`.
    static func tooSlowToRecover(_ source: SwiftSource, line: Int) -> Finding {
        let message = "a type's body holds more than \(MemberRecovery.limit) calls here " +
            "with no declaration keyword (func, var, let…) before them, which Swift's parser takes too long " +
            "to read past (its time grows with their square), so dsgen does not lint this " +
            "\(source.isFence ? "example" : "file"); add the missing keyword or brace"
        return Finding(diagnostic: Diagnostic(
            .error, .swiftSyntax, at: source.location(line: line, column: 1), message
        ))
    }

    /// The spec rules' findings, and `diagnostics` from reading the spec, with configured severities.
    public func lintSpec(loading diagnostics: [Diagnostic]) -> [Finding] {
        let found = diagnostics + SpecRules.all
            .filter { configuration.severity(of: $0.description.id, default: $0.description.severity) != nil }
            .flatMap { $0.check(system, configuration: configuration) }
        return found.compactMap { diagnostic in
            guard let severity = configuration.severity(of: diagnostic.rule, default: diagnostic.severity) else {
                return nil
            }
            var diagnostic = diagnostic
            diagnostic.severity = severity
            return Finding(diagnostic: diagnostic, lineText: diagnostic.message)
        }.sorted()
    }
}
