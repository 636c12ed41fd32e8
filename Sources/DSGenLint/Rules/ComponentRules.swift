import DSGenCore
import DSGenSwift
import Foundation
import SwiftSyntax

/// The rules about the components the pages document (their front matter's `status` and
/// `source`): a stable component's file keeps to the tokens, and the app stops using a
/// deprecated component.
enum ComponentRules {
    /// The rules' findings. The hard-coded values and deprecated tokens lint found in a stable
    /// component's file among `results` become that component's (a file that is not among them
    /// is linted on its own, when `everything` is linted); `files` are searched for the types a
    /// deprecated component's file declares.
    static func findings(
        _ components: [ComponentFiles.Source], results: inout [FileResult], files: [String], linter: Linter,
        everything: Bool
    ) -> [Finding] {
        let titles = Dictionary(
            linter.system.pages.map { ($0.path, $0.title) }, uniquingKeysWith: { first, _ in first }
        )
        let configuration = linter.configuration
        var findings: [Finding] = []
        if let severity = configuration.severity(of: .componentHardcodedValue, default: .warning) {
            for component in components where component.page.frontMatter.status == .stable {
                findings += hardcoded(in: component, results: &results, linter: linter, everything: everything)
                    .map { retagged($0, component, severity) }
            }
        }
        if let severity = configuration.severity(of: .deprecatedComponentUsed, default: .warning) {
            let deprecated = components.filter { $0.page.frontMatter.status == .deprecated }
            findings += DeprecatedComponentUses.find(deprecated, in: files, titles: titles, severity: severity)
        }
        return findings
    }

    /// Lint's findings that make a file stray from the tokens: a hard-coded value where a token
    /// exists, or a deprecated token.
    private static func strays(_ finding: Finding) -> Bool {
        LintRules.hardcodedIDs.contains(finding.rule) || finding.rule == .deprecatedToken
    }

    /// The stray findings of `component`'s file, taken out of `results` when it is among them.
    private static func hardcoded(
        in component: ComponentFiles.Source, results: inout [FileResult], linter: Linter, everything: Bool
    ) -> [Finding] {
        if let index = results.firstIndex(where: { FolderListing.realPath($0.path) == component.file }) {
            let found = results[index].findings.filter(strays)
            results[index].findings.removeAll(where: strays)
            return found
        }
        guard everything, let data = FileManager.default.contents(atPath: component.file) else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        let source = SwiftSource(path: displayPath(component.file), text: text, origin: .file)
        return linter.lint(source).findings.filter(strays)
    }

    private static func retagged(
        _ finding: Finding, _ component: ComponentFiles.Source, _ severity: Diagnostic.Severity
    ) -> Finding {
        var retagged = finding
        // A stable component is held at least as strictly as the rest of the app.
        retagged.diagnostic = Diagnostic(
            finding.severity == .error ? .error : severity, .componentHardcodedValue, at: finding.location,
            "\(component.page.title) is a stable component (\(component.page.displayPath)): \(finding.message)"
        )
        return retagged
    }

    /// A real path as lint prints it: from the working folder when it lies inside it.
    static func displayPath(_ file: String) -> String {
        let here = FolderListing.realPath(FileManager.default.currentDirectoryPath) ?? ""
        return file.hasPrefix(here + "/") ? String(file.dropFirst(here.count + 1)) : file
    }
}
