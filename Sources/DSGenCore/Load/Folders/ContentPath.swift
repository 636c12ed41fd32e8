/// Names in the content folder may start with a short number and a hyphen,
/// `01-foundations/02-colors.md`, to set their order in the sidebar; that prefix is left out of
/// titles and of the site's paths.
///
/// Only one to three digits make an ordering prefix. A longer number is part of the name: a
/// proposal's number (`0282-atomics.md`, `0410-atomics.md`) or a date (`2024-05-release.md`) is
/// kept in the URL and the title, so that files which differ only by it stay different pages.
/// The rule looks at each name alone, never at its siblings, so that a link written to a file
/// (`../01-foundations/02-colors.md`) maps the same way as the file it names.
public enum ContentPath {
    /// The longest number that is an ordering prefix rather than part of the name.
    public static let maximumOrderDigits = 3

    /// `02-colors` → `colors`; a name without an ordering prefix is returned as it is, and so is
    /// one whose remainder would start with a dot (`01-..` must never become `..`).
    public static func withoutOrderPrefix<S: StringProtocol>(_ name: S) -> String {
        let digits = name.prefix { $0.isASCII && $0.isNumber }
        let rest = name.dropFirst(digits.count)
        guard !digits.isEmpty, digits.count <= maximumOrderDigits, rest.hasPrefix("-"), rest.count > 1,
              !rest.dropFirst().hasPrefix(".") else { return String(name) }
        return String(rest.dropFirst())
    }

    /// `01-foundations/02-colors.md` → `foundations/colors.html`.
    public static func sitePath(for markdownPath: String) -> String {
        let stem = markdownPath.hasSuffix(".md") ? String(markdownPath.dropLast(3)) : markdownPath
        return stem.pathParts.map(withoutOrderPrefix).joined(separator: "/") + ".html"
    }

    /// Where a file published as it is goes: its folders map as pages' folders do, and its own
    /// name is kept whole, so `01-foundations/01-diagram.png` → `foundations/01-diagram.png` and
    /// `<img src="01-diagram.png">` on a page of that folder finds it.
    public static func sitePath(forFile path: String) -> String {
        let parts = path.pathParts
        return (parts.dropLast().map(withoutOrderPrefix) + parts.suffix(1).map(String.init)).joined(separator: "/")
    }

    /// `view-modifiers` or `03-view_modifiers` → `View modifiers`; `0282-atomics` → `0282 atomics`.
    public static func title<S: StringProtocol>(for name: S) -> String {
        let words = withoutOrderPrefix(name)
            .replacingOccurrences(of: "-", with: " ")
            .replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// `../b.md` read from the folder `a/c` → `a/b.md`; nil when `..` climbs out of the content
    /// folder. Links, resolver references and `from=` fences all resolve through here.
    public static func resolve(_ target: String, in folder: String) -> String? {
        var components = folder.pathParts.map(String.init)
        for component in target.pathParts {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }

    /// Whether `path` lies in `folder` or below it; every path lies in the content folder, `""`.
    public static func isInside(_ path: String, folder: String) -> Bool {
        folder.isEmpty || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
