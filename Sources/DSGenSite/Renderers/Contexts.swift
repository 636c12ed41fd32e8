import DSGenCore

/// What `layout.mustache` sees for each page.
struct LayoutContext {
    var siteTitle: String
    var pageTitle: String
    /// The way back to the site's root from this page: `""` or `"../"`, so the site works from `file://`.
    var root: String
    var content: String
    var navigation: [NavigationSection]
    var toc: [TocEntry]
    var hasToc: Bool
    var sourcePath: String
    var version: String
}

struct NavigationSection {
    var title: String?
    var pages: [NavigationLink]
}

struct NavigationLink {
    var title: String
    var href: String
    var current: Bool
}

struct TocEntry {
    var text: String
    var id: String
    var level: Int
    var nested: Bool
}

/// What `token-block.mustache` sees for one token fence.
struct TokenBlockContext {
    var group: String
    var kind: String
    var swiftPrefix: String
    var isColor: Bool
    var tokens: [TokenRow]
}

struct TokenRow {
    var name: String
    var path: String
    var anchor: String
    var swiftName: String
    var summary: String?
    var light: AppearanceCell
    var dark: AppearanceCell?
    var highContrast: [AppearanceCell]
    var aliasOf: String?
    var deprecated: Bool
    var replacement: String?
}

/// One appearance's value: its text, and a CSS colour when the value is a colour (for a swatch).
struct AppearanceCell {
    /// Nil when the token has one value for every appearance.
    var label: String?
    var text: String
    var swatch: String?
}

/// What `code-block.mustache` sees for one Swift fence.
struct CodeBlockContext {
    var language: String
    var code: String
}
