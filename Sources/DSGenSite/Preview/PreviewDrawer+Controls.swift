import DSGenCore
import DSGenSwift

/// The controls and single views a drawing knows: text, progress, a toggle, a symbol, a label, a button.
extension PreviewDrawer {
    func text(_ call: PreviewCall, _ environment: Environment) -> DrawnView? {
        guard case .string(let text)? = call.unlabelled.first ?? call.argument("verbatim") else { return nil }
        return shownText(text, line: call.line, environment)
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
        var title = "Toggle"
        if case .string(let text)? = call.unlabelled.first {
            label = shownText(text, line: call.line, environment)
            title += " " + PreviewChecks.quoted(text)
        }
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
        let row = DrawnView(
            "pv-row", style: "gap: 8px", label.html + DrawnView.spacer(minLength: 8).html + control.html, wide: true
        ).sized(nil, label.height.map { max($0, 31) })
        return target(title, line: call.line, row, environment)
    }

    /// An SF Symbol stands as a neutral glyph, named for readers and on hover: no artwork is drawn.
    static func symbol(_ name: String) -> DrawnView {
        let escaped = HTMLText.escaped(name)
        return DrawnView("pv-symbol", "", attributes: " role=\"img\" aria-label=\"\(escaped)\" title=\"\(escaped)\"")
    }

    func label(_ call: PreviewCall, _ environment: Environment) -> DrawnView? {
        var icon: DrawnView?
        if case .string(let name)? = call.argument("systemImage") { icon = symbol(name, environment) }
        if case .closure(let views)? = call.argument("icon") { icon = group(views, environment.inside(row: true)) }
        var title: DrawnView?
        if case .string(let text)? = call.unlabelled.first { title = shownText(text, line: call.line, environment) }
        if case .closure(let views)? = call.argument("title") ?? call.unlabelled.first {
            title = group(views, environment.inside(row: true))
        }
        guard let icon, let title else { return nil }
        return Self.label(icon, title, environment)
    }

    /// An icon and a title side by side, 0.35 em apart (the stylesheet's `.pv-label`).
    static func label(_ icon: DrawnView, _ title: DrawnView, _ environment: Environment) -> DrawnView {
        let heights = [icon.height, title.height]
        let width = icon.width.flatMap { icon in title.width.map { icon + $0 + 0.35 * environment.font.size } }
        return DrawnView("pv-row pv-label", icon.html + title.html)
            .sized(width, heights.contains { $0 == nil } ? nil : heights.compactMap { $0 }.max())
    }

    /// A button (or a `Link`, drawn as a borderless one) in its style, its label in the tint or on
    /// it; its size is a tap target the checks measure.
    func button(_ call: PreviewCall, _ environment: Environment) -> DrawnView? {
        let style = ["borderedProminent", "bordered", "plain", "borderless"].contains(environment.buttonStyle)
            && call.name == "Button" ? environment.buttonStyle : "automatic"
        let destructive = call.argument("role") == .name(".destructive")
        let inner = labelEnvironment(style: style, destructive: destructive, environment)
        var content: DrawnView?
        var title = call.name
        if case .closure(let views)? = call.argument("label") {
            content = group(views, inner.inside(row: false))
        } else if case .string(let text)? = call.unlabelled.first {
            title += " " + PreviewChecks.quoted(text)
            let shown = shownText(text, line: call.line, inner)
            if case .string(let name)? = call.argument("systemImage") {
                content = Self.label(symbol(name, inner), shown, inner)
            } else {
                content = shown
            }
        } else if call.argument("action") != nil, case .closure(let views)? = call.arguments.last?.value,
                  call.arguments.last?.label == nil {
            content = group(views, inner.inside(row: false))
        }
        guard let content else { return nil }
        let large = ["large", "extraLarge"].contains(environment.controlSize) && style.hasPrefix("bordered")
        // The stylesheet's padding of a bordered button: 7 by 14 pt, 14 by 20 pt when large.
        let padding: (along: Double, across: Double) = !style.hasPrefix("bordered") ? (0, 0)
            : large ? (28, 40) : (14, 28)
        let width = content.width.map { $0 + padding.across }, height = content.height.map { $0 + padding.along }
        let sizes = [("width", width), ("height", height)].compactMap { name, value in
            value.map { " data-pv-\(name)=\"\($0.formatted)\"" }
        }.joined()
        let button = DrawnView(
            "pv-col pv-button pv-button-\(style)" + (large ? " pv-button-large" : ""),
            style: destructive ? "--pv-tint: \(values.system("red"))" : "",
            content.html,
            attributes: sizes
        ).sized(width, height)
        return target(title, line: call.line, button, environment)
    }

    /// What a button's label is drawn in and on: the tint, or white on the tint for a prominent one.
    private func labelEnvironment(style: String, destructive: Bool, _ environment: Environment) -> Environment {
        var inner = environment
        let tint = destructive ? PreviewInk.system("red") : environment.tint
        switch style {
        case "plain":
            break
        case "borderedProminent":
            inner.foreground = .white
            inner.background = PreviewInk.laid(tint, over: environment.background)
        case "bordered":
            inner.foreground = tint
            inner.background = PreviewInk.laid(.faded(tint, 0.15), over: environment.background)
        default:
            inner.foreground = tint
        }
        return inner
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
