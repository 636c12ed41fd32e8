import DSGenCore

/// A colour fence as a dense table: a row a token (its name and Swift name, a chip and hex per
/// appearance, the level of its weakest contrast as a badge), each value copied by a click on
/// it, and the full card (rgb, contrast figures, alias chain, description) in a detail row that
/// opens on demand. `layout=cards` on a fence keeps the cards instead.
struct ColorRows {
    /// A column's heading: `Light`, `Dark`, `Light, high contrast`…
    var columns: [String]
    var rows: [Row]

    struct Row {
        var name: String
        var anchor: String
        var swiftName: String
        var deprecated: Bool
        var replacement: String?
        var cells: [Cell]
        /// `fg.default → color.gray.900`: the token, then each token it aliases in turn.
        var aliasChain: [String]
        var summary: String?
        var uses: String?
        /// Each declared value with its rgb and contrasts, without a swatch or copy button.
        var details: [RenderedCell]
        /// The table's column count, for the detail row to span.
        var span: Int
    }

    struct Cell {
        /// The appearance this cell shows, for its label when the table folds at narrow widths.
        var label: String
        var text: String
        var swatch: String?
        /// How many columns the cell spans: all of them for a value shared by every appearance.
        var span: Int
        /// The weakest of the value's declared pairs in the cell's appearance.
        var badge: ContrastCell?
    }

    /// The appearances a table shows a column for: light, and each other one any of its tokens declares.
    static func appearances(of tokens: [ResolvedToken]) -> [Appearance] {
        Appearance.allCases.filter { appearance in
            appearance == .light || tokens.contains { token in
                token.values.declaredByAppearance.contains { $0.appearance == appearance }
            }
        }
    }

    /// `token` and each token it aliases in turn, by path; stops at a path it has seen.
    static func aliasChain(of token: ResolvedToken, in system: DesignSystem) -> [String] {
        var chain = [token.path]
        var next = token.aliasOf
        while let path = next, !chain.contains(path) {
            chain.append(path)
            next = system.token(path)?.aliasOf
        }
        return chain.count > 1 ? chain : []
    }

    /// The cell of `value` in `appearance`: its chip, hex and badge.
    static func cell(
        _ value: TokenValue, in appearance: Appearance, span: Int, contrasts: [ContrastCell]
    ) -> Cell {
        guard case .color(let color) = value, let rgba = color.rgba else {
            return Cell(label: TokenBlockRenderer.label(appearance), text: value.text, span: span)
        }
        let weakest = contrasts.min { $0.figure < $1.figure }
        return Cell(
            label: span > 1 ? "Any appearance" : TokenBlockRenderer.label(appearance),
            text: rgba.hex, swatch: rgba.hex, span: span, badge: weakest
        )
    }
}

extension ColorRows: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "columns": self.columns
        case "rows": self.rows
        default: nil
        }
    }
}

extension ColorRows.Row: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "name": self.name
        case "anchor": self.anchor
        case "swiftName": self.swiftName
        case "swiftNameLines": HTMLText.breakable(self.swiftName)
        case "deprecated": self.deprecated
        case "replacement": NoValue.or(self.replacement)
        case "cells": self.cells
        case "aliasChain": self.aliasChain
        case "hasAliasChain": !self.aliasChain.isEmpty
        case "summary": NoValue.or(self.summary)
        case "uses": NoValue.or(self.uses)
        case "details": self.details
        case "span": self.span
        default: nil
        }
    }
}

extension ColorRows.Cell: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "label": self.label
        case "text": self.text
        case "swatch": NoValue.or(self.swatch)
        case "span": self.span
        case "spans": self.span > 1
        case "badge": NoValue.or(self.badge)
        default: nil
        }
    }
}
