import ArgumentParser
import DSGenCore
import DSGenLint
import Foundation

struct Usage: ParsableCommand {
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json
    }

    static let configuration = CommandConfiguration(
        commandName: "usage",
        abstract: "Count each token's uses in the app, list the tokens nothing uses, and the adoption ratio.",
        discussion: """
        Reads the Swift sources listed in dsgen.yml (or the PATHs given) once each: every place \
        that names a token by its Swift name counts as a use of it (a use of an alias counts for \
        the token it aliases too), and lint's hard-coded values count against them. The adoption \
        ratio is token references over token references and hard-coded values, for the app and \
        for each folder. An implicit member (.layoutPadding where the type is inferred) counts for \
        the token of that name in a group under a platform type (swift=CGFloat, swift=Color), and \
        Color(.brand), .brand and Color.brand for an asset catalog's colour, as Xcode generates \
        symbols for them; under the app's own prefixes (DesignSystem.Spacing) it is not counted.

        With --candidates it also lists, for every kind (spacing, radius, size, line width, font \
        size, opacity, duration, colour), tokens or not, the values hard-coded and how often, and \
        proposes tokens: a scale on a 4- or 8-point grid where most uses fit one, else the most \
        used values, with the share of uses they cover, the values left out, and a fence to paste.

        Exit status: 0 measured, 1 the spec has errors or a source cannot be read, 2 usage error \
        (an unknown option, a content folder or a source that does not exist, no Swift file to measure).
        """
    )

    @OptionGroup var source: ContentOption

    @OptionGroup var settings: ConfigOption<LintSettings>

    @Option(help: ArgumentHelp("The report's format: text or json.", valueName: "format"))
    var reporter: Format = .text

    @Flag(help: ArgumentHelp(
        "Also list the values hard-coded for every kind, tokens or not, and the tokens they suggest."
    ))
    var candidates = false

    @Argument(help: ArgumentHelp(
        "Swift files or folders to measure (default: dsgen.yml's sources).", valueName: "path"
    ))
    var paths: [String] = []

    func run() throws {
        let terminal = Terminal.standardError
        var configuration = try UsageCheck.require(content: source.content, config: settings.config, terminal)
        configuration.collectsCandidates = candidates
        let (loaded, diagnostics) = ContentLoader.load(contentDirectory: source.content)
        guard let system = loaded, !diagnostics.containsErrors else {
            terminal.write(diagnostics.sorted().map(\.description))
            throw ExitCode(ExitStatus.failure)
        }
        let (files, missing) = paths.isEmpty
            ? SourceFinder.swiftFiles(
                in: configuration.sources, excluding: configuration, writtenAt: configuration.sourceLocations
            )
            : SourceFinder.swiftFiles(in: paths, excluding: configuration)
        guard missing.isEmpty else {
            terminal.write(missing.map(\.description))
            throw ExitCode(ExitStatus.usage)
        }
        guard !files.isEmpty else {
            let searched = paths.isEmpty ? configuration.sources : paths
            terminal.write(searched.isEmpty
                ? "error: no Swift source to measure: name the app's folders (dsgen usage App) " +
                    "or list them under 'sources' in dsgen.yml [usage]"
                : "error: no Swift file in \(searched.joined(separator: ", ")), " +
                    "so there is no adoption to measure [usage]")
            throw ExitCode(ExitStatus.usage)
        }
        configuration.readApp(files)
        let usage = TokenUsage.measure(files: files, linter: Linter(system: system, configuration: configuration))
        print(reporter == .json ? UsageReport.json(usage) : UsageReport.text(usage, files: files.count), terminator: "")
        if reporter == .text, let found = usage.candidates {
            print("\n" + UsageReport.text(found, files: files.count), terminator: "")
        }
        if !usage.problems.isEmpty {
            terminal.write(usage.problems.map(\.diagnostic.description))
            throw ExitCode(ExitStatus.failure)
        }
    }
}
