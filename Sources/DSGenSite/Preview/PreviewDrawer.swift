import DSGenCore
import DSGenLint

/// Draws what an example describes as HTML and CSS, approximating SwiftUI's layout: stacks centre
/// their children, a `Spacer` takes the free space, each modifier wraps the view before it.
/// What it cannot draw becomes a labelled placeholder, and is listed in `notDrawn`.
final class PreviewDrawer {
    let values: PreviewValues
    let library: PreviewLibrary
    private(set) var notDrawn: [NotDrawn] = []
    private var listed: Set<NotDrawn> = []
    /// Views and modifiers expanded from the examples' declarations so far; a view that uses
    /// itself stops here.
    private var expansions = 0
    static let expansionLimit = 64
    static let depthLimit = 96
    /// The most views and modifiers one drawing draws: an example of thousands of views gets
    /// a placeholder past these rather than a page of megabytes.
    private var drawn = 0
    static let drawnLimit = 2_000

    /// What SwiftUI passes down the view tree that the drawing needs itself (fonts, colours and
    /// the tint are inherited through CSS).
    struct Environment {
        var buttonStyle = "automatic"
        /// Set by `.listRowBackground(…)`, `.listRowSeparator(.hidden)` and
        /// `.scrollContentBackground(.hidden)` for the rows and lists inside.
        var rowBackground: String?
        var separatorsHidden = false
        var listBackgroundHidden = false
        /// The axis of the stack the view is in: a `Divider` spans across it.
        var isRow = false
        var depth = 0

        func inside(row: Bool) -> Environment {
            var inner = self
            inner.isRow = row
            inner.depth += 1
            return inner
        }
    }

    init(values: PreviewValues, library: PreviewLibrary) {
        self.values = values
        self.library = library
    }

    func draw(_ expression: PreviewExpr, _ environment: Environment) -> DrawnView {
        drawn += 1
        guard environment.depth < Self.depthLimit, drawn <= Self.drawnLimit else { return placeholder(expression) }
        switch expression {
        case .call(let call):
            return draw(call, environment)
        case .closure(let statements):
            return group(statements, environment)
        case .ifLet:
            // An `if let` whose names have no values: the branch is not shown.
            return DrawnView("pv-group", "")
        case .name, .color:
            guard let paint = values.paint(expression) else { return placeholder(expression) }
            return .fill(paint)
        case .string, .number, .bool, .font, .binary, .array, .other:
            return placeholder(expression)
        }
    }

    private func draw(_ call: PreviewCall, _ environment: Environment) -> DrawnView {
        if let base = call.base {
            // `Color.red.opacity(0.5)` is a colour, drawn as one; `Text("A").opacity(0.5)` a modifier.
            if call.name == "opacity", let paint = values.paint(.call(call)) {
                return .fill(paint)
            }
            return modified(base, by: call, environment) ?? placeholder(.call(call))
        }
        switch call.name {
        case "Text":
            return text(call) ?? placeholder(.call(call))
        case "Image":
            guard case .string(let symbol)? = call.argument("systemName") else { return placeholder(.call(call)) }
            return Self.symbol(symbol)
        case "Label":
            return label(call, environment) ?? placeholder(.call(call))
        case "Button":
            return button(call, environment) ?? placeholder(.call(call))
        case "HStack", "LazyHStack", "VStack", "LazyVStack":
            return stack(call, row: call.name.hasSuffix("HStack"), environment)
        case "ZStack":
            return layers(call.firstClosure ?? [], alignment: call.argument("alignment"), environment)
        case "Group":
            return group(call.firstClosure ?? [], environment)
        case "Spacer":
            return .spacer(minLength: call.argument("minLength").flatMap(values.number) ?? 8)
        case "Divider":
            let line = values.system("separator")
            return DrawnView(
                "pv-divider", style: "background: \(line)", "", wide: !environment.isRow, tall: environment.isRow
            )
        case "ProgressView":
            return progress(call)
        case "Form", "List":
            return list(call, environment)
        case "Section":
            return section(call, environment)
        case "TextField", "SecureField":
            return textField(call) ?? placeholder(.call(call))
        case "ScrollView":
            // At rest, a scroll view shows its content from the start, cut at its edges.
            let horizontal = call.unlabelled.first == .name(".horizontal")
            let content = group(call.firstClosure ?? [], environment.inside(row: horizontal))
            return DrawnView(
                horizontal ? "pv-row pv-scroll" : "pv-col pv-scroll", content.html,
                wide: true, tall: !horizontal || content.tall
            )
        case "NavigationStack", "NavigationView":
            // Without a title or a toolbar, a navigation stack draws its content alone.
            return group(call.firstClosure ?? [], environment)
        case "Toggle":
            return toggle(call, environment) ?? placeholder(.call(call))
        case "EmptyView":
            return DrawnView("pv-group", "")
        case "Color":
            guard let paint = values.paint(.call(call)) else { return placeholder(.call(call)) }
            return .fill(paint)
        default:
            if let shape = PreviewShape(.call(call), values: values) { return shape.view(fill: nil, stroke: nil) }
            if let declaration = library.view(named: call.name), declaration.kind == .view {
                return expand(declaration, call: call, environment)
            }
            return placeholder(.call(call))
        }
    }

