import DSGenCore
import DSGenLint

/// The controls and single views a drawing knows: text, progress, a toggle, a symbol, a label, a button.
extension PreviewDrawer {
    func text(_ call: PreviewCall) -> DrawnView? {
        guard case .string(let text)? = call.unlabelled.first ?? call.argument("verbatim") else { return nil }
        return DrawnView.text(text)
    }

    /// A determinate `ProgressView(value:total:)` as its bar, in the tint; any other as a placeholder.
    func progress(_ call: PreviewCall) -> DrawnView {
        guard let value = call.argument("value").flatMap(values.number) else { return placeholder(.call(call)) }
        let total = call.argument("total").flatMap(values.number) ?? 1
        let fraction = total > 0 ? min(max(value / total, 0), 1) : 0
        let track = values.system("systemFill")
        return DrawnView(
            "pv-progress",
            style: "--pv-track: \(track); --pv-value: \((fraction * 100).formatted)%",
            "",
            wide: true,
            attributes: " role=\"img\" aria-label=\"Progress \(Int((fraction * 100).rounded()))%\""
        )
    }

    /// A `Toggle` as iOS draws it in a row: its label, then the switch, on or off as its binding
    /// starts (`$isOn` of `@State var isOn = false`); one whose value is not known is not drawn.
    func toggle(_ call: PreviewCall, _ environment: Environment) -> DrawnView? {
        var value = call.argument("isOn")
        if case .call(let constant)? = value, constant.name == ".constant", constant.base == nil {
            value = constant.unlabelled.first
        }
        guard case .bool(let isOn)? = value else { return nil }
        var label: DrawnView?
        if case .string(let title)? = call.unlabelled.first { label = DrawnView.text(title) }
        if case .closure(let views)? = call.arguments.last?.value, call.arguments.last?.label == nil {
            label = group(views, environment.inside(row: true))
        }
        guard let label else { return nil }
        let track = isOn ? values.system("green") : values.system("systemFill")
        let control = DrawnView(
            "pv-switch",
            style: "background: \(track)",
            "<div class=\"pv-knob\"></div>",
            attributes: " role=\"img\" aria-label=\"\(isOn ? "On" : "Off")\"" + (isOn ? " data-on" : "")
        )
        return DrawnView(
            "pv-row", style: "gap: 8px", label.html + DrawnView.spacer(minLength: 8).html + control.html, wide: true
        )
    }

    /// An SF Symbol stands as a neutral glyph, named for readers and on hover: no artwork is drawn.
    static func symbol(_ name: String) -> DrawnView {
        let escaped = HTMLText.escaped(name)
        return DrawnView("pv-symbol", "", attributes: " role=\"img\" aria-label=\"\(escaped)\" title=\"\(escaped)\"")
    }

    func label(_ call: PreviewCall, _ environment: Environment) -> DrawnView? {
        var icon: DrawnView?
        if case .string(let symbol)? = call.argument("systemImage") { icon = Self.symbol(symbol) }
        if case .closure(let views)? = call.argument("icon") { icon = group(views, environment.inside(row: true)) }
        var title: DrawnView?
        if case .string(let text)? = call.unlabelled.first { title = DrawnView.text(text) }
        if case .closure(let views)? = call.argument("title") ?? call.unlabelled.first {
            title = group(views, environment.inside(row: true))
        }
        guard let icon, let title else { return nil }
        return DrawnView("pv-row pv-label", icon.html + title.html)
    }

    func button(_ call: PreviewCall, _ environment: Environment) -> DrawnView? {
        var content: DrawnView?
        if case .closure(let views)? = call.argument("label") {
            content = group(views, environment.inside(row: false))
        } else if case .string(let title)? = call.unlabelled.first {
            if case .string(let symbol)? = call.argument("systemImage") {
                content = DrawnView("pv-row pv-label", Self.symbol(symbol).html + DrawnView.text(title).html)
            } else {
                content = DrawnView.text(title)
            }
        } else if call.argument("action") != nil, case .closure(let views)? = call.arguments.last?.value,
                  call.arguments.last?.label == nil {
            content = group(views, environment.inside(row: false))
        }
        guard let content else { return nil }
        let style = ["borderedProminent", "bordered", "plain", "borderless"].contains(environment.buttonStyle)
            ? environment.buttonStyle : "automatic"
        let destructive = call.argument("role") == .name(".destructive")
        return DrawnView(
            "pv-col pv-button pv-button-\(style)",
            style: destructive ? "--pv-tint: \(values.system("red"))" : "",
            content.html
        )
    }

    /// A `Divider`: a line across the axis of the stack it is in.
    func divider(_ environment: Environment) -> DrawnView {
        let line = values.system("separator")
        return DrawnView(
            "pv-divider", style: "background: \(line)", "", wide: !environment.isRow, tall: environment.isRow
        )
    }

    /// At rest, a scroll view shows its content from the start, cut at its edges.
    func scroll(_ call: PreviewCall, _ environment: Environment) -> DrawnView {
        let horizontal = call.unlabelled.first == .name(".horizontal")
        let content = group(call.firstClosure ?? [], environment.inside(row: horizontal))
        return DrawnView(
            horizontal ? "pv-row pv-scroll" : "pv-col pv-scroll", content.html,
            wide: true, tall: !horizontal || content.tall
        )
    }
}
