import DSGenCore
import DSGenLint

/// `dsgen usage --candidates`: the hard-coded values of each kind and the tokens they suggest.
extension UsageReport {
    /// A section per kind: its most used values, the proposal and the fence to paste.
    static func text(_ candidates: TokenCandidates, files: Int) -> String {
        guard !candidates.kinds.isEmpty else {
            return "Token candidates: no hard-coded value in \(files) Swift files.\n"
        }
        var lines = ["Token candidates: the values hard-coded in \(files) Swift file\(files == 1 ? "" : "s"), by kind"]
        for kind in candidates.kinds {
            let status = kind.hasTokens ? "" : " (no tokens yet)"
            lines.append("")
            lines.append("\(kind.kind)\(status): \(kind.uses) use\(kind.uses == 1 ? "" : "s") " +
                "of \(kind.values.count) value\(kind.values.count == 1 ? "" : "s")")
            lines.append("  " + kind.values.prefix(4).map(describe).joined(separator: ", "))
            let proposal = kind.proposal
            let grid = proposal.grid.map { " on a \($0)-point grid" } ?? ""
            lines.append("  proposed: \(proposal.steps.map(\.value).joined(separator: ", "))\(grid), " +
                "\(Int((proposal.coverage * 100).rounded()))% of uses exactly")
            if !proposal.outside.isEmpty {
                let outside = proposal.outside.prefix(5).map { "\($0.value) (\($0.uses))" }.joined(separator: ", ")
                lines.append("  left out: \(outside)\(proposal.outside.count > 5 ? ", …" : "")")
            }
            lines += kind.fence.split(separator: "\n").map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `8 used 211 times in 90 files`.
    private static func describe(_ value: TokenCandidates.Value) -> String {
        "\(value.value) used \(value.uses) time\(value.uses == 1 ? "" : "s") in \(value.files) " +
            "file\(value.files == 1 ? "" : "s")"
    }

    /// The candidates as JSON: per kind its values, the proposal and the fence.
    static func json(_ candidates: TokenCandidates) -> JSONOutput {
        .array(candidates.kinds.map { kind in
            let value = { (value: TokenCandidates.Value) -> JSONOutput in
                .ordered([
                    ("value", .string(value.value)), ("uses", .integer(value.uses)), ("files", .integer(value.files)),
                ])
            }
            return .ordered([
                ("kind", .string(kind.kind)), ("hasTokens", .bool(kind.hasTokens)),
                ("values", .array(kind.values.map(value))),
                ("proposal", .ordered([
                    ("grid", kind.proposal.grid.map { .integer($0) } ?? .null),
                    ("steps", .array(kind.proposal.steps.map { .string($0.value) })),
                    ("coverage", .number((kind.proposal.coverage * 10_000).rounded() / 10_000)),
                    ("outside", .array(kind.proposal.outside.map(value))),
                    ("fence", .string(kind.fence)),
                ])),
            ])
        })
    }
}
