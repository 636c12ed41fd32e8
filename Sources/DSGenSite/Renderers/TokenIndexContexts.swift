import DSGenCore
import Mustache

struct TokenIndexContext {
    var count: Int
    var groups: [TokenIndexGroup]
    /// The kinds the groups hold, in order, for the filter.
    var kinds: [String]
    var contrast: ContrastGrid
    var downloads: [DownloadLink]
    var themes: [ThemeSwitch]
    /// The pages that declare the tokens, when there are too many to list (`TokenIndexPages`).
    var pages: [TokenIndexPage] = []
}

/// A context of a resolver's theme modifier (a brand, a density), which the index can show.
public struct ThemeChoice: Hashable, Sendable {
    public var modifier: String
    public var context: String
}

/// The links between a theme modifier's contexts, at the top of the index.
struct ThemeSwitch {
    var modifier: String
    var detail: String?
    var options: [ThemeOption]
}

struct ThemeOption {
    var name: String
    var href: String
    var current: Bool
}

struct TokenIndexGroup {
    var id: String
    var group: String
    var kind: String
    /// The titles of the pages (or the files) that declare the group.
    var pages: [String]
    var rows: [TokenIndexRow]
}

struct TokenIndexRow {
    var path: String
    var anchor: String
    var kind: String
    var values: [RenderedCell]
    var swiftName: String
    /// The token's row on its own page, relative to the site's root; nil for a token of a DTCG file.
    var declaredAt: String?
    /// The title and source file of the page that declares the token. Not its line: then
    /// every edit above a fence would change the index, which `dsgen serve` renders again only
    /// when the site-wide key changes.
    var declaredIn: String
    var aliasOf: String?
    var deprecated: Bool
    var replacement: String?
}

extension TokenIndexContext: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "count": self.count
        case "groups": self.groups
        case "kinds": self.kinds
        case "hasKinds": self.kinds.count > 1
        case "contrast": self.contrast
        case "hasContrast": !self.contrast.pairs.isEmpty
        case "downloads": self.downloads
        case "themes": self.themes
        case "hasThemes": !self.themes.isEmpty
        case "pages": self.pages
        case "hasPages": !self.pages.isEmpty
        default: nil
        }
    }
}

extension TokenIndexGroup: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "id": self.id
        case "group": self.group
        case "kind": self.kind
        case "page": self.pages.joined(separator: ", ")
        case "rows": self.rows
        default: nil
        }
    }
}

extension TokenIndexRow: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "path": self.path
        case "anchor": self.anchor
        case "kind": self.kind
        case "values": self.values
        case "swiftName": self.swiftName
        case "swiftNameLines": HTMLText.breakable(self.swiftName)
        case "declaredAt": NoValue.or(self.declaredAt)
        case "declaredIn": self.declaredIn
        case "aliasOf": NoValue.or(self.aliasOf)
        case "deprecated": self.deprecated
        case "replacement": NoValue.or(self.replacement)
        default: nil
        }
    }
}

extension DownloadLink: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "title": self.title
        case "href": self.href
        case "detail": self.detail
        default: nil
        }
    }
}

extension ThemeSwitch: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "modifier": self.modifier
        case "detail": self.detail
        case "options": self.options
        default: nil
        }
    }
}

extension ThemeOption: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "name": self.name
        case "href": self.href
        case "current": self.current
        default: nil
        }
    }
}
