import ArgumentParser
import DSGenCore
import DSGenExport
import DSGenLint

/// What the command line names that cannot be used, found on disk before any work: a content
/// folder that does not exist or is a file, a configuration that cannot be read, and an output
/// that dsgen refuses to replace. Each is a usage error (exit status 2) with its located
/// message, whichever command is run, as `dsgen lint` has always treated its configuration.
enum UsageCheck {
    /// The configuration, read once here for the command to use.
    @discardableResult
    static func require(
        content: String, config: String?, output: String? = nil, protecting templates: String? = nil,
        noun: String = "site", _ terminal: Terminal
    ) throws -> LintConfiguration {
        var problem = ContentLoader.folderProblem(content)
        var configuration = LintConfiguration()
        if problem == nil {
            switch ConfigurationReader.read(explicitPath: config) {
            case .success(let read): configuration = read
            case .failure(let unreadable): problem = unreadable
            }
        }
        if problem == nil, let output {
            do {
                let read = [("content folder", content)] + (templates.map { [("templates folder", $0)] } ?? [])
                // A source that is a file may be what an export keeps generated (`DesignSystem.swift`).
                let sources = configuration.sources.filter { FolderListing.isFolder($0) == true }
                try OutputGuard.check(output: output, protecting: read, sources: sources, noun: noun)
            } catch {
                problem = error
            }
        }
        guard let problem else { return configuration }
        terminal.write([problem.description])
        throw ExitCode(ExitStatus.usage)
    }
}
