import DSGenCore
import Foundation
import Synchronization

/// A file of the preview that is served from memory and never written (see `LocalSite.heldPaths`).
struct HeldFile: Equatable, Sendable {
    var data: Data
    /// When the build that last changed it finished, for its `ETag` and `Last-Modified`.
    var modified: Date
}

/// What the request handlers need to know of the current build: each file's build number (the
/// rebuild that last changed it), so that a page that connects late learns it is out of date;
/// the pages with their titles, for the 404 page; and the files served from memory.
final class SiteIndex: Sendable {
    private struct State {
        var builds: [String: Int] = [:]
        var pages: [String: Page] = [:]
        var held: [String: HeldFile] = [:]
    }

    private let state = Mutex(State())

    /// `pages` by site path: listed only when a page asks for them, not on every rebuild.
    /// `held` are the files served from memory, by site path.
    func update(builds: [String: Int], pages: [String: Page], held: [String: HeldFile] = [:]) {
        state.withLock { $0 = State(builds: builds, pages: pages, held: held) }
    }

    /// The build number of the file a URL path serves: `/` and `/a/` are their `index.html`.
    func build(ofURLPath path: String) -> Int? {
        let file = Self.file(ofURLPath: path)
        return state.withLock { $0.builds[file] }
    }

    /// The file served from memory at a URL path, if it is one.
    func held(atURLPath path: String) -> HeldFile? {
        let file = Self.file(ofURLPath: path)
        return state.withLock { $0.held[file] }
    }

    private static func file(ofURLPath path: String) -> String {
        var file = path.hasPrefix("/") ? String(path.dropFirst()) : path
        if file.isEmpty || file.hasSuffix("/") { file += "index.html" }
        return file
    }

    /// The pages with their titles, by site path.
    var pages: [(path: String, title: String)] {
        state.withLock { $0.pages }.map { ($0.key, $0.value.title) }.sorted { $0.path < $1.path }
    }
}
