import DSGenCore

extension TokenBlockRenderer {
    /// A colour fence's tokens as `ColorRows`: a column per appearance any of them declares.
    /// A row names its token by its path within `group`: `primary.bg.rest` in `component.button`.
    func colorRows(_ tokens: [ResolvedToken], group: String) -> ColorRows {
        let appearances = ColorRows.appearances(of: tokens)
        return ColorRows(
            columns: appearances.map(Self.label),
            rows: tokens.map { colorRow($0, group: group, appearances: appearances) }
        )
    }

    private func colorRow(_ token: ResolvedToken, group: String, appearances: [Appearance]) -> ColorRows.Row {
        let values = token.values
        let cells = values.varies
            ? appearances.map { appearance in
                ColorRows.cell(
                    values[appearance], in: appearance, span: 1, contrasts: contrasts(of: token, in: appearance)
                )
            }
            : [ColorRows.cell(
                values.light, in: .light, span: appearances.count, contrasts: contrasts(of: token, in: nil)
            )]
        let declared: [(appearance: Appearance?, value: TokenValue)] = values.varies
            ? values.declaredByAppearance.map { ($0.appearance, $0.value) }
            : [(nil, values.light)]
        let details = declared.map { appearance, value in
            var detail = cell(
                appearance, value, screens: [], vignette: nil, contrasts: contrasts(of: token, in: appearance)
            )
            // The row shows the chip and copies the hex: the detail adds what the row leaves out.
            detail.swatch = nil
            return RenderedCell(detail, theme: theme)
        }
        return ColorRows.Row(
            name: token.path.hasPrefix(group + ".") ? String(token.path.dropFirst(group.count + 1)) : token.path,
            anchor: Self.anchor(for: token.path),
            swiftName: token.token.swiftName,
            deprecated: token.token.deprecation != nil,
            replacement: token.token.deprecation?.replacement?.path,
            cells: cells,
            aliasChain: ColorRows.aliasChain(of: token, in: system),
            summary: token.token.summary,
            uses: usage?[token.path].map(AdoptionPage.uses),
            details: details,
            span: appearances.count + 2
        )
    }
}
