import ArgumentParser
import DSGenLint
import DSGenSite
import Foundation

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the token spec, the pages' Swift examples and Swift sources against the tokens.",
        discussion: """
        With no PATH, lints the token spec, every ```swift fence of the pages, and the sources \
        listed in dsgen.yml. With PATHs, lints those Swift files and folders (searched for *.swift). \
        A page's counter-example (after a '// ❌ DON'T' comment) must break a rule; its findings are \
        expected, not reported. A comment 'dsgen:disable:next RULE' silences the next line.

        Zero is allowed for spacing and corner radius by default, since few teams make a token of \
        it; 'allow: { hardcoded_spacing: [] }' in dsgen.yml reports it too.

        The report goes to standard output. Exit status: 0 no errors, 1 errors (or warnings with \
        --strict), 2 usage or configuration error.

        Rules: \(LintRules.all.map(\.id.rawValue).joined(separator: ", ")).
        """
    )

    @OptionGroup var source: ContentOption

    @OptionGroup var settings: ConfigOption<LintSettings>

    @Option(help: ArgumentHelp("The report's format.", valueName: "format"))
    var reporter: ReporterKind = .xcode

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Flag(help: "Rewrite values that equal exactly one token to that token, in Swift files (not pages).")
    var fix = false

    @Option(help: ArgumentHelp("Report only findings not recorded in this baseline.", valueName: "file"))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp("Record every finding in this baseline file.", valueName: "file")
    )
    var writeBaseline: String?

    @Flag(name: .customLong("no-cache"), help: "Lint every Swift file, keeping no results for the next run.")
    var noCache = false

    @Option(
        name: .customLong("cache-path"),
        help: ArgumentHelp("Where results are kept between runs (default: ~/.cache/dsgen).", valueName: "dir")
    )
    var cachePath: String?

    @Option(
        name: .customLong("changed-since"),
        help: ArgumentHelp(
            "Lint only the Swift sources changed since this git revision (all of them when the spec, " +
                "dsgen.yml or a token file changed); unused_token is not judged.",
            valueName: "ref"
        )
    )
    var changedSince: String?

    @Option(
        name: [.customShort("C"), .customLong("directory")],
        help: ArgumentHelp("Run in this folder, as if dsgen had been started there.", valueName: "dir")
    )
    var directory: String?

    @Flag(
        name: .customLong("absolute-paths"),
        help: "Name files by their absolute path in the report, as Xcode's issue navigator needs."
    )
    var absolutePaths = false

    // The build-tool plugin's output: SwiftPM runs a build command again only when its output is
    // missing or older than its inputs, and compiles an output that is Swift (a comment, here).
    @Option(help: ArgumentHelp("Write a Swift comment that records the run.", valueName: "file", visibility: .hidden))
    var stamp: String?

    @Argument(help: ArgumentHelp("Swift files or folders to lint.", valueName: "path"))
    var paths: [String] = []

    func validate() throws {
        if paths.contains("") { throw ValidationError("a PATH cannot be empty") }
        if noCache, cachePath != nil { throw ValidationError("--no-cache and --cache-path cannot be given together") }
        if changedSince != nil, !paths.isEmpty {
            throw ValidationError("--changed-since picks the files to lint itself; give it no PATH")
        }
        if changedSince?.isEmpty == true { throw ValidationError("--changed-since needs a git revision") }
    }

    func run() throws {
        let terminal = Terminal.standardError
        if let directory, !FileManager.default.changeCurrentDirectoryPath(directory) {
            terminal.write("\(directory): error: no such folder [missing_file]")
            throw ExitCode(ExitStatus.usage)
        }
        var options = LintOptions(
            contentDirectory: source.content,
            configurationPath: settings.config,
            paths: paths,
            fix: fix,
            baselinePath: baseline,
            writeBaselinePath: writeBaseline,
            cacheFolder: noCache ? nil : cachePath ?? LintCache.defaultFolder,
            changedSince: changedSince
        )
        options.fenceCheck = PreviewFindings.lint
        switch LintPipeline.run(options) {
        case .unusable(let diagnostics):
            terminal.write(diagnostics.map(\.description))
            throw ExitCode(ExitStatus.usage)
        case .linted(let linted, let notes):
            let report = absolutePaths ? linted.absolute(in: FileManager.default.currentDirectoryPath) : linted
            FileHandle.standardOutput.write(reporter.data(report))
            terminal.write(notes)
            terminal.write("Linted \(report.paths.count) file\(report.paths.count == 1 ? "" : "s"): " +
                "\(count(report.errorCount, "error")), \(count(report.warningCount, "warning")).")
            if let stamp { try writeStamp(stamp, report) }
            if report.errorCount > 0 || (strict && report.warningCount > 0) { throw ExitCode(ExitStatus.failure) }
        }
    }

    private func writeStamp(_ path: String, _ report: LintReport) throws {
        let line = "// dsgen lint: \(count(report.errorCount, "error")), \(count(report.warningCount, "warning")) " +
            "in \(count(report.paths.count, "file")).\n"
        do {
            try Data(line.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            let reason = error.localizedDescription
            Terminal.standardError.write("\(path): error: cannot write the stamp: \(reason) [output_error]")
            throw ExitCode(ExitStatus.usage)
        }
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

extension ReporterKind: ExpressibleByArgument {}

extension LintReport {
    /// The report with every relative path made absolute from `folder`.
    func absolute(in folder: String) -> LintReport {
        func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : folder + "/" + path }
        let findings = self.findings.map { finding in
            var finding = finding
            finding.diagnostic.location.path = absolute(finding.diagnostic.location.path)
            return finding
        }
        return LintReport(findings: findings, paths: paths.map(absolute))
    }
}
