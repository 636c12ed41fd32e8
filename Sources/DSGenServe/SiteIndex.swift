import DSGenCore
import Synchronization

/// What the request handlers need to know of the current build: each file's build number (the
/// rebuild that last changed it), so that a page that connects late learns it is out of date, and
/// the pages with their titles, for the 404 page.
final class SiteIndex: Sendable {
    private struct State {
        var builds: [String: Int] = [:]
        var pages: [String: Page] = [:]
    }

    private let state = Mutex(State())

    /// `pages` by site path: listed only when a page asks for them, not on every rebuild.
    func update(builds: [String: Int], pages: [String: Page]) {
        state.withLock { $0 = State(builds: builds, pages: pages) }
    }

    /// The build number of the file a URL path serves: `/` and `/a/` are their `index.html`.
    func build(ofURLPath path: String) -> Int? {
        var file = path.hasPrefix("/") ? String(path.dropFirst()) : path
        if file.isEmpty || file.hasSuffix("/") { file += "index.html" }
        return state.withLock { $0.builds[file] }
    }

    /// The pages with their titles, by site path.
    var pages: [(path: String, title: String)] {
        state.withLock { $0.pages }.map { ($0.key, $0.value.title) }.sorted { $0.path < $1.path }
    }
}
