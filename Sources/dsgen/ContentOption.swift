import ArgumentParser

/// `--content DIR`, shared by the commands that read a design system's content folder.
struct ContentOption: ParsableArguments {
    @Option(help: ArgumentHelp("The folder of Markdown pages and token specs.", valueName: "dir"))
    var content = "Content"

    func validate() throws {
        if content.isEmpty { throw ValidationError("--content needs a folder, not an empty path") }
    }
}

/// `--config FILE`, shared by the commands that read `dsgen.yml`; `Use` says in its help what
/// the command reads it for.
struct ConfigOption<Use: ConfigurationUse>: ParsableArguments {
    @Option(help: ArgumentHelp(Use.help, valueName: "file"))
    var config: String?
}

/// What a command reads its `--config` file for, as its help says it.
protocol ConfigurationUse {
    static var help: String { get }
}

/// `build` and `serve`: the findings the site shows beside each example.
enum SiteFindings: ConfigurationUse {
    static var help: String {
        "The lint configuration whose rules the site's findings follow (default: dsgen.yml, when it exists)."
    }
}

/// `export`: the check of the spec before it is written.
enum SpecCheck: ConfigurationUse {
    static var help: String {
        "The lint configuration whose rules the spec's check follows (default: dsgen.yml, when it exists)."
    }
}

/// `mcp`: the lint_swift tool's findings.
enum LintSwiftTool: ConfigurationUse {
    static var help: String { "The lint configuration lint_swift follows (default: dsgen.yml, when it exists)." }
}

/// `lint` and `usage`: the rules, the sources and everything else `dsgen.yml` sets.
enum LintSettings: ConfigurationUse {
    static var help: String { "The configuration file (default: dsgen.yml, when it exists)." }
}
