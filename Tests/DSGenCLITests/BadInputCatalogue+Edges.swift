import Foundation

extension BadInputCatalogue {
    /// Edges found since: sizes past a screen, FIFOs, fans of `$extends` and sets, Swift names.
    static let edgeCases: [Case] = [
        Case(
            name: "an opacity past 100%",
            files: [
                "Content/index.md": text(
                    "# Home\n" + "\n```tokens colors kind=color\n" + "x #FF0000\ny {colors.x}.opacity(150%)" + "\n```\n"
                )
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "Content/index.md:5:22: error: opacity 150% is outside 0…1"
        ),
        Case(
            name: "a contrast pair with a token that does not exist",
            files: [
                "Content/index.md": text(
                    "# Home\n" + "\n```tokens colors kind=color\n" + "z #FFFFFF @on({colors.nope})" + "\n```\n")
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "Content/index.md:4:15: error: '{colors.nope}' refers to no token [unresolved_alias]"
        ),
        Case(
            name: "an image that is not there",
            files: [
                "Content/index.md": text(
                    "# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd " +
                        "16pt\n```\n\n![logo](missing.png)\n"
                )
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0,
            message:
                "Content/index.md:7:2: warning: link 'missing.png' points at 'missing.png', which is not a file of " +
                    "the content folder [broken_link]"
        ),
        Case(
            name: "a file name with a newline",
            files: ["Content/a\nb.md": bytes([0x23, 0x20, 0x41, 0xFF, 0x0A])],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "Content/a\\nb.md:1:1: error: this file is not valid UTF-8 text [unreadable_file]"
        ),
        Case(
            name: "a token file nested 10,000 deep",
            files: [
                "Content/t.tokens.json": text(
                    "{\"a\": " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}")
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1,
            message:
                "Content/t.tokens.json:1:519: error: this file is not valid JSON: too many nested arrays or " +
                    "dictionaries"
        ),
        Case(
            name: "a dsgen.yml indented with a tab",
            files: ["Content/index.md": text("# Home\n"), "dsgen.yml": text("sources:\n\t- App\n")],
            arguments: ["lint", "--content", "Content"],
            status: 2, message: "dsgen.yml:2:1: error: this is not valid YAML"
        ),
        Case(
            name: "a dsgen.yml with rules that are not a mapping",
            files: ["Content/index.md": text("# Home\n"), "dsgen.yml": text("rules: 5\n")],
            arguments: ["lint", "--content", "Content"],
            status: 2, message: "dsgen.yml:1:8: error: 'rules' takes a mapping of rule ids"
        ),
        Case(
            name: "a Swift file of more than 10,000 findings",
            files: [
                "Content/index.md": text(
                    "# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"),
                "App/Many.swift": text(String(repeating: "let a = Text(\"a\").padding(8)\n", count: 10_050)),
            ],
            arguments: ["lint", "--content", "Content", "App"],
            status: 1,
            message:
                "App/Many.swift:10001:27: error: this file has more than 10000 findings; the other 50, from here on, " +
                    "are not listed"
        ),
        Case(
            name: "a preview of a missing content folder",
            files: [:],
            arguments: ["serve", "--content", "Nope", "--port", "0"],
            status: 2, message: "Nope:1:1: error: content folder 'Nope' does not exist"
        ),
        Case(
            name: "a FIFO named on the command line of lint",
            files: ["Content/index.md": text("# Home\n")], fifos: ["App/Pipe.swift"],
            arguments: ["lint", "--content", "Content", "App/Pipe.swift"],
            status: 1,
            message:
                "App/Pipe.swift:1:1: error: this is not a regular file (a FIFO, a socket or a device), so dsgen does " +
                    "not read it"
        ),
        Case(
            name: "a FIFO in a sources folder",
            files: ["Content/index.md": text("# Home\n"), "App/View.swift": text("let a = 1\n")],
            fifos: ["App/Pipe.swift"],
            arguments: ["lint", "--content", "Content", "App"],
            status: 0, message: "Linted 1 file: 0 errors, 0 warnings."
        ),
        Case(
            name: "a FIFO among the pages",
            files: ["Content/index.md": text("# Home\n")], fifos: ["Content/pipe.md", "Content/colors.tokens.json"],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "Built 1 page and 0 tokens"
        ),
        Case(
            name: "a DTCG dimension of 1.7e308 px, a number beyond any screen",
            files: [
                "Content/index.md": text("# Home\n"),
                "Content/a.tokens.json": text(
                    #"{ "space": { "big": { "$type": "dimension", "$value": { "value": 1.7e308, "unit": "px" } } } }"#),
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1,
            message:
                "Content/a.tokens.json:1:66: error: this number is too large: dsgen reads values of up to a billion " +
                    "(1e9) in any unit [invalid_value]"
        ),
        Case(
            name: "a DTCG duration that overflows in milliseconds",
            files: [
                "Content/index.md": text("# Home\n"),
                "Content/a.tokens.json": text(
                    #"{ "time": { "long": { "$type": "duration", "$value": { "value": 9e8, "unit": "s" } } } }"#),
            ],
            arguments: ["export", "css", "--content", "Content", "--output", "out.css"],
            status: 1, message: "Content/a.tokens.json:1:54: error: this duration is too large"
        ),
        Case(
            name: "groups that $extends one another in a fan, nine levels of ten",
            files: ["Content/index.md": text("# Home\n"), "Content/fan.tokens.json": text(extendsFan)],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "error: this file takes more than 20000 groups and tokens through $extends"
        ),
        Case(
            name: "resolver sets that name the next set ten times, eight levels deep",
            files: [
                "Content/index.md": text("# Home\n"),
                "Content/a.tokens.json": text(#"{ "x": { "$type": "number", "$value": 1 } }"#),
                "Content/fan.resolver.json": text(setFan),
            ],
            arguments: ["lint", "--content", "Content"],
            status: 1, message: "error: this resolver's sets expand to more than 10000 sources"
        ),
        Case(
            name: "a token spelt like the enum of another group, exported to Swift",
            files: [
                "Content/index.md": text(
                    "# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd " +
                        "16pt\n```\n\n```tokens layout kind=dimension swift=DesignSystem\nSpacing 8pt\n```\n"
                )
            ],
            arguments: ["export", "swift", "--content", "Content", "--output", "DesignSystem.swift"],
            status: 1,
            message:
                "Content/index.md:8:1: error: 'DesignSystem.Spacing' is this token and also the enum of 'spacing.md' " +
                    "(DesignSystem.Spacing.md)"
        ),
        Case(
            name: "a group whose Swift enum would hide CGFloat",
            files: [
                "Content/index.md": text(
                    "# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.CGFloat\nmd 16pt\n```\n")
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "[swift_name_conflict]"
        ),
        Case(
            name: "a DTCG token whose recorded Swift name has no type",
            files: [
                "Content/index.md": text("# Home\n"),
                "Content/a.tokens.json": text(
                    ##"{ "colors": { "brand": { "$type": "color", "$value": "#FF9500", "$extensions": { "## +
                        ##""dev.dsgen": { "swift": "brand" } } } } }"##
                ),
            ],
            arguments: ["export", "swift", "--content", "Content", "--output", "DesignSystem.swift"],
            status: 0,
            message:
                "warning: the Swift name 'brand' has no type before the member, and Swift declares no member alone; " +
                    "it is read as 'DesignSystem.Colors.brand' [format_deviation]"
        ),
        Case(
            name: "an export of a spec with an alias to nothing",
            files: [
                "Content/index.md": text("# Home\n" + "\n```tokens colors kind=color\n" + "z {colors.nope}" + "\n```\n")
            ],
            arguments: ["export", "css", "--content", "Content", "--output", "out"],
            status: 1, message: "Export failed; out was left as it was."
        ),
    ]
}
