/// A token fence that shows tokens declared in a token file instead of declaring its own:
/// ```` ```tokens brand from=brand.tokens.json ```` draws, in place on the page, the tokens of
/// the group `brand` (and the groups below it) that `brand.tokens.json` declares. The file is
/// found beside the page, or from the content folder when written with a leading `/`; DTCG files
/// and asset catalogs (`from=Brand.xcassets`) both work.
struct SourcedFence: Sendable {
    var group: String
    /// The token file, relative to the content folder.
    var file: String
    var pagePath: String
    var fenceIndex: Int
    var location: SourceLocation
    var layout: TokenLayout = .rows

    /// The fence's `from=` source, or nil when it has none; a malformed one is reported.
    static func read(_ fence: Fence, on page: Page) -> (SourcedFence?, [Diagnostic])? {
        guard let from = fence.info.first(where: { $0.text.hasPrefix("from=") }) else { return nil }
        let layoutWord = fence.info.dropFirst().first { $0.text.hasPrefix("layout=") }
        let words = fence.info.dropFirst().filter { $0.text != from.text && $0.text != layoutWord?.text }
        guard let group = words.first, isDottedIdentifier(group.text), words.count == 1 else {
            return (nil, [Diagnostic(
                .unknownFenceOption, at: fence.info[0].location,
                "a fence that shows tokens from a file names their group and the file, and may add a layout: " +
                    "```tokens brand from=brand.tokens.json layout=cards"
            )])
        }
        var diagnostics: [Diagnostic] = []
        var layout = TokenLayout.rows
        if let layoutWord {
            switch TokenLayout.read(layoutWord) {
            case .success(let read): layout = read
            case .failure(let problem): diagnostics.append(problem)
            }
        }
        if fence.lines.contains(where: { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }) {
            diagnostics.append(Diagnostic(
                .malformedTokenLine, at: fence.lines[0].location,
                "a fence with from= shows the file's tokens and declares none; " +
                    "move these lines to a fence of their own"
            ))
        }
        // A path with spaces (`from=/figma/Semantic%20colors/Light.tokens.json`) is written with %20.
        let written = String(from.text.dropFirst("from=".count))
        let target = written.removingPercentEncoding ?? written
        let folder = page.path.pathParts.dropLast().joined(separator: "/")
        guard let file = target.hasPrefix("/")
            ? DTCGResolver.join("", String(target.dropFirst())) : DTCGResolver.join(folder, target),
            !target.isEmpty else {
            return (nil, diagnostics + [Diagnostic(
                .unknownFenceOption, at: from.location,
                "from= names a file inside the content folder, such as from=brand.tokens.json"
            )])
        }
        return (SourcedFence(
            group: group.text, file: file, pagePath: page.path, fenceIndex: fence.index, location: from.location,
            layout: layout
        ), diagnostics)
    }
}
