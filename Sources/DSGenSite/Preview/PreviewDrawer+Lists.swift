import DSGenCore
import DSGenSwift

extension PreviewDrawer {
    /// `Form` and `List` in iOS's inset grouped style: sections as rounded groups of rows on the
    /// grouped background (gone with `.scrollContentBackground(.hidden)`); views outside any
    /// `Section` make a group of their own.
    func list(_ call: PreviewCall, _ environment: Environment) -> DrawnView {
        var groups: [DrawnView] = []
        var loose: [PreviewExpr] = []
        for view in flattened(call.firstClosure ?? []) {
            if case .call(let inner) = view, inner.name == "Section", inner.base == nil {
                if !loose.isEmpty { groups.append(section(rows: loose, header: nil, footer: nil, environment)) }
                loose = []
                groups.append(draw(view, environment.inside(row: false)))
            } else {
                loose.append(view)
            }
        }
        if !loose.isEmpty { groups.append(section(rows: loose, header: nil, footer: nil, environment)) }
        let background = environment.listBackgroundHidden
            ? "" : "background: \(values.system("systemGroupedBackground")); "
        return DrawnView(
            "pv-col pv-list", style: background + "gap: 20px", groups.map(\.html).joined(), wide: true, tall: true
        )
    }

    /// `Section { … }`, with `header:`/`footer:` (views or closures) or a title, as one group.
    func section(_ call: PreviewCall, _ environment: Environment) -> DrawnView {
        var header = call.argument("header")
        if case .string? = call.unlabelled.first { header = call.unlabelled.first }
        let content = call.arguments.first { $0.label == nil && $0.value.isClosure }?.value ?? call.argument("content")
        guard case .closure(let rows)? = content else { return placeholder(.call(call)) }
        return section(rows: flattened(rows), header: header, footer: call.argument("footer"), environment)
    }

    private func section(
        rows: [PreviewExpr],
        header: PreviewExpr?,
        footer: PreviewExpr?,
        _ environment: Environment
    ) -> DrawnView {
        let rowBackground = environment.rowBackground ?? values.system("secondarySystemGroupedBackground")
        // The rows' lines (the theme's stylesheet) are drawn in the canvas's `--pv-separator`.
        if rows.count > 1, !environment.separatorsHidden { _ = values.system("separator") }
        var inRow = environment.inside(row: true)
        inRow.inListRow = true
        inRow.background = environment.rowBackground == nil ? .system("secondarySystemGroupedBackground")
            : environment.rowInk
        let drawnRows = rows.enumerated().map { index, row in
            let line = index == 0 || environment.separatorsHidden ? "" : " data-separator"
            return DrawnView("pv-row pv-list-row", draw(row, inRow).html, wide: true, attributes: line).html
        }
        var html = ""
        if let header { html += caption(header, environment) }
        html += DrawnView(
            "pv-col pv-list-section", style: "background: \(rowBackground)", drawnRows.joined(), wide: true
        ).html
        if let footer { html += caption(footer, environment) }
        return DrawnView("pv-col pv-list-group", html, wide: true)
    }

    /// A section's header or footer: small secondary text above or below its rows.
    private func caption(_ expression: PreviewExpr, _ environment: Environment) -> String {
        let secondary = values.system("secondary")
        let view: DrawnView
        if case .string(let text) = expression {
            view = DrawnView.text(text)
        } else {
            view = draw(expression, environment.inside(row: false))
        }
        return DrawnView("pv-col pv-list-caption", style: "color: \(secondary)", view.html, wide: true).html
    }

    /// `TextField("Name", text: $name)` and `SecureField`: the prompt, in the placeholder colour,
    /// or the text its binding starts with.
    func textField(_ call: PreviewCall) -> DrawnView? {
        guard case .string(let prompt)? = call.unlabelled.first else { return nil }
        if case .string(let text)? = call.argument("text"), !text.isEmpty {
            let shown = call.name == "SecureField" ? String(repeating: "•", count: text.count) : text
            return DrawnView("pv-row pv-field", DrawnView.text(shown).html, wide: true)
        }
        let placeholder = values.system("tertiaryLabel")
        return DrawnView("pv-row pv-field", style: "color: \(placeholder)", DrawnView.text(prompt).html, wide: true)
    }
}

extension PreviewExpr {
    var isClosure: Bool {
        if case .closure = self { true } else { false }
    }
}
