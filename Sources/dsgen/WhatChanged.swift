import ArgumentParser
import DSGenCore
import DSGenDiff
import Foundation

/// `dsgen build --since OLD`: the "What changed" page, the changelog of the tokens between an
/// earlier version (a git revision or a folder) and the content being built.
enum WhatChanged {
    /// Where the page is published.
    static let path = "what-changed.md"

    /// The page's Markdown and the version it compares with; a version that is neither a folder
    /// nor a revision is a usage error, a version that does not load an error of the build.
    static func page(
        since argument: String, content: String, _ terminal: Terminal
    ) throws -> (markdown: String, version: String) {
        let own = content + "/" + path
        if FileManager.default.fileExists(atPath: own) {
            terminal.write(Diagnostic(
                .duplicateOutput, at: .start(of: own),
                "the content folder has its own \(path), where --since would publish what changed"
            ).description)
            throw ExitCode(ExitStatus.usage)
        }
        let version: ContentVersion
        do throws(Diagnostic) {
            version = try ContentVersion.resolve(argument, folder: content)
        } catch {
            terminal.write([error.description])
            throw ExitCode(ExitStatus.usage)
        }
        defer { version.remove() }
        let (old, oldDiagnostics) = ContentLoader.load(contentDirectory: version.folder)
        let (new, _) = ContentLoader.load(contentDirectory: content)
        guard let old, !oldDiagnostics.containsErrors else {
            terminal.write(oldDiagnostics.sorted().map(\.description))
            terminal.write("\(version.label) does not load, so the site cannot say what changed since.")
            throw ExitCode(ExitStatus.failure)
        }
        // The content's own errors are the build's to report.
        let changes = new.map { TokenDiff.changes(from: old, to: $0) } ?? []
        let markdown = DiffReporter.changelog(changes, title: "What changed since \(version.label)", level: 1)
        return (markdown, version.label)
    }
}
