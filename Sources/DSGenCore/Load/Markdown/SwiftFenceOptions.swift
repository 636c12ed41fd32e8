/// The options of a Swift example's fence: `swift preview=off` leaves its preview out,
/// `swift preview=StatusBadge` previews a view the examples declare, by name.
public enum SwiftFenceOptions {
    /// What a fence asks of its preview.
    public enum Preview: Equatable, Sendable {
        /// The example's own views (or the one view it declares that needs no arguments).
        case automatic
        case off
        /// A view the examples declare, by name.
        case view(String)
    }

    /// The fence's `preview=` option, read as the check reads it: the first one counts, and a
    /// value that is neither `off` nor a view's name leaves the preview as it was.
    public static func preview(of fence: Fence) -> Preview {
        guard let word = fence.info.dropFirst().first(where: { $0.text.hasPrefix(key) }) else { return .automatic }
        let value = String(word.text.dropFirst(key.count))
        if value == "off" { return .off }
        return isIdentifier(value) ? .view(value) : .automatic
    }

    private static let key = "preview="

    /// Every problem with the words after `swift` on the pages' Swift fences: warnings, since a
    /// page written for another tool may carry words of its own there.
    static func check(_ pages: [Page]) -> [Diagnostic] {
        // Most fences have no words after `swift`: those are passed over without a copy.
        pages.flatMap { page in
            page.fences.filter { $0.info.count > 1 && $0.language == "swift" }.flatMap { fence in
                var seen = false
                return fence.info.dropFirst().compactMap { word -> Diagnostic? in
                    guard word.text.hasPrefix(key) else {
                        return Diagnostic(
                            .warning, .unknownFenceOption, at: word.location,
                            "a Swift fence takes one option, preview=off or preview=ViewName; " +
                                "'\(word.text)' is not one\(Suggestion.hint(for: word.text, in: ["preview=off"]))"
                        )
                    }
                    let value = String(word.text.dropFirst(key.count))
                    if seen {
                        return Diagnostic(
                            .warning, .unknownFenceOption, at: word.location,
                            "preview= is given twice in the fence header; keep one"
                        )
                    }
                    seen = true
                    guard value == "off" || isIdentifier(value) else {
                        return Diagnostic(
                            .warning, .unknownFenceOption, at: word.location.advanced(by: key.utf8.count),
                            "'\(value)' is not a view's name: write preview=off, or preview= and the name of a View " +
                                "the examples declare, such as preview=StatusBadge"
                        )
                    }
                    return nil
                }
            }
        }
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
