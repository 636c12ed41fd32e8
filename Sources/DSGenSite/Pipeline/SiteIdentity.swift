import DSGenCore
import Foundation

/// How the guide names and marks itself in its header: `site:` in `dsgen.yml` first, then what the
/// design system says of itself (its home page's title, its resolver's name), then its folder's name.
struct SiteIdentity: Sendable {
    var title: String
    /// The logo's path in the site, from its root.
    var logo: String?
    /// The value of `--accent`: `light-dark(LIGHT, DARK)`.
    var accent: String?

    /// The page backgrounds of the default theme, which the accent's links are read on.
    static let pages = [("light", RGBA(red: 1, green: 1, blue: 1)), ("dark", RGBA(hex: "#1C1C1E")!)]

    static func make(_ loaded: LoadedSite, system: DesignSystem) -> (SiteIdentity, [Diagnostic]) {
        let setting = loaded.configuration.site
        return make(setting, system: system, contentDirectory: loaded.contentDirectory, published: loaded.published)
    }

    static func make(
        _ setting: SiteSetting, system: DesignSystem, contentDirectory: String, published: [PublishedFiles.File]
    ) -> (SiteIdentity, [Diagnostic]) {
        let home = system.pages.first { $0.path == "index.md" }?.title
        var identity = SiteIdentity(title: setting.title ?? home ?? system.name ?? folderTitle(contentDirectory))
        var diagnostics: [Diagnostic] = []
        if let written = setting.logo, let at = setting.logoLocation {
            switch logo(written, at: at, contentDirectory: contentDirectory, published: published) {
            case .success(let path): identity.logo = path
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        if let light = setting.accent.first, let at = setting.accentLocation {
            let dark = setting.accent.last ?? light
            identity.accent = "light-dark(\(light.hex), \(dark.hex))"
            diagnostics += zip(pages, [light, dark]).compactMap { page, color in
                let ratio = color.contrastRatio(on: page.1)
                guard ratio < 4.5 else { return nil }
                return Diagnostic(
                    .warning, .insufficientContrast, at: at,
                    "the accent \(color.hex) has a contrast of \(String(format: "%.1f", ratio)):1 on the " +
                        "\(page.0) page (\(page.1.hex)); links in it are hard to read below 4.5:1"
                )
            }
        }
        return (identity, diagnostics)
    }

    /// The content folder's own name, unless it is a generic one (`Content`, `docs`).
    static func folderTitle(_ contentDirectory: String) -> String {
        let name = URL(fileURLWithPath: contentDirectory).standardizedFileURL.lastPathComponent
        let generic = ["content", "docs", "documentation", "guide", "site", "", "/", "."]
        return generic.contains(name.lowercased()) ? "Design System" : name
    }

    /// The logo's site path: a file of the content folder, which the site publishes.
    private static func logo(
        _ written: String, at: SourceLocation, contentDirectory: String, published: [PublishedFiles.File]
    ) -> Result<String, Diagnostic> {
        let folder = URL(fileURLWithPath: contentDirectory).standardizedFileURL.path
        let file = URL(fileURLWithPath: written).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: file) else {
            return .failure(Diagnostic(.missingFile, at: at, "the logo '\(written)' does not exist"))
        }
        guard file.hasPrefix(folder + "/"),
              let published = published.first(where: { $0.path == file.dropFirst(folder.count + 1) }) else {
            return .failure(Diagnostic(
                .linkOutside, at: at,
                "the logo '\(written)' is not a file the site publishes; put it in the content folder " +
                    "'\(contentDirectory)' (a path from the folder dsgen runs in: '\(contentDirectory)/logo.svg')"
            ))
        }
        return .success(published.sitePath)
    }
}
