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

    private static func text(_ text: String) -> Data { Data(text.utf8) }
    private static func bytes(_ bytes: [UInt8]) -> Data { Data(bytes) }

    static let cases: [Case] = [
        Case(
            name: "a colour of five hex digits",
            files: ["Content/index.md": text("# Home\n" + "\n```tokens colors kind=color\n" + "bad #12345" + "\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "Content/index.md:4:5: error: '#12345' is not a hex colour"
        ),
        Case(
            name: "a colour with letters past F",
            files: ["Content/index.md": text("# Home\n" + "\n```tokens colors kind=color\n" + "bad #GGGGGG" + "\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "[malformed_color]"
        ),
        Case(
            name: "a dimension without a unit",
            files: ["Content/index.md": text("# Home\n" + "\n```tokens spacing kind=dimension\n" + "md 16" + "\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "Content/index.md:4:4: error: '16' has no unit"
        ),
        Case(
            name: "an unknown kind",
            files: ["Content/index.md": text("# Home\n" + "\n```tokens colors kind=colour\n" + "red #FF0000" + "\n```\n")],
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
            files: ["Content/index.md": text("# Home\n" + "\n```tokens colors kind=color\n" + "link #FF0000\nlink #00FF00" + "\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "[duplicate_token]"
        ),
        Case(
            name: "an alias to nothing",
            files: ["Content/index.md": text("# Home\n" + "\n```tokens colors kind=color\n" + "link {colors.nothing}" + "\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "'{colors.nothing}' refers to no token [unresolved_alias]"
        ),
        Case(
            name: "an alias cycle",
            files: ["Content/index.md": text("# Home\n" + "\n```tokens colors kind=color\n" + "a {colors.b}\nb {colors.a}" + "\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "alias cycle: colors.a → colors.b → colors.a"
        ),
        Case(
            name: "an alias to another kind",
            files: ["Content/index.md": text("# Home\n" + "\n```tokens spacing kind=dimension\nmd 16pt\n```\n\n```tokens colors kind=color\nlink {spacing.md}\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "[alias_kind_mismatch]"
        ),
        Case(
            name: "a chain of 100 aliases",
            files: ["Content/index.md": text("# Home\n" + "\n```tokens colors kind=color\n" + (0..<100).map { "a\($0) {colors.a\($0 + 1)}" }.joined(separator: "\n") + "\na100 #FF0000" + "\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "[alias_chain_too_long]"
        ),
        Case(
            name: "a token name starting with a digit",
            files: ["Content/index.md": text("# Home\n" + "\n```tokens colors kind=color\n" + "1link #FF0000" + "\n```\n")],
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
            files: ["Content/index.md": text("# Home\n" + "\n```tokens colors kind=color\n" + "link #FF0000 | #00FF00 | #0000FF | #FFFFFF | #000000" + "\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "[too_many_appearances]"
        ),
        Case(
            name: "an unknown attribute",
            files: ["Content/index.md": text("# Home\n" + "\n```tokens colors kind=color\n" + "link #FF0000 @loud" + "\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "unknown attribute '@loud'"
        ),
        Case(
            name: "an unknown fence option",
            files: ["Content/index.md": text("# Home\n" + "\n```tokens colors kind=color colour=yes\nlink #FF0000\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "unknown option 'colour=yes'"
        ),
        Case(
            name: "a negative opacity",
            files: ["Content/index.md": text("# Home\n" + "\n```tokens opacity kind=opacity\n" + "half -50%" + "\n```\n")],
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
            files: ["Content/index.md": text("# Home\n" + "\n```tokens colors kind=color\n" + "link #" + String(repeating: "A", count: 1_000_000) + "\n```\n")],
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
        Case(
            name: "a page that is not UTF-8",
            files: ["Content/index.md": bytes([0x23, 0x20, 0x43, 0x61, 0x66, 0xE9, 0x0A])],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "Content/index.md:1:1: error: this file is not valid UTF-8 text [unreadable_file]"
        ),
        Case(
            name: "an empty page",
            files: ["Content/index.md": text(""), "Content/empty.md": text("")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "Built 2 pages"
        ),
        Case(
            name: "a link to a missing page",
            files: ["Content/index.md": text("# Home\n" + "\n[gone](gone.md)\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "Content/index.md:3:1: warning: link 'gone.md' points at 'gone.md', which is not a page"
        ),
        Case(
            name: "a link to a missing anchor",
            files: ["Content/index.md": text("# Home\n" + "\n[gone](#nowhere)\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "[broken_link]"
        ),
        Case(
            name: "a page past 8 MB",
            files: ["Content/index.md": text("# Home\n" + String(repeating: "word ", count: 2_000_000))],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "dsgen reads pages of up to 8 MB"
        ),
        Case(
            name: "two pages for one file",
            files: ["Content/index.md": text("# Home\n"), "Content/colors.md": text("# A\n"), "Content/01-colors.md": text("# B\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "would both be published as 'colors.html'"
        ),
        Case(
            name: "a page named like the token index",
            files: ["Content/index.md": text("# Home\n"), "Content/tokens.md": text("# T\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "would both be published as 'tokens.html'"
        ),
        Case(
            name: "10,000 nested block quotes",
            files: ["Content/index.md": text("# Home\n" + String(repeating: ">", count: 10_000) + " deep\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "Built 1 page and"
        ),
        Case(
            name: "2,000 nested list items",
            files: ["Content/index.md": text("# Home\n" + (0..<2_000).map { String(repeating: "  ", count: $0) + "- item\n" }.joined())],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "Built 1 page and"
        ),
        Case(
            name: "20,000 identical headings",
            files: ["Content/index.md": text("# Home\n" + String(repeating: "## Same\n\n", count: 20_000))],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "Built 1 page and"
        ),
        Case(
            name: "a heading of punctuation only",
            files: ["Content/index.md": text("# Home\n" + "\n## ?!…\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "Built 1 page and"
        ),
        Case(
            name: "a comment that looks like a fence placeholder",
            files: ["Content/index.md": text("# Home\n" + "\n<!--dsgen:fence:0:0-->\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "Built 1 page and"
        ),
        Case(
            name: "a table with ragged rows",
            files: ["Content/index.md": text("# Home\n" + "\n| a | b |\n|---|---|\n| 1 |\n| 1 | 2 | 3 |\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "Built 1 page and"
        ),
        Case(
            name: "a link loop",
            files: ["Content/index.md": text("# Home\n" + "[a](a.md)\n"), "Content/a.md": text("# A\n[home](index.md)\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "Built 2 pages"
        ),
        Case(
            name: "two thousand broken anchors",
            files: ["Content/index.md": text("# Home\n" + (0..<2_000).map { "[l\($0)](#x\($0)) " }.joined())],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "[broken_link]"
        ),
        Case(
            name: "a fence of 100,000 open brackets",
            files: ["Content/index.md": text("# Home\n" + "\n```swift\nlet v = Text(\"a\").padding(DesignSystem.Sp" + String(repeating: "[", count: 100_000) + "acing.md)\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "this code nests square brackets 100000 deep"
        ),
        Case(
            name: "a fence of 20,000 chained modifiers",
            files: ["Content/index.md": text("# Home\n" + "\n```swift\nlet v = Text(\"a\")" + String(repeating: ".padding(8)", count: 20_000) + "\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "nests more than 4000 levels deep"
        ),
        Case(
            name: "a page that is a link outside the content",
            files: ["Content/index.md": text("# Home\n"), "outside.md": text("# Secret\n")],
            links: ["Content/secret.md": "outside.md"], arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "outside the content folder; dsgen reads nothing from outside it"
        ),
        Case(
            name: "a missing content folder",
            files: [:],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 2, message: "Content:1:1: error: content folder 'Content' does not exist"
        ),
        Case(
            name: "a content folder that is a file",
            files: ["Content": text("not a folder")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 2, message: "'Content' is a file, not a content folder"
        ),
        Case(
            name: "an output that is a file",
            files: ["Content/index.md": text("# Home\n"), "site": text("x")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "site:1:1: error: 'site' is a file"
        ),
        Case(
            name: "an output holding other files",
            files: ["Content/index.md": text("# Home\n"), "site/notes.txt": text("mine")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "holds files that dsgen did not write"
        ),
        Case(
            name: "an output inside the content",
            files: ["Content/index.md": text("# Home\n")],
            arguments: ["build", "--content", "Content", "--output", "Content/site"],
            status: 2, message: "is inside the content folder"
        ),
        Case(
            name: "the content folder as the output",
            files: ["Content/index.md": text("# Home\n")],
            arguments: ["build", "--content", "Content", "--output", "Content"],
            status: 2, message: "[output_error]"
        ),
        Case(
            name: "a token file that is not JSON",
            files: ["Content/index.md": text("# Home\n"), "Content/brand.tokens.json": text("{ nope")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "Content/brand.tokens.json:1:3: error: this file is not valid JSON"
        ),
        Case(
            name: "a token file that is not UTF-8",
            files: ["Content/index.md": text("# Home\n"), "Content/brand.tokens.json": bytes([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D])],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "this file is not UTF-8 text"
        ),
        Case(
            name: "a token file with an unknown type",
            files: ["Content/index.md": text("# Home\n"), "Content/brand.tokens.json": text("{\"a\": {\"$type\": \"smell\", \"$value\": 1}}")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "'smell' is not a DTCG 2025.10 type"
        ),
        Case(
            name: "a folder of token files that gives no token",
            files: ["Content/colors.json": text("{\"red\": {\"value\": \"#f00\"}}")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 2, message: "Content/colors.json:1:1: error: not one token was read from 'colors.json'"
        ),
        Case(
            name: "a token file with an alias cycle",
            files: ["Content/index.md": text("# Home\n"), "Content/brand.tokens.json": text("{\"a\": {\"$type\": \"color\", \"$value\": \"{b}\"}, \"b\": {\"$type\": \"color\", \"$value\": \"{a}\"}}")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "alias cycle: a → b → a"
        ),
        Case(
            name: "a token file with a colour string",
            files: ["Content/index.md": text("# Home\n"), "Content/brand.tokens.json": text("{\"a\": {\"$type\": \"color\", \"$value\": \"#12\"}}")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "Content/brand.tokens.json:1:36: error:"
        ),
        Case(
            name: "a resolver that does not resolve",
            files: ["Content/index.md": text("# Home\n"), "Content/brand.resolver.json": text("{\"version\": \"2025.10\", \"sets\": [{\"name\": \"base\", \"sources\": [{\"$ref\": \"missing.tokens.json\"}]}], \"resolutionOrder\": [{\"$ref\": \"#/sets/base\"}]}")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "Content/brand.resolver.json:1:"
        ),
        Case(
            name: "a colour set that is not JSON",
            files: ["Content/index.md": text("# Home\n"), "Content/App.xcassets/Red.colorset/Contents.json": text("{ nope")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "Red.colorset/Contents.json:1:3: error: this file is not valid JSON"
        ),
        Case(
            name: "a template that includes itself",
            files: ["Content/index.md": text("# Home\n"), "T/layout.mustache": text("{{> layout}}\n")],
            arguments: ["build", "--content", "Content", "--output", "site", "--templates", "T"],
            status: 1, message: "T/layout.mustache:1:1: error: this template includes itself ('layout')"
        ),
        Case(
            name: "templates that include each other",
            files: ["Content/index.md": text("# Home\n"), "T/layout.mustache": text("{{> a}}\n"), "T/a.mustache": text("{{> b}}\n"), "T/b.mustache": text("{{> a}}\n")],
            arguments: ["build", "--content", "Content", "--output", "site", "--templates", "T"],
            status: 1, message: "include each other in a cycle ('a' → 'b' → 'a')"
        ),
        Case(
            name: "a section never closed",
            files: ["Content/index.md": text("# Home\n"), "T/layout.mustache": text("{{#content}}\n")],
            arguments: ["build", "--content", "Content", "--output", "site", "--templates", "T"],
            status: 1, message: "a section is never closed"
        ),
        Case(
            name: "a template that is not UTF-8",
            files: ["Content/index.md": text("# Home\n"), "T/layout.mustache": bytes([0x3C, 0x70, 0x3E, 0xFF, 0x0A])],
            arguments: ["build", "--content", "Content", "--output", "site", "--templates", "T"],
            status: 1, message: "T/layout.mustache:1:1: error: this template is not valid UTF-8 text"
        ),
        Case(
            name: "a missing partial",
            files: ["Content/index.md": text("# Home\n"), "T/layout.mustache": text("{{> footer}}\n")],
            arguments: ["build", "--content", "Content", "--output", "site", "--templates", "T"],
            status: 1, message: "the theme has no 'footer.mustache'"
        ),
        Case(
            name: "sections nested 101 deep",
            files: ["Content/index.md": text("# Home\n"), "T/layout.mustache": text(String(repeating: "{{#a}}", count: 101) + String(repeating: "{{/a}}", count: 101) + "\n")],
            arguments: ["build", "--content", "Content", "--output", "site", "--templates", "T"],
            status: 1, message: "T/layout.mustache:1:601: error: sections nest more than 100 deep"
        ),
        Case(
            name: "a missing templates folder",
            files: ["Content/index.md": text("# Home\n")],
            arguments: ["build", "--content", "Content", "--output", "site", "--templates", "T"],
            status: 1, message: "templates folder 'T' does not exist"
        ),
        Case(
            name: "a templates folder that is a file",
            files: ["Content/index.md": text("# Home\n"), "T": text("x")],
            arguments: ["build", "--content", "Content", "--output", "site", "--templates", "T"],
            status: 1, message: "'T' is a file; --templates takes the folder"
        ),
        Case(
            name: "a misspelt template",
            files: ["Content/index.md": text("# Home\n"), "T/layuot.mustache": text("x\n")],
            arguments: ["build", "--content", "Content", "--output", "site", "--templates", "T"],
            status: 0, message: "did you mean 'layout.mustache'?"
        ),
        Case(
            name: "a theme file over a generated one",
            files: ["Content/index.md": text("# Home\n"), "T/tokens.css": text("x")],
            arguments: ["build", "--content", "Content", "--output", "site", "--templates", "T"],
            status: 1, message: "dsgen's own 'tokens.css'"
        ),
        Case(
            name: "a theme file that is a link outside the theme",
            files: ["Content/index.md": text("# Home\n"), "secret.css": text("x")],
            links: ["T/extra.css": "secret.css"], arguments: ["build", "--content", "Content", "--output", "site", "--templates", "T"],
            status: 0, message: "outside the templates folder"
        ),
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
            files: ["Content/index.md": text("# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"), "App/Row.swift": text("struct Row: View {\n    var body: some View {\n        Text(\"a\").padding(16\n")],
            arguments: ["lint", "--content", "Content", "App"],
            status: 1, message: "[swift_syntax]"
        ),
        Case(
            name: "a Swift file that is not UTF-8",
            files: ["Content/index.md": text("# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"), "App/Row.swift": bytes([0x2F, 0x2F, 0x20, 0xE9, 0x0A])],
            arguments: ["lint", "--content", "Content", "App"],
            status: 1, message: "App/Row.swift:1:4: error: byte 0xE9 is not UTF-8"
        ),
        Case(
            name: "an empty Swift file",
            files: ["Content/index.md": text("# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"), "App/Empty.swift": text("")],
            arguments: ["lint", "--content", "Content", "App"],
            status: 0, message: "Linted 1 file"
        ),
        Case(
            name: "a Swift file past 8 MB",
            files: ["Content/index.md": text("# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"), "App/Big.swift": text(String(repeating: "// filler\n", count: 900_000))],
            arguments: ["lint", "--content", "Content", "App"],
            status: 1, message: "App/Big.swift:838861:1: error: this Swift file is 9 MB; dsgen lints the first 8 MB of a file, up to here"
        ),
        Case(
            name: "20,000 chained modifiers",
            files: ["Content/index.md": text("# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"), "App/Chain.swift": text("let v = Text(\"a\")" + String(repeating: ".padding(8)", count: 20_000) + "\n")],
            arguments: ["lint", "--content", "Content", "App"],
            status: 1, message: "App/Chain.swift:1:9: error: this code nests more than 4000 levels deep"
        ),
        Case(
            name: "square brackets nested 40 deep",
            files: ["Content/index.md": text("# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"), "App/B.swift": text("let v = " + String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40) + "\n")],
            arguments: ["lint", "--content", "Content", "App"],
            status: 1, message: "App/B.swift:1:1: error: this code nests square brackets 40 deep"
        ),
        Case(
            name: "a thousand findings on one line",
            files: ["Content/index.md": text("# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"), "App/Line.swift": text("let v = Text(\"a\")" + String(repeating: ".padding(16)", count: 1_000) + "\n")],
            arguments: ["lint", "--content", "Content", "App"],
            status: 1, message: "1000 errors"
        ),
        Case(
            name: "a lint path that does not exist",
            files: ["Content/index.md": text("# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n")],
            arguments: ["lint", "--content", "Content", "Nowhere"],
            status: 2, message: "Nowhere:1:1: error: 'Nowhere' does not exist"
        ),
        Case(
            name: "a Swift file of NUL bytes",
            files: ["Content/index.md": text("# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"), "App/Nul.swift": text(String(repeating: "\0", count: 1_000))],
            arguments: ["lint", "--content", "Content", "App"],
            status: 0, message: "Linted 1 file"
        ),
        Case(
            name: "a Swift file with a string of a million characters",
            files: ["Content/index.md": text("# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"), "App/S.swift": text("let s = \"" + String(repeating: "x", count: 1_000_000) + "\"\n")],
            arguments: ["lint", "--content", "Content", "App"],
            status: 0, message: "Linted 1 file"
        ),
        Case(
            name: "a baseline that does not exist",
            files: ["Content/index.md": text("# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n")],
            arguments: ["lint", "--content", "Content", "--baseline", "nope.json"],
            status: 2, message: "cannot read the baseline 'nope.json'"
        ),
        Case(
            name: "a baseline that is not JSON",
            files: ["Content/index.md": text("# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"), "base.json": text("{ nope")],
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
            files: ["Content/index.md": text("# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n")],
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
        Case(
            name: "an opacity past 100%",
            files: ["Content/index.md": text("# Home\n" + "\n```tokens colors kind=color\n" + "x #FF0000\ny {colors.x}.opacity(150%)" + "\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "Content/index.md:5:22: error: opacity 150% is outside 0…1"
        ),
        Case(
            name: "a contrast pair with a token that does not exist",
            files: ["Content/index.md": text("# Home\n" + "\n```tokens colors kind=color\n" + "z #FFFFFF @on({colors.nope})" + "\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "Content/index.md:4:15: error: '{colors.nope}' refers to no token [unresolved_alias]"
        ),
        Case(
            name: "an image that is not there",
            files: ["Content/index.md": text("# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n\n![logo](missing.png)\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "Content/index.md:7:2: warning: link 'missing.png' points at 'missing.png', which is not a file of the content folder [broken_link]"
        ),
        Case(
            name: "a file name with a newline",
            files: ["Content/a\nb.md": bytes([0x23, 0x20, 0x41, 0xFF, 0x0A])],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "Content/a\\nb.md:1:1: error: this file is not valid UTF-8 text [unreadable_file]"
        ),
        Case(
            name: "a token file nested 10,000 deep",
            files: ["Content/t.tokens.json": text("{\"a\": " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "Content/t.tokens.json:1:519: error: this file is not valid JSON: too many nested arrays or dictionaries"
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
            files: ["Content/index.md": text("# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"), "App/Many.swift": text(String(repeating: "let a = Text(\"a\").padding(8)\n", count: 10_050))],
            arguments: ["lint", "--content", "Content", "App"],
            status: 1, message: "App/Many.swift:10001:27: error: this file has more than 10000 findings; the other 50, from here on, are not listed"
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
            status: 1, message: "App/Pipe.swift:1:1: error: this is not a regular file (a FIFO, a socket or a device), so dsgen does not read it"
        ),
        Case(
            name: "a FIFO in a sources folder",
            files: ["Content/index.md": text("# Home\n"), "App/View.swift": text("let a = 1\n")], fifos: ["App/Pipe.swift"],
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
            files: ["Content/index.md": text("# Home\n"), "Content/a.tokens.json": text(#"{ "space": { "big": { "$type": "dimension", "$value": { "value": 1.7e308, "unit": "px" } } } }"#)],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "Content/a.tokens.json:1:66: error: this number is too large: dsgen reads values of up to a billion (1e9) in any unit [invalid_value]"
        ),
        Case(
            name: "a DTCG duration that overflows in milliseconds",
            files: ["Content/index.md": text("# Home\n"), "Content/a.tokens.json": text(#"{ "time": { "long": { "$type": "duration", "$value": { "value": 9e8, "unit": "s" } } } }"#)],
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
            files: ["Content/index.md": text("# Home\n"), "Content/a.tokens.json": text(#"{ "x": { "$type": "number", "$value": 1 } }"#), "Content/fan.resolver.json": text(setFan)],
            arguments: ["lint", "--content", "Content"],
            status: 1, message: "error: this resolver's sets expand to more than 10000 sources"
        ),
        Case(
            name: "a token spelt like the enum of another group, exported to Swift",
            files: ["Content/index.md": text("# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n\n```tokens layout kind=dimension swift=DesignSystem\nSpacing 8pt\n```\n")],
            arguments: ["export", "swift", "--content", "Content", "--output", "DesignSystem.swift"],
            status: 1, message: "Content/index.md:8:1: error: 'DesignSystem.Spacing' is this token and also the enum of 'spacing.md' (DesignSystem.Spacing.md)"
        ),
        Case(
            name: "a group whose Swift enum would hide CGFloat",
            files: ["Content/index.md": text("# Home\n\n```tokens spacing kind=dimension swift=DesignSystem.CGFloat\nmd 16pt\n```\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "[swift_name_conflict]"
        ),
        Case(
            name: "a DTCG token whose recorded Swift name has no type",
            files: ["Content/index.md": text("# Home\n"), "Content/a.tokens.json": text(##"{ "colors": { "brand": { "$type": "color", "$value": "#FF9500", "$extensions": { "dev.dsgen": { "swift": "brand" } } } } }"##)],
            arguments: ["export", "swift", "--content", "Content", "--output", "DesignSystem.swift"],
            status: 0, message: "warning: the Swift name 'brand' has no type before the member, and Swift declares no member alone; it is read as 'DesignSystem.Colors.brand' [format_deviation]"
        ),
        Case(
            name: "an export of a spec with an alias to nothing",
            files: ["Content/index.md": text("# Home\n" + "\n```tokens colors kind=color\n" + "z {colors.nope}" + "\n```\n")],
            arguments: ["export", "css", "--content", "Content", "--output", "out"],
            status: 1, message: "Export failed; out was left as it was."
        ),
    ]

    /// Nine levels of groups, each of ten children that `$extends` the next level, which ends in
    /// one token: 10⁹ tokens once expanded, from under 2 KB.
    static var extendsFan: String {
        let levels = (0..<9).map { level in
            let children = (0..<10).map { child in
                level == 8 ? #""c\#(child)": { "$type": "number", "$value": 1 }"# : #""c\#(child)": { "$extends": "{l\#(level + 1)}" }"#
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
