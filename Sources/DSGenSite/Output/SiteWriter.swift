import DSGenExport

/// Writes the site atomically, as a folder marked `.dsgen-site` that only the next build replaces.
enum SiteWriter {
    static let folder = FolderWriter(
        marker: ".dsgen-site",
        markerText: "This folder is written by dsgen build and replaced on every build.\n",
        noun: "site"
    )
}