    // MARK: Views

    private func text(_ call: PreviewCall) -> DrawnView? {
        guard case .string(let text)? = call.unlabelled.first ?? call.argument("verbatim") else { return nil }
        return DrawnView.text(text)
    }

    /// A determinate `ProgressView(value:total:)` as its bar, in the tint; any other as a placeholder.
    private func progress(_ call: PreviewCall) -> DrawnView {
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
    private func toggle(_ call: PreviewCall, _ environment: Environment) -> DrawnView? {
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

    private func label(_ call: PreviewCall, _ environment: Environment) -> DrawnView? {
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

    private func button(_ call: PreviewCall, _ environment: Environment) -> DrawnView? {
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

    private func stack(_ call: PreviewCall, row: Bool, _ environment: Environment) -> DrawnView {
        let children = flattened(call.firstClosure ?? []).map { draw($0, environment.inside(row: row)) }
        let spacing = call.argument("spacing").flatMap(values.number) ?? 8
        var style = "gap: \(max(spacing, 0).formatted)px"
        if let alignment = call.argument("alignment"), let align = Self.crossAlignment(alignment, row: row) {
            style += "; align-items: \(align)"
        }
        let hasSpacer = children.contains(where: \.isSpacer)
        return DrawnView(
            row ? "pv-row" : "pv-col", style: style, children.map(\.html).joined(),
            wide: children.contains(where: \.wide) || (row && hasSpacer),
            tall: children.contains(where: \.tall) || (!row && hasSpacer)
        )
    }

    /// Views drawn one over the other, centred unless `alignment` says otherwise: a `ZStack`.
    func layers(_ statements: [PreviewExpr], alignment: PreviewExpr?, _ environment: Environment) -> DrawnView {
        let children = flattened(statements).map { draw($0, environment.inside(row: false)) }
        let place = alignment.flatMap(Self.placement).map { "place-items: \($0.vertical) \($0.horizontal)" } ?? ""
        return DrawnView(
            "pv-layers", style: place, children.map(\.html).joined(),
            wide: children.contains(where: \.wide), tall: children.contains(where: \.tall)
        )
    }

    /// A view builder's views: one view as itself, several as a group that joins its parent's layout.
    func group(_ statements: [PreviewExpr], _ environment: Environment) -> DrawnView {
        let children = flattened(statements).map { draw($0, environment) }
        if children.count == 1 { return children[0] }
        var group = DrawnView(
            "pv-group", children.map(\.html).joined(),
            wide: children.contains(where: \.wide), tall: children.contains(where: \.tall)
        )
        group.isSpacer = !children.isEmpty && children.allSatisfy(\.isSpacer)
        return group
    }

    /// A view builder's statements with nested closures and `if let` branches with values taken in.
    func flattened(_ statements: [PreviewExpr]) -> [PreviewExpr] {
        statements.flatMap { statement -> [PreviewExpr] in
            if case .closure(let inner) = statement { return flattened(inner) }
            if case .ifLet = statement { return [] }
            return [statement]
        }
    }

    // MARK: Declared views

    /// A view an example declares, drawn with the arguments of `call` (and its defaults), with
    /// `content` and `self` standing for `modified` when it is a modifier.
    func expand(
        _ declaration: PreviewDeclaration,
        call: PreviewCall,
        modified: PreviewExpr? = nil,
        _ environment: Environment
    ) -> DrawnView {
        guard expansions < Self.expansionLimit else { return placeholder(.call(call)) }
        expansions += 1
        var bindings: [String: PreviewExpr] = [:]
        var positional = call.arguments.filter { $0.label == nil }.map(\.value)[...]
        for parameter in declaration.parameters {
            let given = parameter.label.map { call.argument($0) } ?? positional.popFirst()
            if let value = given ?? parameter.defaultValue, value != .name("nil") {
                bindings[parameter.name] = value
                // `$isOn` passes a binding to what `isOn` holds.
                bindings["$" + parameter.name] = value
            }
        }
        if let properties = declaration.properties {
            // A property set from a parameter the call left out (and with no default) has no value.
            let arguments = bindings
            let unset = Set(declaration.parameters.map(\.name)).subtracting(arguments.keys)
            bindings = properties.compactMapValues { value in
                if case .name(let name) = value, unset.contains(name) { return nil }
                let bound = value.substituting(arguments)
                return bound == .name("nil") ? nil : bound
            }
        }
        if let modified {
            bindings["content"] = modified
            bindings["self"] = modified
        }
        var body = declaration.body.map { $0.substituting(bindings) }
        if declaration.kind == .function, let modified { body = body.map { Self.onSelf($0, modified) } }
        return group(body, environment)
    }

    /// A function's body written on `self` implicitly (`padding()`, `modifier(…)`), made explicit.
    private static func onSelf(_ expression: PreviewExpr, _ base: PreviewExpr) -> PreviewExpr {
        guard case .call(var call) = expression, call.name.first?.isLowercase == true else { return expression }
        if let inner = call.base {
            call.base = onSelf(inner, base)
        } else {
            call.base = base
        }
        return .call(call)
    }

    // MARK: Placeholders

    /// A labelled box for what is not drawn, and its entry in the page's list.
    func placeholder(_ expression: PreviewExpr) -> DrawnView {
        let (text, line) = Self.describe(expression)
        if listed.insert(NotDrawn(call: text, line: line)).inserted {
            notDrawn.append(NotDrawn(call: text, line: line))
        }
        let escaped = HTMLText.escaped(text)
        return DrawnView("pv-placeholder", escaped, attributes: " title=\"Not drawn: \(escaped)\"")
    }

    /// How a page names an expression it did not draw: `ForEach(…)`, `.cardStyle(…)`, `title`.
    static func describe(_ expression: PreviewExpr) -> (String, Int) {
        switch expression {
        case .call(let call):
            let name = call.base == nil || call.name.hasPrefix(".") ? call.name : "." + call.name
            // A name or a number is shown as written (`Text(goal.title)`); anything longer as `…`.
            let shown = call.arguments.map { argument -> String in
                let value: String = switch argument.value {
                case .name(let written): written
                case .number(let number): number.formatted
                default: "…"
                }
                return argument.label.map { "\($0): \(value)" } ?? value
            }
            let arguments = shown.allSatisfy { $0 == "…" } && !shown.isEmpty ? "…" : shown.joined(separator: ", ")
            return (name + "(" + arguments + ")", call.line)
        case .name(let name): return (name, 0)
        case .other(let text, let line): return (text, line)
        case .string(let text): return ("\"\(text)\"", 0)
        case .number(let value): return (value.formatted, 0)
        case .bool(let value): return (String(value), 0)
        case .color: return ("a colour", 0)
        case .font: return ("a font", 0)
        case .binary(_, let operation, _): return ("an expression with \(operation)", 0)
        case .array: return ("a list", 0)
        case .closure: return ("a closure", 0)
        case .ifLet(let names, _): return ("if let " + names.joined(separator: ", "), 0)
        }
    }

    // MARK: Alignment

    /// A stack's `alignment:` across its axis, as CSS `align-items`.
    static func crossAlignment(_ expression: PreviewExpr, row: Bool) -> String? {
        guard case .name(let name) = expression else { return nil }
        switch (PreviewValues.bare(name, types: ["HorizontalAlignment", "VerticalAlignment"]), row) {
        case ("leading", false), ("top", true): return "flex-start"
        case ("trailing", false), ("bottom", true): return "flex-end"
        case ("center", _): return "center"
        case ("firstTextBaseline", true), ("lastTextBaseline", true): return "baseline"
        default: return nil
        }
    }

    /// An `Alignment` (`.topLeading`, `.bottom`) as CSS sides: `start`, `center` or `end`, down
    /// and across.
    static func placement(_ expression: PreviewExpr) -> (vertical: String, horizontal: String)? {
        guard case .name(let name) = expression,
              let point = UnitPoint(rawValue: PreviewValues.bare(name, types: ["Alignment"])) else { return nil }
        let side = { (position: Double) in position == 0 ? "start" : position == 1 ? "end" : "center" }
        return (side(point.y), side(point.x))
    }
}
