import Foundation

/// The catalogue of bad inputs: token lines, Markdown, files and folders, templates, `dsgen.yml`,
/// Swift and the command line. Each is a small project run through `dsgen` as a user would run
/// it, and must end with its exit status and a located message (HTTP cases are in the serve
/// tests). Sizes are the smallest that show each problem; `bench/adversarial.py` times the large ones.
enum BadInputCatalogue {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        /// Files of the project by path, and links by path with the file each leads to.
        let files: [String: Data]
        var links: [String: String] = [:]
        /// FIFOs (named pipes) by path: opening one to read waits until a writer comes.
        var fifos: [String] = []
        let arguments: [String]
        let status: Int32
        /// Printed somewhere in the output.
        let message: String

        var description: String { name }
    }

    static func text(_ text: String) -> Data { Data(text.utf8) }
    static func bytes(_ bytes: [UInt8]) -> Data { Data(bytes) }

    /// Every case: the spec's, the pages', the files' and folders', the settings' (dsgen.yml,
    /// Swift and the command line), and the edges found since.
    static let cases: [Case] = specCases + pageCases + fileCases + settingCases + edgeCases

    /// Token lines and fences.
    static let specCases: [Case] = [
        Case(
            name: "a colour of five hex digits",
            files: [
                "Content/index.md": text("# Home\n" + "\n```tokens colors kind=color\n" + "bad #12345" + "\n```\n")
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "Content/index.md:4:5: error: '#12345' is not a hex colour"
        ),
        Case(
            name: "a colour with letters past F",
            files: [
                "Content/index.md": text("# Home\n" + "\n```tokens colors kind=color\n" + "bad #GGGGGG" + "\n```\n")
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "[malformed_color]"
        ),
        Case(
            name: "a dimension without a unit",
            files: [
                "Content/index.md": text("# Home\n" + "\n```tokens spacing kind=dimension\n" + "md 16" + "\n```\n")
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "Content/index.md:4:4: error: '16' has no unit"
        ),
        Case(
            name: "an unknown kind",
            files: [
                "Content/index.md": text("# Home\n" + "\n```tokens colors kind=colour\n" + "red #FF0000" + "\n```\n")
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "unknown token kind 'colour'"
        ),
        Case(
            name: "a fence without a kind",
            files: ["Content/index.md": text("# Home\n" + "\n```tokens colors\n" + "red #FF0000" + "\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "[missing_kind]"
        ),
        Case(
            name: "a token declared twice",
            files: [
                "Content/index.md": text(
                    "# Home\n" + "\n```tokens colors kind=color\n" + "link #FF0000\nlink #00FF00" + "\n```\n")
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "[duplicate_token]"
        ),
        Case(
            name: "an alias to nothing",
            files: [
                "Content/index.md": text(
                    "# Home\n" + "\n```tokens colors kind=color\n" + "link {colors.nothing}" + "\n```\n")
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "'{colors.nothing}' refers to no token [unresolved_alias]"
        ),
        Case(
            name: "an alias cycle",
            files: [
                "Content/index.md": text(
                    "# Home\n" + "\n```tokens colors kind=color\n" + "a {colors.b}\nb {colors.a}" + "\n```\n")
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "alias cycle: colors.a → colors.b → colors.a"
        ),
        Case(
            name: "an alias to another kind",
            files: [
                "Content/index.md": text(
                    "# Home\n"
                        + "\n```tokens spacing kind=dimension\nmd 16pt\n```\n\n```tokens colors kind=color\nlink " +
                            "{spacing.md}\n```\n"
                )
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "[alias_kind_mismatch]"
        ),
        Case(
            name: "a chain of 100 aliases",
            files: [
                "Content/index.md": text(
                    "# Home\n" + "\n```tokens colors kind=color\n"
                        + (0..<100).map { "a\($0) {colors.a\($0 + 1)}" }.joined(separator: "\n") + "\na100 #FF0000"
                        + "\n```\n")
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "[alias_chain_too_long]"
        ),
        Case(
            name: "a token name starting with a digit",
            files: [
                "Content/index.md": text("# Home\n" + "\n```tokens colors kind=color\n" + "1link #FF0000" + "\n```\n")
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "'1link' is not a token name"
        ),
        Case(
            name: "a group name with a space",
            files: ["Content/index.md": text("# Home\n" + "\n```tokens my colors kind=color\nlink #FF0000\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "unknown option 'colors' in the fence header"
        ),
        Case(
            name: "five appearances",
            files: [
                "Content/index.md": text(
                    "# Home\n" + "\n```tokens colors kind=color\n"
                        + "link #FF0000 | #00FF00 | #0000FF | #FFFFFF | #000000" + "\n```\n")
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "[too_many_appearances]"
        ),
        Case(
            name: "an unknown attribute",
            files: [
                "Content/index.md": text(
                    "# Home\n" + "\n```tokens colors kind=color\n" + "link #FF0000 @loud" + "\n```\n")
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "unknown attribute '@loud'"
        ),
        Case(
            name: "an unknown fence option",
            files: [
                "Content/index.md": text("# Home\n" + "\n```tokens colors kind=color colour=yes\nlink #FF0000\n```\n")
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "unknown option 'colour=yes'"
        ),
        Case(
            name: "a negative opacity",
            files: [
                "Content/index.md": text("# Home\n" + "\n```tokens opacity kind=opacity\n" + "half -50%" + "\n```\n")
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "an opacity -50% is outside 0…1"
        ),
        Case(
            name: "a name with no value",
            files: ["Content/index.md": text("# Home\n" + "\n```tokens colors kind=color\n" + "link" + "\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "token 'link' has no value"
        ),
        Case(
            name: "a value of a million characters",
            files: [
                "Content/index.md": text(
                    "# Home\n" + "\n```tokens colors kind=color\n" + "link #" + String(repeating: "A", count: 1_000_000)
                        + "\n```\n")
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "characters)…"
        ),
        Case(
            name: "a fence with no tokens",
            files: ["Content/index.md": text("# Home\n" + "\n```tokens colors kind=color\n" + "" + "\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "Built 1 page and"
        ),
        Case(
            name: "an unclosed fence",
            files: ["Content/index.md": text("# Home\n" + "\n```swift\nText(\"a\")\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "Built 1 page and"
        ),
    ]

    /// Nine levels of groups, each of ten children that `$extends` the next level, which ends in
    /// one token: 10⁹ tokens once expanded, from under 2 KB.
    static var extendsFan: String {
        let levels = (0..<9).map { level in
            let children = (0..<10).map { child in
                level == 8
                    ? #""c\#(child)": { "$type": "number", "$value": 1 }"#
                    : #""c\#(child)": { "$extends": "{l\#(level + 1)}" }"#
            }
            return "\"l\(level)\": { " + children.joined(separator: ", ") + " }"
        }
        return "{ " + levels.joined(separator: ", ") + " }"
    }

    /// Eight sets, each naming the next ten times, the last naming a file: 10⁸ sources.
    static var setFan: String {
        let sets = (0..<8).map { level in
            let sources = level == 7
                ? [#"{ "$ref": "a.tokens.json" }"#]
                : Array(repeating: ##"{ "$ref": "#/sets/s\##(level + 1)" }"##, count: 10)
            return "\"s\(level)\": { \"sources\": [" + sources.joined(separator: ", ") + "] }"
        }
        return #"{ "version": "2025.10", "sets": { "# + sets.joined(separator: ", ")
            + ##" }, "resolutionOrder": [{ "$ref": "#/sets/s0" }] }"##
    }
}
