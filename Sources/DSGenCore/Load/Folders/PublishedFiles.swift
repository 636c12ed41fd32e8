import Foundation

/// The files of a content folder that the site publishes as they are: images, PDFs, downloads.
///
/// Everything dsgen reads itself is left out: pages (`*.md`), token files (`*.tokens.json`,
/// `*.tokens`, `*.resolver.json`, Tokens Studio's `$themes.json`, `$metadata.json` and its sets) and asset
/// catalogs (`*.xcassets`, loose `*.colorset` folders); so are hidden files and folders, which
/// `FolderListing` never lists.
public enum PublishedFiles {
    /// A file to publish: where it is below the content folder and where it goes in the site.
    public struct File: Hashable, Sendable {
        /// Relative to the content folder: `01-foundations/logo.png`.
        public var path: String
        /// Relative to the site: `foundations/logo.png` (see `ContentPath.sitePath(forFile:)`).
        public var sitePath: String
    }

    /// The files among `paths` (relative to the content folder, as `FolderListing.files` lists
    /// them) that are published, sorted by path.
    public static func select(_ paths: [String]) -> [File] {
        let sets = Set(ContentLoader.tokensStudioLayout(paths).flatMap(\.sets))
        return paths.filter { isPublished($0) && !sets.contains($0) }.sorted().map {
            File(path: $0, sitePath: ContentPath.sitePath(forFile: $0))
        }
    }

    /// Whether the file at `path` (relative to the content folder) is published as it is.
    public static func isPublished(_ path: String) -> Bool {
        // Pages first: they are most of the files, and need not be split.
        if path.hasSuffix(".md") { return false }
        let parts = path.pathParts
        guard let name = parts.last, !name.hasPrefix(".") else { return false }
        if parts.contains(where: { $0.hasSuffix(".xcassets") || $0.hasSuffix(".colorset") || $0.hasPrefix(".") }) {
            return false
        }
        if name == "$themes.json" || name == "$metadata.json" { return false }
        return !DTCGLoader.isTokenFile(path) && !DTCGLoader.isResolver(path)
    }

    /// Whether the `.json` file at `path` is Figma's variables (its REST response, or a mode of its
    /// export under a plain name), which the loader reads as tokens.
    public static func isFigmaVariables(_ path: String) -> Bool {
        guard path.hasSuffix(".json"), let data = FileManager.default.contents(atPath: path) else { return false }
        return FigmaVariables.mayBe(data) || FigmaExport.mayBe(data)
    }
}
