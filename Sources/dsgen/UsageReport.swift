import DSGenCore
import DSGenLint
import Foundation

/// `dsgen usage`'s two reports.
enum UsageReport {
    /// Each used token with its count, then the unused ones, then adoption, for a person.
    /// `files` is how many Swift files were read, which the adoption line states.
    static func text(_ usage: TokenUsage, files: Int) -> String {
        let used = usage.tokens.filter { $0.uses > 0 }.sorted { ($1.uses, $0.swift) < ($0.uses, $1.swift) }
        let width = min(used.map(\.swift.count).max() ?? 0, 48)
        var lines = used.map { token in
            token.swift.padding(toLength: max(width, token.swift.count), withPad: " ", startingAt: 0)
                + "  \(token.uses) use\(token.uses == 1 ? "" : "s") in \(token.files.count) " +
                "file\(token.files.count == 1 ? "" : "s")"
        }
        let unused = usage.unused
        lines.append(unused.isEmpty ? "Every token is used." : "Unused (\(unused.count)):")
        lines += unused.map { "  " + $0 }
        lines.append("Adoption in \(files) Swift file\(files == 1 ? "" : "s"): " + describe(usage.adoption))
        lines += usage.folders.map { "  \($0.folder.isEmpty ? "." : $0.folder): " + describe($0.adoption) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ adoption: TokenUsage.Adoption) -> String {
        "\(adoption.tokenReferences) token references, \(adoption.hardcodedValues) hard-coded values, " +
            "\(Int((adoption.ratio * 100).rounded()))%"
    }

    /// `{"tokens": [{swift, path, uses, files}], "unused": [...], "adoption": {…, "folders": [...]}}`.
    static func json(_ usage: TokenUsage) -> String {
        let adoption = { (adoption: TokenUsage.Adoption) -> [(String, JSONOutput)] in
            [
                ("tokenReferences", .integer(adoption.tokenReferences)),
                ("hardcodedValues", .integer(adoption.hardcodedValues)),
                ("ratio", .number((adoption.ratio * 10_000).rounded() / 10_000)),
            ]
        }
        let tokens: [JSONOutput] = usage.tokens.map { token in
            .ordered([
                ("swift", .string(token.swift)), ("path", .string(token.path)), ("uses", .integer(token.uses)),
                ("files", .array(token.files.map(JSONOutput.string))),
            ])
        }
        let folders: [JSONOutput] = usage.folders.map {
            .ordered([("folder", .string($0.folder))] + adoption($0.adoption))
        }
        return JSONOutput.ordered([
            ("tokens", .array(tokens)),
            ("unused", .array(usage.unused.map(JSONOutput.string))),
            ("adoption", .ordered(adoption(usage.adoption) + [("folders", .array(folders))])),
        ] + (usage.candidates.map { [("candidates", json($0))] } ?? [])).text(.report)
    }
}
