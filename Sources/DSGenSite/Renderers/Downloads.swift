import DSGenCore
import DSGenExport
import Foundation

/// The export formats, published with the site under `downloads/` so that a team can take the
/// spec into Xcode, a design tool or another build without running dsgen; `tokens.css` stays at
/// the site's root, where the pages load it from.
enum Downloads {
    static let folder = "downloads"

    /// Every format's files, by site path. Each format runs its own emitter, as `dsgen export` does.
    static func files(for system: DesignSystem, in format: ExportFormat) -> [String: Data] {
        var files: [String: Data] = [:]
        for (path, data) in format.emitter.emit(system) {
            files[sitePath(of: path, in: format)] = data
        }
        return files
    }

    /// `downloads/DesignSystem.swift`, `downloads/tokens/design-system.tokens.json`; CSS at the root.
    static func sitePath(of path: String, in format: ExportFormat) -> String {
        switch format {
        case .css: path
        case .android, .compose, .dtcg, .swift, .tailwind, .xcassets:
            format.writesFolder ? "\(folder)/\(format.defaultOutput)/\(path)" : "\(folder)/\(path)"
        }
    }

    /// The links the token index shows: one per format, to the file a team starts from.
    static func links() -> [DownloadLink] {
        ExportFormat.allCases.map { format in
            switch format {
            case .android:
                DownloadLink(
                    title: "Android resources",
                    href: sitePath(of: "values/colors.xml", in: format),
                    detail: "colours (dark ones under values-night), dimensions in dp and sp, integers; copy the " +
                        "android folder's values folders into res"
                )
            case .compose:
                DownloadLink(
                    title: "Jetpack Compose",
                    href: sitePath(of: ComposeEmitter.fileName, in: format),
                    detail: "an object per group; colours with their dark and high-contrast values, type as TextStyle"
                )
            case .tailwind:
                DownloadLink(
                    title: "Tailwind CSS v4 theme",
                    href: sitePath(of: TailwindEmitter.fileName, in: format),
                    detail: "the tokens in Tailwind's namespaces (--color-*, --spacing-*, --radius-*, --text-*), " +
                        "following light, dark and Increase Contrast"
                )
            case .css:
                DownloadLink(
                    title: "CSS custom properties",
                    href: CSSEmitter.fileName,
                    detail: "every token as --group-name, following light, dark and Increase Contrast"
                )
            case .dtcg:
                DownloadLink(
                    title: "W3C Design Tokens (DTCG 2025.10)",
                    href: sitePath(of: DTCGEmitter.resolverFile, in: format),
                    detail: "a resolver whose appearance modifier names the light, dark and high-contrast token " +
                        "files beside it"
                )
            case .swift:
                DownloadLink(
                    title: "Swift",
                    href: sitePath(of: SwiftEmitter.fileName, in: format),
                    detail: "every token under its Swift name; colours follow dark mode and Increase Contrast"
                )
            case .xcassets:
                DownloadLink(
                    title: "Xcode asset catalog",
                    href: sitePath(of: "Contents.json", in: format),
                    detail: "a folder of colour sets with dark and high-contrast appearances; copy the whole " +
                        "DesignSystem.xcassets folder into Xcode"
                )
            }
        }
    }
}

/// A file the token index offers for download.
struct DownloadLink {
    var title: String
    var href: String
    var detail: String
}
