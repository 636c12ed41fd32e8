import Foundation

extension BadInputCatalogue {
    /// Folders and outputs, token files, resolvers, colour sets and templates.
    static let fileCases: [Case] = [
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
            files: [
                "Content/index.md": text("# Home\n"),
                "Content/brand.tokens.json": bytes([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D]),
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "this file is not UTF-8 text"
        ),
        Case(
            name: "a token file with an unknown type",
            files: [
                "Content/index.md": text("# Home\n"),
                "Content/brand.tokens.json": text("{\"a\": {\"$type\": \"smell\", \"$value\": 1}}"),
            ],
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
            files: [
                "Content/index.md": text("# Home\n"),
                "Content/brand.tokens.json": text(
                    "{\"a\": {\"$type\": \"color\", \"$value\": \"{b}\"}, \"b\": {\"$type\": \"color\", \"$value\": " +
                        "\"{a}\"}}"
                ),
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "alias cycle: a → b → a"
        ),
        Case(
            name: "a token file with a colour string",
            files: [
                "Content/index.md": text("# Home\n"),
                "Content/brand.tokens.json": text("{\"a\": {\"$type\": \"color\", \"$value\": \"#12\"}}"),
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "Content/brand.tokens.json:1:36: error:"
        ),
        Case(
            name: "a resolver that does not resolve",
            files: [
                "Content/index.md": text("# Home\n"),
                "Content/brand.resolver.json": text(
                    "{\"version\": \"2025.10\", \"sets\": [{\"name\": \"base\", \"sources\": [{\"$ref\": " +
                        "\"missing.tokens.json\"}]}], \"resolutionOrder\": [{\"$ref\": \"#/sets/base\"}]}"
                ),
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "Content/brand.resolver.json:1:"
        ),
        Case(
            name: "a colour set that is not JSON",
            files: [
                "Content/index.md": text("# Home\n"), "Content/App.xcassets/Red.colorset/Contents.json": text("{ nope"),
            ],
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
            files: [
                "Content/index.md": text("# Home\n"), "T/layout.mustache": text("{{> a}}\n"),
                "T/a.mustache": text("{{> b}}\n"), "T/b.mustache": text("{{> a}}\n"),
            ],
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
            files: [
                "Content/index.md": text("# Home\n"),
                "T/layout.mustache": text(
                    String(repeating: "{{#a}}", count: 101) + String(repeating: "{{/a}}", count: 101) + "\n"),
            ],
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
            links: ["T/extra.css": "secret.css"],
            arguments: ["build", "--content", "Content", "--output", "site", "--templates", "T"],
            status: 0, message: "outside the templates folder"
        ),
    ]
}
