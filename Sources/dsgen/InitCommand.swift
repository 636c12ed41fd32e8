import ArgumentParser
import DSGenCore
import DSGenInit
import DSGenLint
import Foundation

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a content folder from an app's own token definitions.",
        discussion: """
        Reads the Swift files under each --from path with swift-syntax: the static members of \
        namespaces such as DesignSystem.Spacing and of extensions of CGFloat, Color, Font and \
        ShapeStyle, with literal values, system colours, asset catalog colours, text styles, \
        materials and aliases to other tokens. Writes a page per group, with token fences that keep \
        the app's Swift names, a home page, and a dsgen.yml that lints the app against them. \
        DTCG files, asset catalogs and Tokens Studio's files (with its $themes.json as a \
        resolver) found there come along. A value that is computed is listed as not read, with \
        the reason.

        With --force, an existing content folder and dsgen.yml are moved aside to backups \
        (Content.backup, dsgen.yml.backup), never deleted. The working folder, a folder above it, \
        the home folder and a folder that is or holds a --from path are refused whatever the flags.

        Exit status: 0 written, 1 a Swift file that does not parse or a file that cannot be read \
        or written (nothing is changed), 2 usage error (a path that does not exist, a content \
        folder or dsgen.yml that exists without --force, a content folder dsgen never replaces).
        """
    )

    @Option(
        name: .customLong("from"),
        parsing: .upToNextOption,
        help: ArgumentHelp("The app's folders or Swift files.", valueName: "path")
    )
    var paths: [String] = []

    @Option(help: ArgumentHelp("The content folder to write.", valueName: "dir"))
    var content = "Content"

    @Flag(help: "Move an existing content folder and dsgen.yml aside to backups and write them anew.")
    var force = false

    @Flag(help: "List each definition not read, rather than a line per reason.")
    var verbose = false

    func validate() throws {
        if paths.isEmpty { throw ValidationError("--from needs at least one folder or Swift file of the app") }
        if content.isEmpty { throw ValidationError("--content needs a folder, not an empty path") }
    }

    func run() throws {
        let terminal = Terminal.standardError
        do {
            let summary = try Initializer.run(
                Initializer.Options(paths: paths, contentDirectory: content, force: force)
            )
            let tokens = summary.tokens
            terminal.write(summary.warnings.map(\.description))
            terminal.write(InitReport.assumed(tokens, verbose: verbose))
            terminal.write(InitReport.skipped(tokens, verbose: verbose))
            for catalog in summary.catalogsLeftOut {
                terminal.write("\(catalog): note: the catalog's group is a Swift group's name too, so it stays out; " +
                    "the colours code names from it are on the pages")
            }
            terminal.write(summary.catalogNotes)
            for moved in summary.movedAside {
                terminal.write("Moved the existing \(moved.original) aside to \(moved.backup) (nothing was deleted).")
            }
            terminal.write("Read \(tokens.tokenCount) tokens in \(tokens.fences.count) fences" +
                InitReport.themes(tokens) + " from " +
                "\(tokens.tokenFiles.count) Swift file(s) into \(content)/ (\(summary.pages) pages, " +
                "\(summary.copiedFiles) token files copied) and wrote dsgen.yml; " +
                "\(tokens.skipped.count) definition(s) not read" +
                (tokens.skipped.isEmpty || verbose ? "." : " (--verbose lists each, and so does its home page)."))
            terminal.write("Next: dsgen build\(content == "Content" ? "" : " --content \(content)") " +
                "publishes the style guide; " +
                "dsgen lint\(content == "Content" ? "" : " --content \(content)") checks the app against it.")
        } catch {
            terminal.write(error.diagnostics.sorted().map(\.description))
            terminal.write("Nothing was written.")
            throw ExitCode(error.isUsage ? ExitStatus.usage : ExitStatus.failure)
        }
    }
}
