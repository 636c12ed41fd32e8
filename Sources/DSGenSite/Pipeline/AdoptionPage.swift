import DSGenCore
import DSGenLint

/// The site's adoption page, when `dsgen.yml` lists the app's sources: how far the code uses the
/// tokens (token references against the hard-coded values lint finds), folder by folder, and the
/// tokens nothing names, each linked to its row.
enum AdoptionPage {
    /// Where the page stands in the content folder.
    static let path = "adoption.md"

    static func page(_ usage: TokenUsage, files: Int, system: DesignSystem) -> Page {
        var lines = ["# Adoption", ""]
        let total = usage.adoption
        lines.append(
            "Across the app's \(Self.count(files, "Swift file")), tokens are named " +
                "\(Self.count(total.tokenReferences, "time")), and \(Self.count(total.hardcodedValues, "value")) " +
                "are written by hand where a token exists (what `dsgen lint` reports): " +
                "**\(percent(total.ratio))** of the design values come from the spec."
        )
        if !usage.folders.isEmpty {
            lines += ["", "## By folder", "", "| Folder | Token references | Hard-coded values | Adoption |",
                      "| --- | ---: | ---: | ---: |"]
            for (folder, adoption) in usage.folders {
                lines.append(
                    "| `\(folder.isEmpty ? "." : folder)` | \(adoption.tokenReferences) | " +
                        "\(adoption.hardcodedValues) | \(percent(adoption.ratio)) |"
                )
            }
        }
        lines += ["", "## Unused tokens", ""]
        let places = Dictionary(
            system.blocks.flatMap { block in block.tokenPaths.map { ($0, block.pagePath) } },
            uniquingKeysWith: { first, _ in first }
        )
        let unused = Set(usage.unused)
        let tokens = system.tokens.filter { unused.contains($0.token.swiftName) }
        if tokens.isEmpty {
            lines.append("Every token is named somewhere in the sources.")
        } else {
            lines.append(
                (tokens.count == 1 ? "1 token is" : "\(tokens.count) tokens are") + " named nowhere in the sources. "
                    + "A use as an implicit member (`.md` where the type is inferred) is counted only for "
                    + "groups under a platform type (`swift=CGFloat`, `swift=Color`) and an asset catalog's colours."
            )
            lines.append("")
            for token in tokens {
                let name = "`\(token.token.swiftName)`"
                let link = places[token.path].map { "[\(name)](\($0)#\(TokenBlock.anchor(forToken: token.path)))" }
                lines.append("- " + (link ?? name) + (token.token.deprecation == nil ? "" : " (deprecated)"))
            }
        }
        return PageParser.parse(lines.joined(separator: "\n") + "\n", path: path, displayPath: "dsgen usage")
    }

    /// What a token row says of the token's uses: `Used 12 times in 4 files`, `Not used in the app`.
    static func uses(_ use: TokenUsage.Use) -> String {
        use.uses == 0 ? "Not used in the app" : "Used \(count(use.uses, "time")) in \(count(use.files.count, "file"))"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }

    /// Rounded down, so that 99.6% is not shown as all of them.
    private static func percent(_ ratio: Double) -> String {
        "\(Int((ratio * 100).rounded(.down)))%"
    }
}
