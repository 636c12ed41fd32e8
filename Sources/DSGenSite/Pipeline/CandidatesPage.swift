import DSGenCore
import DSGenLint

/// The site's "Token candidates" page, beside the adoption page: for each kind, the values the
/// app hard-codes, how often, and the tokens they suggest, with a fence to paste into a page.
enum CandidatesPage {
    static let path = "token-candidates.md"

    static func page(_ candidates: TokenCandidates, files: Int) -> Page {
        var lines = [
            "# Token candidates", "",
            "The values written by hand in the app's \(files) Swift file\(files == 1 ? "" : "s"), kind by kind, " +
                "whether the spec has tokens of the kind or not (what `dsgen usage --candidates` lists), " +
                "and the tokens they suggest.",
        ]
        if candidates.kinds.isEmpty { lines += ["", "No value is hard-coded."] }
        for kind in candidates.kinds {
            let proposal = kind.proposal
            lines += ["", "## \(kind.kind.prefix(1).uppercased() + kind.kind.dropFirst())", ""]
            let status = kind.hasTokens ? "." : "; the spec has no token of this kind yet."
            lines.append(
                "\(kind.uses) use\(kind.uses == 1 ? "" : "s") of \(kind.values.count) " +
                    "value\(kind.values.count == 1 ? "" : "s")" + status
            )
            lines += ["", "| Value | Uses | Files | Proposed |", "| --- | ---: | ---: | --- |"]
            let steps = Set(proposal.steps.map(\.value))
            for value in kind.values.prefix(12) {
                let proposed = steps.contains(value.value) ? "yes" : ""
                lines.append("| `\(value.value)` | \(value.uses) | \(value.files) | \(proposed) |")
            }
            let grid = proposal.grid.map { ", on a \($0)-point grid" } ?? ""
            lines += [
                "", "The proposal covers \(Int((proposal.coverage * 100).rounded()))% of the uses exactly\(grid):", "",
                "````text", kind.fence, "````",
            ]
        }
        return PageParser.parse(lines.joined(separator: "\n") + "\n", path: path, displayPath: "dsgen usage")
    }
}
