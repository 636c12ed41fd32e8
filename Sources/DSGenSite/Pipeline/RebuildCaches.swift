import DSGenCore
import Synchronization

// What `dsgen serve` keeps from one build for the next: the theme, the sidebar and the clashes
// among the site's files, each worked out again only when what it is made from changed.

/// The theme as `dsgen serve` last loaded it: loaded again only when the templates changed.
public final class ThemeCache: Sendable {
    private let kept = Mutex<(directory: String?, loaded: (Theme?, [Diagnostic]))?>(nil)

    public init() {}

    /// The theme of `directory`, loaded again after `forget` or when it was another folder's.
    func theme(overrides directory: String?) -> (Theme?, [Diagnostic]) {
        if let kept = kept.withLock({ $0 }), kept.directory == directory { return kept.loaded }
        let loaded = Theme.load(overrides: directory)
        kept.withLock { $0 = (directory, loaded) }
        return loaded
    }

    /// Forgets the theme: the templates changed.
    public func forget() { kept.withLock { $0 = nil } }
}

/// The sidebar of `dsgen serve`'s last build, kept while the pages' paths, titles and statuses and the
/// theme are the same: most saves change neither, and working out the sidebar of thousands of pages
/// took as long as checking the edited page.
public final class NavigationCache: Sendable {
    private struct Key: Equatable {
        var path: String
        var outputPath: String
        var title: String
        var status: FrontMatter.Status?
    }

    private let kept = Mutex<(theme: ObjectIdentifier, keys: [Key], navigation: Navigation)?>(nil)
    private let reused = Mutex(false)

    public init() {}

    func navigation(pages: [Page], theme: Theme) -> Navigation {
        let keys = pages.map {
            Key(path: $0.path, outputPath: $0.outputPath, title: $0.title, status: $0.frontMatter.status)
        }
        if let kept = kept.withLock({ $0 }), kept.theme == theme.identity, kept.keys == keys {
            reused.withLock { $0 = true }
            return kept.navigation
        }
        let navigation = Navigation(pages: pages, theme: theme)
        // The navigation holds the theme, so its identity cannot be another theme's while kept.
        kept.withLock { $0 = (theme.identity, keys, navigation) }
        reused.withLock { $0 = false }
        return navigation
    }

    /// Whether the last sidebar asked for was the one kept.
    var lastReused: Bool { reused.withLock { $0 } }
}

/// The clashes among the site's files of `dsgen serve`'s last build, kept while every file and its
/// source are the same: checking thousands of paths on every save took as long as rendering the
/// edited page.
public final class CollisionCache: Sendable {
    private let kept = Mutex<(claims: [SiteBuilder.Claim], generated: [String], found: [Diagnostic])?>(nil)

    public init() {}

    func collisions(_ claims: [SiteBuilder.Claim], generated: [String]) -> [Diagnostic] {
        if let kept = kept.withLock({ $0 }), kept.claims == claims, kept.generated == generated { return kept.found }
        let found = SiteBuilder.collisions(claims, generated: generated)
        kept.withLock { $0 = (claims, generated, found) }
        return found
    }
}
