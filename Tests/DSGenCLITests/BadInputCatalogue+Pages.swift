import Foundation

extension BadInputCatalogue {
    /// Markdown pages: encodings, sizes, links, nesting, fences of Swift past the limits.
    static let pageCases: [Case] = [
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
            name: "front matter that is not YAML",
            files: ["Content/index.md": text("---\nstatus: [stable\n---\n# Home\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "Content/index.md:3:1: warning: the front matter is not valid YAML"
        ),
        Case(
            name: "a component status dsgen does not know, under --strict",
            files: ["Content/index.md": text("---\nstatus: shipped\n---\n# Home\n")],
            arguments: ["lint", "--content", "Content", "--strict"],
            status: 1, message: "Content/index.md:2:9: warning: 'shipped' is not a status"
        ),
        Case(
            name: "a component source outside the repository",
            files: ["Content/index.md": text("---\nsource: ../../x.swift\n---\n# Home\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "Content/index.md:2:9: warning: '../../x.swift' is"
        ),
        Case(
            name: "a page past 8 MB",
            files: ["Content/index.md": text("# Home\n" + String(repeating: "word ", count: 2_000_000))],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "dsgen reads pages of up to 8 MB"
        ),
        Case(
            name: "two pages for one file",
            files: [
                "Content/index.md": text("# Home\n"), "Content/colors.md": text("# A\n"),
                "Content/01-colors.md": text("# B\n"),
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "would both be published as 'colors.html'"
        ),
        Case(
            name: "a page named like the token index",
            files: [
                "Content/index.md": text("# Home\n"), "Content/tokens.md": text("# T\n"),
                "Content/all-tokens.md": text("# A\n"),
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 1, message: "would both be published as 'all-tokens.html'"
        ),
        Case(
            name: "10,000 nested block quotes",
            files: ["Content/index.md": text("# Home\n" + String(repeating: ">", count: 10_000) + " deep\n")],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "Built 1 page and"
        ),
        Case(
            name: "2,000 nested list items",
            files: [
                "Content/index.md": text(
                    "# Home\n" + (0..<2_000).map { String(repeating: "  ", count: $0) + "- item\n" }.joined())
            ],
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
            files: [
                "Content/index.md": text("# Home\n" + "[a](a.md)\n"), "Content/a.md": text("# A\n[home](index.md)\n"),
            ],
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
            files: [
                "Content/index.md": text(
                    "# Home\n" + "\n```swift\nlet v = Text(\"a\").padding(DesignSystem.Sp"
                        + String(repeating: "[", count: 100_000) + "acing.md)\n```\n")
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "this code nests square brackets 100000 deep"
        ),
        Case(
            name: "a fence of 20,000 chained modifiers",
            files: [
                "Content/index.md": text(
                    "# Home\n" + "\n```swift\nlet v = Text(\"a\")" + String(repeating: ".padding(8)", count: 20_000)
                        + "\n```\n")
            ],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "nests more than 4000 levels deep"
        ),
        Case(
            name: "a page that is a link outside the content",
            files: ["Content/index.md": text("# Home\n"), "outside.md": text("# Secret\n")],
            links: ["Content/secret.md": "outside.md"],
            arguments: ["build", "--content", "Content", "--output", "site"],
            status: 0, message: "outside the content folder; dsgen reads nothing from outside it"
        ),
    ] + ["usage", "mcp", "serve", "lint"].map { command in
        // Every command that reads a content folder says the same of an empty path, before any work.
        Case(
            name: "an empty content path given to \(command)",
            files: ["Content/index.md": text("# Home\n")],
            arguments: [command, "--content", ""],
            status: 2, message: "error: --content needs a folder, not an empty path [usage]"
        )
    }
}
