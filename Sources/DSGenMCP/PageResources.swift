import DSGenCore
import Foundation
import MCP

/// The spec's pages as resources: `dsgen://pages/PATH`, each page's Markdown as written.
enum PageResources {
    static let scheme = "dsgen://pages/"

    static func list(in snapshot: ContentState.Snapshot) -> [Resource] {
        snapshot.system.pages.map { page in
            Resource(
                name: page.title.isEmpty ? page.path : page.title, uri: scheme + page.path,
                description: "The design system's page \(page.path)", mimeType: "text/markdown"
            )
        }
    }

    static func read(_ uri: String, in snapshot: ContentState.Snapshot, folder: String) throws -> [Resource.Content] {
        guard uri.hasPrefix(scheme),
              let page = snapshot.system.pages.first(where: { $0.path == String(uri.dropFirst(scheme.count)) }) else {
            throw MCPError.invalidParams("no page has the address '\(uri)'; list the resources for the pages")
        }
        guard let data = FileManager.default.contents(atPath: folder + "/" + page.path) else {
            throw MCPError.internalError("cannot read \(page.path)")
        }
        return [.text(String(decoding: data, as: UTF8.self), uri: uri, mimeType: "text/markdown")]
    }
}
