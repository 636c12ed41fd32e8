import ArgumentParser
import DSGenCore
import DSGenSite

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Publish the style guide of a content folder as static HTML.",
        discussion: """
        Reads every Markdown page of the content folder, checks and resolves its token fences, \
        checks the spec and the pages' Swift examples as 'dsgen lint' does (under dsgen.yml), \
        renders each page with the Mustache templates of the built-in theme (or of --templates, \
        file by file) and writes the site to the output folder. \
        The site is written to a temporary folder and moved into place only when the build \
        succeeds: a failed build leaves the previous site as it was. \
        When dsgen.yml lists earlier versions (versions: [v2.0, v1.0]), each is built from its \
        git revision into v/NAME/, and every page gets a version menu.

        Diagnostics go to standard error as 'path:line:col: error: message [rule]'. \
        An example's findings are shown beside it and \
        never fail the build; an error of the spec or the templates does. \
        Each Swift example is shown with a preview of the views it describes, drawn in HTML \
        and CSS from its code and the tokens, in light and dark (fence option preview=off \
        leaves it out, preview=ViewName previews a view the examples declare). \
        Exit status: 0 built, 1 the content or templates have errors, 2 usage error (an unknown option, \
        a content folder that does not exist, an output folder dsgen will not replace).
        """
    )

    @OptionGroup var source: ContentOption

    @Option(help: ArgumentHelp("The folder the site is written to; it is replaced on every build.", valueName: "dir"))
    var output = "site"

    @OptionGroup var theme: ThemeOptions

    @OptionGroup var settings: ConfigOption<SiteFindings>

    @Option(help: ArgumentHelp(
        "An earlier version, a git revision (v1.2) or a folder: adds a page of the tokens changed since.",
        valueName: "version"
    ))
    var since: String?

    @Flag(
        name: .customLong("no-previews"),
        help: "Show Swift examples as code alone, without previews of the views they describe."
    )
    var noPreviews = false

    @Flag(help: """
        Print every warning, rather than the first few of each rule once there are more than 20, \
        and the time each step took.
        """)
    var verbose = false

    func validate() throws {
        if output.isEmpty { throw ValidationError("--output needs a folder, not an empty path") }
    }

    func run() throws {
        let terminal = Terminal.standardError
        try UsageCheck.require(
            content: source.content, config: settings.config, output: output, protecting: theme.templates, terminal
        )
        var options = BuildOptions(
            contentDirectory: source.content,
            templatesDirectory: theme.templates,
            outputDirectory: output,
            configurationPath: settings.config
        )
        options.drawsPreviews = !noPreviews
        if let since {
            options.changesSince = try WhatChanged.earlierVersion(since, content: source.content, terminal)
        }
        let builder = SiteBuilder(options: options, progress: terminal.showProgress)
        do {
            let report = try builder.build()
            terminal.clearProgress()
            terminal.write(WarningSummary.lines(report.diagnostics, verbose: verbose))
            if verbose { terminal.write(Self.timing(report.steps)) }
            let counted = { (count: Int, noun: String) in "\(count) \(noun)\(count == 1 ? "" : "s")" }
            let versions = report.versionCount == 0 ? ""
                : ", with \(counted(report.versionCount, "earlier version")) in \(output)/v/,"
            terminal.write("Built \(counted(report.pageCount, "page")) and \(counted(report.tokenCount, "token")) " +
                "into \(output)/ (\(counted(report.fileCount, "file")))\(versions) in " +
                "\(String(format: "%.2f", report.seconds)) s")
        } catch {
            terminal.clearProgress()
            terminal.write(WarningSummary.lines(error.diagnostics, verbose: verbose))
            let errors = error.diagnostics.filter { $0.severity == .error }.count
            terminal.write("Build failed with \(errors) error\(errors == 1 ? "" : "s"); \(output)/ was left as it was.")
            // A folder with nothing dsgen reads is the wrong folder, as a missing one is.
            let nothingRead = error.diagnostics.filter { $0.severity == .error }.allSatisfy { $0.rule == .noTokens }
            throw ExitCode(nothingRead ? ExitStatus.usage : ExitStatus.failure)
        }
    }

    /// `Steps: load 0.12 s, generated pages 0.00 s, …`: what `--verbose` says of each step's time.
    static func timing(_ steps: [StepTime]) -> String {
        "Steps: " + steps.map { "\($0.name) \(String(format: "%.2f", $0.seconds)) s" }.joined(separator: ", ")
    }
}
