import DSGenCore
import Mustache

// Each context answers the template's keys itself (`TemplateContext`): a lookup is a switch, where
// reflection would walk every property on every lookup, which dominated large builds.

/// The answer of a context for a key it has but that has no value here (a colour's bar, a
/// token's summary): rendered as nothing, false in a section, like an absent key. An absent key
/// makes Mustache ask every context around this one in turn, four deep in a token table's cell,
/// and a cell has a dozen keys it mostly leaves empty.
struct NoValue: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }

    /// `value`, or `NoValue()` when there is none.
    static func or<Value>(_ value: Value?) -> Any {
        value.map { $0 as Any } ?? NoValue()
    }
}

/// What `layout.mustache` sees for each page.
struct LayoutContext {
    var siteTitle: String
    var pageTitle: String
    /// The way back to the site's root from this page: `""` or `"../"`, so the site works from `file://`.
    var root: String
    var content: String
    /// The sidebar's sections, each already rendered with `nav-section.mustache`.
    var navigation: [String]
    /// The sections one a line, as `{{#navigation}}{{{.}}}{{/navigation}}` would print them, which
    /// `nav.mustache` prints at once: printing the list cost a template lookup per section.
    var navigationHTML: String { navigation.joined(separator: "\n") }
    var toc: [TocEntry]
    var hasToc: Bool
    var sourcePath: String
    var version: String
}

struct NavigationSection {
    var title: String?
    var pages: [NavigationLink]
    /// For a section shown folded on a large site: where its title links to, its first page.
    var href: String? = nil
    /// The folders of the section the page is in, on a large site, its own folder unfolded.
    var folders: [NavigationFolder] = []
    /// How many pages a window of `pages` leaves out before and after it, on a large site.
    var before = 0
    var after = 0
}

/// A folder of a section, on a large site: folded to a link, or, for the page's own folder,
/// with a window of its pages around the page.
struct NavigationFolder {
    var title: String
    var href: String
    var pages: [NavigationLink]
    /// How many pages the window leaves out before and after it.
    var before: Int
    var after: Int
    /// The folder as the theme's `nav-folder` renders it.
    var html = ""
}

struct NavigationLink {
    var title: String
    var href: String
    var current: Bool
    /// The link as the theme's `nav-link` renders it.
    var html = ""
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
    var ramps: [ColorRamp] = []
}

struct TokenRow {
    var name: String
    var path: String
    var anchor: String
    var swiftName: String
    var summary: String?
    var light: RenderedCell
    var dark: RenderedCell?
    var highContrast: [RenderedCell]
    /// A typography token in each other context of a Dynamic Type size modifier.
    var sizes: [RenderedCell] = []
    var aliasOf: String?
    var deprecated: Bool
    var replacement: String?
    /// `Used 12 times in 4 files`, when the site knows the app's sources.
    var uses: String?
}

/// One appearance's value: its text, and a CSS colour when the value is a colour (for a swatch).
struct AppearanceCell: Hashable, Sendable {
    /// Nil when the token has one value for every appearance.
    var label: String?
    var text: String
    var swatch: String?
    /// For a colour: `rgb(…)`, and the contrast of each pair it declares (`@on`).
    var rgb: String?
    var contrasts: [ContrastCell] = []
    /// Styles that draw the value to scale (`ValuePreview`).
    var bar: String?
    var radius: String?
    var specimen: String?
    /// The words the specimen is set in (`ValuePreview.specimenText`).
    var specimenText: String?
    var sample: Sample?
    /// A palette's colours, as CSS colours.
    var chips: [String] = []
    var screens: [Screen] = []
    /// The gradient a palette's screens draw over it, by path.
    var vignette: String?
}

/// A value with its HTML from `token-value.mustache`, which the token tables print as
/// `{{{html}}}`; every key of the value answers as well, so a table that includes the partial
/// itself still works. A value is rendered once per theme however many rows show it
/// (`Theme.cells`): on a large design system the values' lookups were most of a token table's.
struct RenderedCell {
    var cell: AppearanceCell
    var html: String

    init(_ cell: AppearanceCell, theme: Theme) {
        self.cell = cell
        html = theme.cells.html(of: cell) { theme.renderPartial("token-value", cell) }
    }
}

/// What `code-block.mustache` sees for one Swift fence: the code, and what lint finds in it.
struct CodeBlockContext {
    var language: String
    var code: String
    /// The code as HTML, coloured by swift-syntax's classification: made by the check stage from
    /// its own parse of the example.
    var highlighted: String
    var findings: [ExampleFinding] = []
    /// The views the example describes, drawn; nil for an example that draws nothing.
    var preview: PreviewFigure?
}

/// One lint finding in a Swift example: one its counter-example demonstrates, or a real one.
struct ExampleFinding {
    /// The line within the example, counting from 1.
    var line: Int
    var rule: String
    var message: String
    /// `shown` (a counter-example doing its job), `error` or `warning`.
    var kind: String
    var label: String

    /// The message up to its advice: what is wrong, for a preview's caption.
    var summary: String {
        message.split(separator: ";", maxSplits: 1).first.map(String.init) ?? message
    }
}

