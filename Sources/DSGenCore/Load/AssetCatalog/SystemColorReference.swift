/// Maps a colour set's `"reference"` (the UIKit class-method name, `systemRedColor`) to the system
/// colour dsgen has values for.
///
/// Only exact names map: `redColor` is UIKit's pure red, not `systemRed`, so it is not `red`.
/// Semantic colours such as `labelColor` or `systemGray2Color` are not in dsgen's table.
enum SystemColorReference {
    /// The system colour `name` stands for, if dsgen knows its values.
    static func color(named name: String) -> SystemColor? {
        references[name].flatMap { SystemColor.all[$0] }
    }

    /// The reference names dsgen reads, sorted, for messages.
    static var knownNames: [String] { references.keys.sorted() }

    private static let hues = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray"]

    /// Reference name → key of `SystemColor.all`.
    private static let references: [String: String] = {
        var table: [String: String] = [:]
        for hue in hues { table["system" + hue.prefix(1).uppercased() + hue.dropFirst() + "Color"] = hue }
        for fixed in ["white", "black", "clear"] { table[fixed + "Color"] = fixed }
        return table
    }()
}
