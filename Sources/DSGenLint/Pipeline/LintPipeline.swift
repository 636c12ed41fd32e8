import DSGenCore
import DSGenSwift
import Foundation

/// `dsgen lint` from options to report: read the configuration and the spec, find the sources,
/// lint them, apply fixes, compare with a baseline.
public enum LintPipeline {
    public static func run(_ options: LintOptions) -> LintOutcome {
        let inputs: LintInputs
        switch LintInputs.read(options) {
        case .success(let read): inputs = read
        case .failure(let unusable): return .unusable(unusable.diagnostics)
        }
        var configuration = inputs.configuration
        let system = inputs.system
        var lintsEverything = options.paths.isEmpty
        var (files, missing) = lintsEverything
            ? SourceFinder.swiftFiles(
                in: configuration.sources, excluding: configuration, writtenAt: configuration.sourceLocations
            )
            : SourceFinder.swiftFiles(in: options.paths, excluding: configuration)
        guard missing.isEmpty else { return .unusable(missing) }
        // What the app declares is read from all its sources, whichever of them are linted.
        configuration.readApp(files)
        var notes: [String] = []
        if let revision = options.changedSince {
            switch ChangedFiles.since(revision) {
            case .failure(let problem): return .unusable([problem])
            case .success(let changed):
                let scope = ChangedScope(changed, revision: revision, options: options, configuration: configuration)
                lintsEverything = scope.lintsEverything
                files = scope.files(among: files)
                notes.append(scope.note(files: files.count))
            }
        }
        let linter = Linter(system: system, configuration: configuration)
        // With no Swift files (the pages alone), the cache has nothing to keep.
        let cache = files.isEmpty ? nil : options.cacheFolder.map(LintCache.init)
        var fileResults = cache.map { $0.lint(files, with: linter).results } ?? linter.lint(files: files)
        // The app's own token definitions are compared with the spec across all its token files at once.
        let tokenFiles = files.filter(configuration.isTokenFile)
        if options.fix {
            notes += applyFixes(&fileResults, adding: linter.checkDrift(files: tokenFiles), linter: linter)
        }

        let componentFindings = ComponentRules.findings(
            inputs.components, results: &fileResults, files: files, linter: linter, everything: lintsEverything
        )
        var findings = fileResults.flatMap(\.findings) + linter.checkDrift(files: tokenFiles) + componentFindings
        var paths = files
        // Which tokens the app never names can be told only from all of its sources.
        if lintsEverything, options.changedSince == nil, !files.isEmpty,
           let severity = configuration.severity(of: .unusedToken, default: UnusedTokens.rule.severity) {
            findings += UnusedTokens.findings(
                TokenUsage.measure(fileResults, linter: linter), system: system, files: files.count, severity: severity
            )
        }
        findings += specFindings(
            linter, inputs: inputs, everything: lintsEverything, fenceCheck: options.fenceCheck, notes: &notes
        )
        if lintsEverything { paths += inputs.system.pages.map(\.displayPath) }
        findings.sort()
        if let problem = applyBaseline(&findings, options: options, baseline: inputs.baseline, notes: &notes) {
            return .unusable([problem])
        }
        return .linted(LintReport(findings: findings, paths: paths), notes: notes)
    }

    /// The spec's and the pages' findings when the whole app is linted; with some paths, the
    /// spec's errors alone, as checks against a broken spec cannot be trusted.
    private static func specFindings(
        _ linter: Linter, inputs: LintInputs, everything: Bool, fenceCheck: FenceCheck?, notes: inout [String]
    ) -> [Finding] {
        guard everything else {
            return linter.lintSpec(loading: inputs.loadDiagnostics).filter { $0.severity == .error }
        }
        let check = Check(linter)
        let checked = fenceCheck?(check, inputs.loadDiagnostics) ?? check.run(loading: inputs.loadDiagnostics)
        let shown = checked.demonstratedCount
        if shown > 0 {
            notes.append("The pages' counter-examples show \(shown) finding\(shown == 1 ? "" : "s"), as they should.")
        }
        return checked.findings
    }

    /// Writes the findings to a new baseline, when asked, and keeps only those the baseline
    /// given does not hold; a baseline that cannot be written is the problem returned.
    private static func applyBaseline(
        _ findings: inout [Finding], options: LintOptions, baseline: Baseline?, notes: inout [String]
    ) -> Diagnostic? {
        if let path = options.writeBaselinePath {
            if let problem = Baseline(findings).write(to: path) { return problem }
            notes.append("Wrote \(findings.count) finding\(findings.count == 1 ? "" : "s") to the baseline \(path).")
        }
        if let baseline {
            let fresh = baseline.newFindings(among: findings)
            notes.append("The baseline holds \(findings.count - fresh.count) of the findings; \(fresh.count) are new.")
            findings = fresh
        }
        return nil
    }

    /// Rewrites every file that has exact fixes, its own or among `drift` (the token files'
    /// findings, which are checked again afterwards), then lints it again, so that what is
    /// reported (and recorded in a baseline) stands where it is in the rewritten file.
    private static func applyFixes(_ results: inout [FileResult], adding drift: [Finding], linter: Linter) -> [String] {
        var fixed = 0, fixedFiles = 0
        var notes: [String] = []
        let driftFixes = Dictionary(grouping: drift.filter { $0.fix != nil }, by: \.location.path)
            .mapValues { $0.compactMap(\.fix) }
        for index in results.indices {
            let fixes = results[index].findings.compactMap(\.fix) + (driftFixes[results[index].path] ?? [])
            guard !fixes.isEmpty, let data = FileManager.default.contents(atPath: results[index].path) else { continue }
            guard let (text, applied) = FixApplier.apply(fixes, to: String(decoding: data, as: UTF8.self)) else {
                notes.append("\(results[index].path): fixes left unapplied, since the file would no longer parse.")
                continue
            }
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: results[index].path), options: .atomic)
            } catch {
                notes.append("\(results[index].path): cannot write the fixes: \(error.localizedDescription)")
                continue
            }
            results[index] = linter.lint(SwiftSource(path: results[index].path, text: text, origin: .file))
            fixed += applied
            fixedFiles += 1
        }
        if fixed > 0 {
            notes.append(
                "Fixed \(fixed) finding\(fixed == 1 ? "" : "s") in \(fixedFiles) file\(fixedFiles == 1 ? "" : "s")."
            )
        }
        // What no fix could decide is listed above, each with the tokens to choose from.
        let left = results.reduce(0) { count, result in
            count + result.findings.filter { $0.fix == nil && LintRules.hardcodedIDs.contains($0.rule) }.count
        }
        if left > 0 {
            notes.append(
                "Left \(left) hard-coded value\(left == 1 ? "" : "s") for you to choose: " +
                    "several tokens share \(left == 1 ? "its" : "their") value, or none has it exactly."
            )
        }
        return notes
    }
}