extension LayoutContext: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "siteTitle": self.siteTitle
        case "pageTitle": self.pageTitle
        // The window's title: the page's, then the site's, once when they are the same (the home page).
        case "documentTitle":
            self.pageTitle == self.siteTitle ? self.siteTitle : self.pageTitle + " · " + self.siteTitle
        case "root": self.root
        case "content": self.content
        case "navigation": self.navigation
        case "navigationHTML": self.navigation.isEmpty ? nil : self.navigationHTML
        case "toc": self.toc
        case "hasToc": self.hasToc
        case "sourcePath": self.sourcePath
        case "version": self.version
        default: nil
        }
    }
}

extension NavigationFolder: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "title": self.title
        case "href": self.href
        case "pages": self.pages
        case "links": self.pages.map(\.html).joined(separator: "\n")
        case "html": self.html
        case "open": !self.pages.isEmpty
        case "before": self.before > 0 ? self.before : nil
        case "after": self.after > 0 ? self.after : nil
        default: nil
        }
    }
}

extension NavigationSection: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "title": self.title
        case "href": self.href
        case "folders": self.folders
        // The folders one a line, as `{{#folders}}{{{html}}}{{/folders}}` would print them.
        case "foldersHTML": self.folders.isEmpty ? nil : self.folders.map(\.html).joined(separator: "\n")
        case "hasPages": !self.pages.isEmpty
        case "before": self.before > 0 ? self.before : nil
        case "after": self.after > 0 ? self.after : nil
        case "pages": self.pages
        case "links": self.pages.map(\.html).joined(separator: "\n")
        default: nil
        }
    }
}

extension NavigationLink: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "title": self.title
        case "href": self.href
        case "current": self.current
        default: nil
        }
    }
}

extension TocEntry: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "text": self.text
        case "id": self.id
        case "level": self.level
        case "nested": self.nested
        default: nil
        }
    }
}

extension TokenBlockContext: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "group": self.group
        case "kind": self.kind
        case "swiftPrefix": self.swiftPrefix
        case "isColor": self.isColor
        case "tokens": self.tokens
        case "ramps": self.ramps
        default: nil
        }
    }
}

extension ColorRamp: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "group": self.group
        case "steps": self.steps
        default: nil
        }
    }
}

extension ColorRamp.Step: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "name": self.name
        case "anchor": self.anchor
        case "hex": self.hex
        case "ink": self.ink
        case "contrasts": self.contrasts
        default: nil
        }
    }
}

extension TokenRow: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "name": self.name
        case "path": self.path
        case "anchor": self.anchor
        case "swiftName": self.swiftName
        case "swiftNameLines": HTMLText.breakable(self.swiftName)
        case "summary": NoValue.or(self.summary)
        case "light": self.light
        case "dark": NoValue.or(self.dark)
        case "highContrast": self.highContrast
        case "sizes": self.sizes
        case "aliasOf": NoValue.or(self.aliasOf)
        case "deprecated": self.deprecated
        case "replacement": NoValue.or(self.replacement)
        case "uses": NoValue.or(self.uses)
        default: nil
        }
    }
}

extension AppearanceCell: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "label": NoValue.or(self.label)
        case "text": self.text
        case "swatch": NoValue.or(self.swatch)
        case "rgb": NoValue.or(self.rgb)
        case "contrasts": self.contrasts
        case "hasContrasts": !self.contrasts.isEmpty
        case "bar": NoValue.or(self.bar)
        case "radius": NoValue.or(self.radius)
        case "specimen": NoValue.or(self.specimen)
        case "specimenText": NoValue.or(self.specimenText)
        case "sample": NoValue.or(self.sample)
        case "chips": self.chips
        case "hasChips": !self.chips.isEmpty
        case "screens": self.screens
        case "hasScreens": !self.screens.isEmpty
        case "vignette": NoValue.or(self.vignette)
        default: nil
        }
    }
}

extension RenderedCell: TemplateContext {
    func value(named key: String) -> Any? {
        key == "html" ? html : cell.value(named: key)
    }
}

extension ContrastCell: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "label": self.label
        case "ratio": self.ratio
        case "level": self.level
        case "levelClass": self.levelClass
        default: nil
        }
    }
}

extension CodeBlockContext: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "language": self.language
        case "code": self.code
        case "highlighted": self.highlighted
        case "findings": self.findings
        case "hasFindings": !self.findings.isEmpty
        case "preview": self.preview?.html
        default: nil
        }
    }
}

extension ExampleFinding: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "line": self.line
        case "rule": self.rule
        case "message": self.message
        case "kind": self.kind
        case "label": self.label
        case "summary": self.summary
        default: nil
        }
    }
}

extension Sample: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "kind": self.kind
        case "inner": self.inner
        default: nil
        }
    }
}

extension Screen: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        // Not `label`: Mustache would look a nil caption up in the cell, which has a label of its own.
        case "caption": self.caption
        case "layers": self.layers
        case "checkered": self.checkered
        default: nil
        }
    }
}
