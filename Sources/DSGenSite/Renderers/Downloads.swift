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
        let emitter = format.emitter
        if emitter.download.atSiteRoot { return path }
        switch emitter.output {
        case .folder(let name): return "\(folder)/\(name)/\(path)"
        case .file: return "\(folder)/\(path)"
        }
    }

    /// The links the token index shows: one per format, to the file a team starts from.
    static func links() -> [DownloadLink] {
        ExportFormat.allCases.map { format in
            let download = format.emitter.download
            return DownloadLink(
                title: download.title, href: sitePath(of: download.file, in: format), detail: download.detail
            )
        }
    }
}

/// A file the token index offers for download.
struct DownloadLink {
    var title: String
    var href: String
    var detail: String
}
