import ArgumentParser
import DSGenCore
import DSGenExport
import DSGenLint

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the design system in one format: android, compose, css, dtcg, swift, tailwind or xcassets.",
        discussion: """
        Loads and resolves the token specs of the content folder and writes them with one emitter, \
        for an Xcode build phase or a CI step. A format of one file (compose, css, swift, tailwind) writes --output as \
        a file; the others write a folder, which replaces the previous export whole and never a \
        folder dsgen did not write. The spec is checked as dsgen build checks it (under \
        dsgen.yml's rules), and nothing is written when it has errors.

        Exit status: 0 written, 1 the content has errors, or the output cannot be written or is a \
        folder holding files dsgen did not write, 2 usage error (an unknown option, a content folder \
        that does not exist, an output inside the content folder or one that holds it, the app's \
        sources, the working folder or the home folder).
        """
    )

    @Argument(help: ArgumentHelp(
        "The format: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")).",
        valueName: "format"
    ))
    var format: ExportFormat

    @OptionGroup var source: ContentOption

    @Option(help: ArgumentHelp(
        "The file or folder to write (default: the format's own name, such as tokens.css, in the working directory).",
        valueName: "path"
    ))
    var output: String?

    @OptionGroup var settings: ConfigOption<SpecCheck>

    func validate() throws {
        if output?.isEmpty == true { throw ValidationError("--output needs a path, not an empty one") }
    }

    func run() throws {
        let terminal = Terminal.standardError
        let options = ExportOptions(contentDirectory: source.content, format: format, output: output)
        let configuration = try UsageCheck.require(
            content: source.content, config: settings.config, output: options.outputPath, noun: "export", terminal
        )
        do {
            let (written, warnings) = try Exporter.run(options) { system, loading in
                Linter(system: system, configuration: configuration).lintSpec(loading: loading).map(\.diagnostic)
            }
            terminal.write(warnings.map(\.description))
            terminal.write("Wrote \(format.rawValue) to \(options.outputPath) " +
                "(\(written.count) file\(written.count == 1 ? "" : "s")).")
        } catch {
            terminal.write(error.diagnostics.map(\.description))
            terminal.write("Export failed; \(options.outputPath) was left as it was.")
            throw ExitCode(ExitStatus.failure)
        }
    }
}

extension ExportFormat: ExpressibleByArgument {}
