import Foundation

extension BadInputCatalogue {
    /// `dsgen.yml`, Swift sources, baselines and the command line.
    static let settingCases: [Case] = [
        Case(
            name: "an unknown key in dsgen.yml",
            files: ["Content/index.md": text("# Home\n"), "dsgen.yml": text("sourcs: [App]\n")],
            arguments: ["lint", "--content", "Content"],
            status: 2, message: "dsgen.yml:1:1: error: unknown key 'sourcs'; did you mean 'sources'?"
        ),
        Case(
            name: "a bad severity in dsgen.yml",
            files: ["Content/index.md": text("# Home\n"), "dsgen.yml": text("rules:\n  hardcoded_spacing: loud\n")],
            arguments: ["lint", "--content", "Content"],
            status: 2, message: "dsgen.yml:2:22: error: a rule is set to error, warning or off, not 'loud'"
        ),
        Case(
            name: "an unknown rule in dsgen.yml",
            files: ["Content/index.md": text("# Home\n"), "dsgen.yml": text("rules:\n  hardcoded_spacin: off\n")],
            arguments: ["lint", "--content", "Content"],
            status: 2, message: "did you mean 'hardcoded_spacing'?"
        ),
        Case(
            name: "a dsgen.yml that is not UTF-8",
            files: ["Content/index.md": text("# Home\n"), "dsgen.yml": bytes([0x61, 0x3A, 0x20, 0xFF, 0x0A])],
            arguments: ["lint", "--content", "Content"],
            status: 2, message: "dsgen.yml:1:1: error: the configuration file is not UTF-8 text"
        ),
        Case(
            name: "a dsgen.yml that is a list",
            files: ["Content/index.md": text("# Home\n"), "dsgen.yml": text("- a\n- b\n")],
            arguments: ["lint", "--content", "Content"],
            status: 2, message: "the configuration must be a mapping"
        ),
        Case(
            name: "a dsgen.yml source that does not exist",
            files: ["Content/index.md": text("# Home\n"), "dsgen.yml": text("sources: [Nowhere]\n")],
            arguments: ["lint", "--content", "Content"],
            status: 2, message: "dsgen.yml:1:11: error: the source 'Nowhere' does not exist"
        ),
        Case(
            name: "a dsgen.yml allowing a word as a number",
            files: ["Content/index.md": text("# Home\n"), "dsgen.yml": text("allow:\n  hardcoded_spacing: [eight]\n")],
            arguments: ["lint", "--content", "Content"],
            status: 2, message: "dsgen.yml:2:23: error: 'eight' is not a number"
        ),
        Case(
            name: "a dsgen.yml that is not YAML",
            files: ["Content/index.md": text("# Home\n"), "dsgen.yml": text("rules: [unclosed\n")],
            arguments: ["lint", "--content", "Content"],
            status: 2, message: "dsgen.yml:2:1: error: this is not valid YAML"
        ),
        Case(
            name: "a --config that does not exist",
            files: ["Content/index.md": text("# Home\n")],
            arguments: ["lint", "--content", "Content", "--config", "nope.yml"],
            status: 2, message: "cannot read the configuration file 'nope.yml'"
        ),
        Case(
            name: "a broken dsgen.yml under build",
            files: ["Content/index.md": text("# Home\n"), "dsgen.yml": text("sourcs: [App]\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 2, message: "dsgen.yml:1:1: error: unknown key 'sourcs'"
        ),
        Case(
            name: "a Swift file that does not parse",
            files: [
                "Content/index.md": text(
                    "# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"),
                "App/Row.swift": text(
                    "struct Row: View {\n    var body: some View {\n        Text(\"a\").padding(16\n"),
            ],
            arguments: ["lint", "--content", "Content", "App"],
            status: 1, message: "[swift_syntax]"
        ),
        Case(
            name: "a Swift file that is not UTF-8",
            files: [
                "Content/index.md": text(
                    "# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"),
                "App/Row.swift": bytes([0x2F, 0x2F, 0x20, 0xE9, 0x0A]),
            ],
            arguments: ["lint", "--content", "Content", "App"],
            status: 1, message: "App/Row.swift:1:4: error: byte 0xE9 is not UTF-8"
        ),
        Case(
            name: "an empty Swift file",
            files: [
                "Content/index.md": text(
                    "# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"),
                "App/Empty.swift": text(""),
            ],
            arguments: ["lint", "--content", "Content", "App"],
            status: 0, message: "Linted 1 file"
        ),
        Case(
            name: "a Swift file past 8 MB",
            files: [
                "Content/index.md": text(
                    "# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"),
                "App/Big.swift": text(String(repeating: "// filler\n", count: 900_000)),
            ],
            arguments: ["lint", "--content", "Content", "App"],
            status: 1,
            message:
                "App/Big.swift:838861:1: error: this Swift file is 9 MB; dsgen lints the first 8 MB of a file, up to " +
                    "here"
        ),
        Case(
            name: "20,000 chained modifiers",
            files: [
                "Content/index.md": text(
                    "# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"),
                "App/Chain.swift": text("let v = Text(\"a\")" + String(repeating: ".padding(8)", count: 20_000) + "\n"),
            ],
            arguments: ["lint", "--content", "Content", "App"],
            status: 1, message: "App/Chain.swift:1:9: error: this code nests more than 4000 levels deep"
        ),
        Case(
            name: "square brackets nested 40 deep",
            files: [
                "Content/index.md": text(
                    "# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"),
                "App/B.swift": text(
                    "let v = " + String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40) + "\n"),
            ],
            arguments: ["lint", "--content", "Content", "App"],
            status: 1, message: "App/B.swift:1:1: error: this code nests square brackets 40 deep"
        ),
        Case(
            name: "a thousand findings on one line",
            files: [
                "Content/index.md": text(
                    "# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"),
                "App/Line.swift": text("let v = Text(\"a\")" + String(repeating: ".padding(16)", count: 1_000) + "\n"),
            ],
            arguments: ["lint", "--content", "Content", "App"],
            status: 1, message: "1000 errors"
        ),
        Case(
            name: "a lint path that does not exist",
            files: [
                "Content/index.md": text(
                    "# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n")
            ],
            arguments: ["lint", "--content", "Content", "Nowhere"],
            status: 2, message: "Nowhere:1:1: error: 'Nowhere' does not exist"
        ),
        Case(
            name: "a Swift file of NUL bytes",
            files: [
                "Content/index.md": text(
                    "# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"),
                "App/Nul.swift": text(String(repeating: "\0", count: 1_000)),
            ],
            arguments: ["lint", "--content", "Content", "App"],
            status: 0, message: "Linted 1 file"
        ),
        Case(
            name: "a Swift file with a string of a million characters",
            files: [
                "Content/index.md": text(
                    "# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"),
                "App/S.swift": text("let s = \"" + String(repeating: "x", count: 1_000_000) + "\"\n"),
            ],
            arguments: ["lint", "--content", "Content", "App"],
            status: 0, message: "Linted 1 file"
        ),
        Case(
            name: "a baseline that does not exist",
            files: [
                "Content/index.md": text(
                    "# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n")
            ],
            arguments: ["lint", "--content", "Content", "--baseline", "nope.json"],
            status: 2, message: "cannot read the baseline 'nope.json'"
        ),
        Case(
            name: "a baseline that is not JSON",
            files: [
                "Content/index.md": text(
                    "# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"),
                "base.json": text("{ nope"),
            ],
            arguments: ["lint", "--content", "Content", "--baseline", "base.json"],
            status: 2, message: "'base.json' is not a dsgen baseline"
        ),
        Case(
            name: "an unknown flag",
            files: [:],
            arguments: ["build", "--colour"],
            status: 2, message: "error: Unknown option '--colour' [usage]"
        ),
        Case(
            name: "an unknown command",
            files: [:],
            arguments: ["bulid"],
            status: 2, message: "Unexpected argument 'bulid'"
        ),
        Case(
            name: "an empty output path",
            files: ["Content/index.md": text("# Home\n")],
            arguments: ["build", "--content", "Content", "--output", ""],
            status: 2, message: "--output needs a folder, not an empty path"
        ),
        Case(
            name: "an unknown export format",
            files: ["Content/index.md": text("# Home\n")],
            arguments: ["export", "yaml"],
            status: 2, message: "The value 'yaml' is invalid for '<format>'"
        ),
        Case(
            name: "an unknown reporter",
            files: [
                "Content/index.md": text(
                    "# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n")
            ],
            arguments: ["lint", "--content", "Content", "--reporter", "html"],
            status: 2, message: "The value 'html' is invalid for '--reporter <format>'"
        ),
        Case(
            name: "a port out of range",
            files: ["Content/index.md": text("# Home\n")],
            arguments: ["serve", "--port", "70000"],
            status: 2, message: "--port must be between 0 and 65535"
        ),
        Case(
            name: "a missing option value",
            files: [:],
            arguments: ["build", "--content"],
            status: 2, message: "Missing value for '--content <dir>'"
        ),
        Case(
            name: "an export over a folder of other files",
            files: ["Content/index.md": text("# Home\n"), "out/mine.txt": text("x")],
            arguments: ["export", "xcassets", "--content", "Content", "--output", "out"],
            status: 1, message: "'out' holds files that dsgen did not write"
        ),
    ]
}
