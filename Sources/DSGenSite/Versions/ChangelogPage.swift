import DSGenCore
import DSGenDiff

/// The changelog of a site that publishes earlier versions, `changelog.html`: `dsgen diff` between
/// each version and the one before it, newest first, each with its breaking changes first.
enum ChangelogPage {
    /// Where the page stands in the content folder.
    static let path = "changelog.md"
    /// Where it is published.
    static let outputPath = "changelog.html"

    /// The page, from `earlier` (the versions that were built, newest first) and the working tree's `now`.
    static func page(_ earlier: [EarlierVersion], now: DesignSystem) -> Page {
        let versions = [EarlierVersion(label: VersionMenu.latestLabel, system: now)] + earlier
        var markdown = "# Changelog\n\nThe tokens each version changed since the one before it, newest first.\n"
        for (newer, older) in zip(versions, versions.dropFirst()) {
            let changes = TokenDiff.changes(from: older.system, to: newer.system)
            markdown += "\n" + DiffReporter.changelog(changes, title: "\(newer.label), since \(older.label)", level: 2)
        }
        if let first = versions.last, versions.count > 1 {
            markdown += "\n## \(first.label)\n\nThe earliest version the guide publishes.\n"
        } else {
            markdown += "\nNo earlier version could be built: the menu lists why.\n"
        }
        return PageParser.parse(markdown, path: path, displayPath: "dsgen.yml versions")
    }
}
