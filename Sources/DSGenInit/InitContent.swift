import DSGenCore
import DSGenLint

/// The content folder `dsgen init` writes from an app's tokens: a page per top-level group with
/// a token fence per Swift type and kind, and a home page that lists them and what was not read.
enum InitContent {
    /// Path (relative to the content folder) → Markdown.
    static func pages(_ tokens: AppTokens, from sources: [String]) -> [String: String] {
        var order: [String] = []
        var fencesByPage: [String: [AppTokens.Fence]] = [:]
        for fence in tokens.fences {
            let top = String(fence.group.prefix { $0 != "." })
            if fencesByPage[top] == nil { order.append(top) }
            fencesByPage[top, default: []].append(fence)
        }
        var files: [String: String] = [:]
        var links: [String] = []
        let width = String(order.count).count < 2 ? 2 : String(order.count).count
        for (index, top) in order.enumerated() {
            let fences = fencesByPage[top] ?? []
            let number = String(repeating: "0", count: max(0, width - String(index + 1).count)) + String(index + 1)
            let file = "\(number)-\(top).md"
            let types = Set(fences.map(\.swiftPrefix)).sorted().map { "`\($0)`" }.joined(separator: ", ")
            var text = "# \(title(top))\n\nThe tokens of \(types), as `dsgen init` read them from the app.\n"
            for fence in fences {
                let nameWidth = fence.lines.map(\.name.count).max() ?? 0
                let valueWidth = fence.lines.map(\.value.count).max() ?? 0
                let uses = fence.uses.isEmpty ? "" : " use=" + fence.uses.joined(separator: ",")
                text += "\n```tokens \(fence.group) kind=\(fence.kind) swift=\(fence.swiftPrefix)\(uses)\n"
                for line in fence.lines {
                    var row = line.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  " + line.value
                    if let summary = line.summary, !summary.isEmpty {
                        row = row.padding(toLength: nameWidth + 2 + valueWidth, withPad: " ", startingAt: 0)
                            + "  // " + summary
                    }
                    text += row + "\n"
                }
                text += "```\n"
            }
            files[file] = text
            let count = fences.reduce(0) { $0 + $1.lines.count }
            links.append("- [\(title(top))](\(file)): \(count) token\(count == 1 ? "" : "s")")
        }
        var home = "# Design system\n\n"
        home += "`dsgen init` read \(tokens.tokenCount) token\(tokens.tokenCount == 1 ? "" : "s") from "
        home += sources.map { "`\($0)`" }.joined(separator: ", ") + ". Each page keeps the app's own Swift names, so "
        home += "`dsgen lint` compares the app's definitions with these pages from now on.\n\n"
        home += links.joined(separator: "\n") + "\n"
        if !tokens.skipped.isEmpty { home += notRead(tokens) }
        files["index.md"] = home
        return files
    }

    /// The definitions that look like tokens but were not read: a line per reason, and each one
    /// in a folded list.
    private static func notRead(_ tokens: AppTokens) -> String {
        let count = tokens.skipped.count
        var text = "\n## Not read\n\n\(count) definition\(count == 1 ? " that looks" : "s that look") like " +
            "\(count == 1 ? "a token is" : "tokens are") not read; write them on a page by hand if they should be.\n\n"
        for (reason, skipped) in tokens.skippedByReason {
            text += "- \(skipped.count): \(reason.rawValue)\n"
        }
        text += "\n<details>\n<summary>Each definition not read</summary>\n\n"
        for skipped in tokens.skipped {
            text += "- `\(skipped.swiftName)` (`\(skipped.location)`): \(skipped.reason)\n"
        }
        return text + "\n</details>\n"
    }

    /// `dsgen.yml`: the app's folders as lint's sources, the files that define tokens as token files.
    static func configuration(sources: [String], tokenFiles: [String]) -> String {
        let quoted = { (items: [String]) in
            "[" + items.map { "\"\($0.replacingOccurrences(of: "\"", with: "\\\""))\"" }.joined(separator: ", ") + "]"
        }
        return """
        # Written by dsgen init. Lint checks these sources against the spec in the content folder,
        # and compares the token files' definitions with it (token_drift, token_missing).
        sources: \(quoted(sources))
        token_files: \(quoted(tokenFiles))

        """
    }

    /// `cornerRadius` → `Corner radius`.
    static func title(_ group: String) -> String {
        var words: [String] = []
        var current = ""
        for character in group {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        words.append(current)
        let text = words.enumerated().map { $0 == 0 ? $1 : $1.lowercased() }.joined(separator: " ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}
