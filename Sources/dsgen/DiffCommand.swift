import ArgumentParser
import DSGenCore
import DSGenDiff

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Say what changed between two versions of the design system, and whether it breaks the apps.",
        discussion: """
        Compares the tokens of two content folders (or of git revisions of one: v1.2, main~3, \
        v1.2:Content): each token added, removed, renamed, changed in value (per appearance), \
        turned into another kind, or deprecated. Removing a token, renaming it without keeping \
        the old name, or changing its kind is breaking. --reporter markdown writes a changelog \
        for release notes.

        Exit status: 0 no breaking change, 1 a breaking change or a version that does not load, \
        2 usage error (an unknown option, a version that is neither a folder nor a revision, a \
        folder that holds no page and no token file, two versions without a token, two unrelated \
        design systems).
        """
    )

    @Argument(help: ArgumentHelp("The old version: a content folder or a git revision.", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp(
        "The new version: a content folder or a git revision (default: the content folder).", valueName: "new"
    ))
    var new: String?

    @Option(help: ArgumentHelp(
        "The folder a revision without ':FOLDER' is read from.", valueName: "dir"
    ))
    var content = "Content"

    @Option(help: ArgumentHelp(
        "How to print the changes: \(DiffReporter.allCases.map(\.rawValue).joined(separator: ", ")).",
        valueName: "format"
    ))
    var reporter: DiffReporter = .text

    func run() throws {
        let terminal = Terminal.standardError
        let newArgument = new ?? content
        let versions: (ContentVersion, ContentVersion)
        do throws(Diagnostic) {
            let newVersion = try ContentVersion.resolve(newArgument, folder: content)
            do throws(Diagnostic) {
                versions = (try ContentVersion.resolve(old, folder: newVersion.isRevision ? content : newArgument),
                            newVersion)
            } catch {
                newVersion.remove()
                throw error
            }
        } catch {
            terminal.write([error.description])
            throw ExitCode(ExitStatus.usage)
        }
        defer {
            versions.0.remove()
            versions.1.remove()
        }
        let before = try load(versions.0, terminal), after = try load(versions.1, terminal)
        if before.tokens.isEmpty, after.tokens.isEmpty {
            terminal.write("error: neither \(versions.0.label) nor \(versions.1.label) has a token, " +
                "so there is nothing to compare; name the folders (or revision:folder) " +
                "that hold the token specs [usage]")
            throw ExitCode(ExitStatus.usage)
        }
        let changes = TokenDiff.changes(from: before, to: after)
        if TokenDiff.unrelated(before, after, changes: changes) {
            terminal.write("error: \(versions.0.label) and \(versions.1.label) share no token: " +
                "they look like two different design systems [usage]")
            throw ExitCode(ExitStatus.usage)
        }
        print(reporter.render(changes), terminator: "")
        if changes.contains(where: \.breaking) { throw ExitCode(ExitStatus.failure) }
    }

    /// The version's design system, or its errors and exit status 1.
    private func load(_ version: ContentVersion, _ terminal: Terminal) throws -> DesignSystem {
        if let problem = ContentLoader.folderProblem(version.folder) {
            terminal.write([problem.description])
            throw ExitCode(ExitStatus.usage)
        }
        let (system, diagnostics) = ContentLoader.load(contentDirectory: version.folder)
        guard let system, !diagnostics.containsErrors else {
            terminal.write(diagnostics.sorted().map(\.description))
            terminal.write("\(version.label) does not load, so it cannot be compared.")
            throw ExitCode(ExitStatus.failure)
        }
        // A folder of Swift files, or an empty one, is no version of a design system: read as
        // one, it would make every token of the other look added or removed.
        guard !system.pages.isEmpty || !system.tokens.isEmpty else {
            terminal.write("\(version.folder):1:1: error: \(version.label) holds no page and no token file " +
                "(.md, .tokens.json, .xcassets), so it is not a design system's content folder [usage]")
            throw ExitCode(ExitStatus.usage)
        }
        return system
    }
}

extension DiffReporter: ExpressibleByArgument {}
