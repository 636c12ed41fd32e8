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

/// What `token-block.mustache` sees for one token fence.
struct TokenBlockContext {
    var group: String
    var kind: String
    var swiftPrefix: String
    var isColor: Bool
    var tokens: [TokenRow]
    var ramps: [ColorRamp] = []
    /// A colour fence laid out as rows (`ColorRows`); nil for cards and every other kind.
    var rows: ColorRows?
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

extension TokenBlockContext: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "group": self.group
        case "kind": self.kind
        case "swiftPrefix": self.swiftPrefix
        case "isColor": self.isColor
        case "tokens": self.tokens
        case "ramps": self.ramps
        case "rows": NoValue.or(self.rows)
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
        case "best": self.best
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
