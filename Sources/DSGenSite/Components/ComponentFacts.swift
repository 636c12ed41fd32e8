import DSGenCore
import Mustache

/// What `component-facts.mustache` sees for a component's page: its status badge, since,
/// platforms, owner and source, and the page that replaces it when it is deprecated. The facts
/// stand under the page's title.
struct ComponentFacts {
    var badge: String?
    var since: String?
    var platforms: String?
    var owner: String?
    var source: String?
    var replacement: (title: String, href: String)?

    /// The facts of `page`, or nil when its front matter makes it no component. `pages` are the
    /// site's, for the replacement's title.
    init?(_ page: Page, pages: [Page]) {
        let facts = page.frontMatter
        guard facts.isComponent else { return nil }
        badge = facts.status.map(Self.badge)
        since = facts.since
        platforms = facts.platforms.isEmpty ? nil : facts.platforms.joined(separator: ", ")
        owner = facts.owner
        source = facts.source
        if facts.status == .deprecated, let link = facts.replacement, let target = link.page,
           let replacing = pages.first(where: { $0.path == target }) {
            replacement = (replacing.title, PageParser.htmlLink(for: link.destination, from: page.path))
        }
    }

    /// The badge of `status`, as the page, the sidebar and the components page show it.
    static func badge(_ status: FrontMatter.Status) -> String {
        "<span class=\"status-badge status-\(status.rawValue)\">\(status.label)</span>"
    }

    /// `html` with the facts after its first level-1 heading, or first when it has none.
    static func inserted(_ facts: String, into html: String) -> String {
        guard let close = html.range(of: "</h1>") else { return facts + "\n" + html }
        var html = html
        html.insert(contentsOf: "\n" + facts, at: close.upperBound)
        return html
    }
}

extension ComponentFacts: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "badge": badge
        case "since": since
        case "platforms": platforms
        case "owner": owner
        case "source": source
        case "replacement": replacement.map { ["title": $0.title, "href": $0.href] }
        default: nil
        }
    }
}
