/// Names in the content folder may start with digits and a hyphen, `01-foundations/02-colors.md`,
/// to set their order in the sidebar; the prefix is left out of titles and of the site's paths.
public enum ContentPath {
    /// `02-colors` → `colors`; a name without a prefix is returned as it is, and so is one whose
    /// remainder would start with a dot (`01-..` must never become `..`).
    public static func withoutOrderPrefix<S: StringProtocol>(_ name: S) -> String {
        let digits = name.prefix { $0.isASCII && $0.isNumber }
        let rest = name.dropFirst(digits.count)
        guard !digits.isEmpty, rest.hasPrefix("-"), rest.count > 1, !rest.dropFirst().hasPrefix(".") else { return String(name) }
        return String(rest.dropFirst())
    }

    /// `01-foundations/02-colors.md` → `foundations/colors.html`.
    public static func sitePath(for markdownPath: String) -> String {
        let stem = markdownPath.hasSuffix(".md") ? String(markdownPath.dropLast(3)) : markdownPath
        return stem.split(separator: "/").map(withoutOrderPrefix).joined(separator: "/") + ".html"
    }

    /// `view-modifiers` or `03-view_modifiers` → `View modifiers`.
    public static func title<S: StringProtocol>(for name: S) -> String {
        let words = withoutOrderPrefix(name).replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
