import DSGenCore
import DSGenDiff

/// `dsgen build --since`'s page: the changelog of the tokens between an earlier version and the
/// content being built, `what-changed.html`, whose footer names what made it.
public enum WhatChangedPage {
    /// Where the page stands in the content folder.
    public static let path = "what-changed.md"

    static func page(since earlier: EarlierVersion, now: DesignSystem) -> Page {
        let changes = TokenDiff.changes(from: earlier.system, to: now)
        let markdown = DiffReporter.changelog(changes, title: "What changed since \(earlier.label)", level: 1)
        return PageParser.parse(markdown, path: path, displayPath: "dsgen diff \(earlier.label)")
    }
}
