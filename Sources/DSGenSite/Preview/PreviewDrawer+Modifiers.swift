import DSGenCore
import DSGenSwift

extension PreviewDrawer {
    /// Modifiers that change nothing a still picture shows: accessibility, actions, identity, and
    /// what only shows on interaction.
    static let invisibleModifiers: Set<String> = [
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityElement", "accessibilityHidden",
        "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityIdentifier", "accessibilitySortPriority",
        "onTapGesture", "onLongPressGesture", "onAppear", "onDisappear", "onChange", "task", "id", "tag", "help",
        "animation", "transition", "contentShape", "lineLimit", "truncationMode", "allowsTightening", "fixedSize",
        "layoutPriority", "keyboardShortcut", "sensoryFeedback", "sheet", "alert", "confirmationDialog", "popover",
        "contextMenu", "swipeActions", "allowsHitTesting", "textSelection", "privacySensitive", "imageScale",
        "symbolRenderingMode", "symbolVariant", "dynamicTypeSize", "environment", "labelStyle",
        // What only a presented sheet or a screen's edges show: a view previewed on its own has neither.
        "presentationBackground", "presentationCornerRadius", "presentationDetents", "presentationDragIndicator",
        "interactiveDismissDisabled", "ignoresSafeArea",
    ]

    /// `base` with the modifier `call`, drawn around it as SwiftUI applies it; nil for a modifier
    /// it does not know.
    func modified(_ base: PreviewExpr, by call: PreviewCall, _ environment: Environment) -> DrawnView? {
        if Self.invisibleModifiers.contains(call.name) { return draw(base, environment) }
        if ["fill", "stroke", "strokeBorder"].contains(call.name) { return shape(base, styledBy: call) }
        if let inner = innerEnvironment(of: call, environment) { return draw(base, inner) }
        if call.name == "modifier" {
            guard case .call(let made)? = call.unlabelled.first, made.base == nil,
                  let declaration = library.view(named: made.name), declaration.kind == .modifier else { return nil }
            return expand(declaration, call: made, modified: base, environment)
        }
        if let function = library.function(named: call.name) {
            return expand(function, call: call, modified: base, environment)
        }
        switch call.name {
        case "background": return layered(base, call, behind: true, environment)
        case "overlay": return layered(base, call, behind: false, environment)
        case "frame": return frame(base, call, environment)
        default: break
        }
        guard let style = style(of: call) else { return nil }
        let drawn = draw(base, carried(by: call, environment))
        if call.name == "padding", let insets = insets(call) {
            let add = { (size: Double?, sides: Double) in size.map { $0 + sides } }
            let across = max(insets[1], 0) + max(insets[3], 0), along = max(insets[0], 0) + max(insets[2], 0)
            return drawn.wrapped(style: style).sized(add(drawn.width, across), add(drawn.height, along))
        }
        return style.isEmpty ? drawn : drawn.wrapped(style: style)
    }

    /// The environment inside a modifier that sets what the views within draw with: a button
    /// style, a row background, hidden separators, a list without its grouped background; nil
    /// for any other modifier.
    private func innerEnvironment(of call: PreviewCall, _ environment: Environment) -> Environment? {
        var inner = environment
        let hidden = call.unlabelled.first.map {
            PreviewValues.bare($0.name ?? "", types: ["Visibility"]) == "hidden"
        } ?? false
        switch call.name {
        case "buttonStyle":
            guard case .name(let style)? = call.unlabelled.first else { return nil }
            inner.buttonStyle = PreviewValues.bare(style, types: ["ButtonStyle", "PrimitiveButtonStyle"])
        case "listRowBackground":
            guard let paint = call.unlabelled.first.flatMap(values.paint) else { return nil }
            inner.rowBackground = paint
            inner.rowInk = call.unlabelled.first.flatMap(values.color).map(PreviewInk.color)
        case "controlSize":
            guard case .name(let size)? = call.unlabelled.first else { return nil }
            inner.controlSize = PreviewValues.bare(size, types: ["ControlSize"])
        case "listRowSeparator" where hidden:
            inner.separatorsHidden = true
        case "scrollContentBackground" where hidden:
            inner.listBackgroundHidden = true
        default:
            return nil
        }
        return inner
    }

    /// The CSS a modifier puts on a wrapper around its view; "" for one that changes nothing drawn,
    /// nil for one it does not know.
    private func style(of call: PreviewCall) -> String? {
        let first = call.unlabelled.first
        switch call.name {
        case "padding":
            return insets(call).map { "padding: \($0.map { "\(max($0, 0).formatted)px" }.joined(separator: " "))" }
        case "clipShape":
            guard let shape = first.flatMap({ PreviewShape($0, values: values) }) else { return nil }
            return "overflow: hidden; border-radius: \(shape.radius)"
        case "cornerRadius":
            guard let radius = first.flatMap(values.number) else { return nil }
            return "overflow: hidden; border-radius: \(PreviewShape.radius(radius))"
        case "clipped":
            return "overflow: hidden"
        case "opacity":
            guard let opacity = first.flatMap(values.number) else { return nil }
            return "opacity: \(min(max(opacity, 0), 1).formatted)"
        case "font":
            return first.flatMap(values.font)
        case "fontWeight":
            return first.flatMap(values.weight).map { "font-weight: \($0.numericValue)" }
        case "bold":
            return "font-weight: 700"
        case "italic":
            return "font-style: italic"
        case "monospacedDigit":
            return "font-variant-numeric: tabular-nums"
        case "textCase":
            guard case .name(let name)? = first else { return first == .name("nil") ? "text-transform: none" : nil }
            return [
                "uppercase": "text-transform: uppercase", "lowercase": "text-transform: lowercase"
            ][PreviewValues.bare(name, types: ["Text.Case"])]
        case "multilineTextAlignment":
            guard case .name(let name)? = first else { return nil }
            return [
                "leading": "text-align: start", "center": "text-align: center", "trailing": "text-align: end"
            ][PreviewValues.bare(name, types: ["TextAlignment"])]
        case "foregroundStyle", "foregroundColor":
            return first.flatMap(foreground).map { "color: \($0)" }
        case "tint", "accentColor":
            // Tinting with the tint changes nothing, and `--pv-tint: var(--pv-tint)` would be a
            // variable defined by itself, which CSS makes invalid: the views inside would lose it.
            return first.flatMap(foreground).map { $0 == "var(--pv-tint)" ? "" : "--pv-tint: \($0)" }
        case "shadow":
            return shadow(call)
        case "border":
            guard let paint = first.flatMap(values.paint) else { return nil }
            let width = call.argument("width").flatMap(values.number) ?? 1
            return "box-shadow: inset 0 0 0 \(max(width, 0).formatted)px \(paint)"
        default:
            return nil
        }
    }

    /// A text colour: a colour or the tint (not a gradient or a material, which CSS cannot set as one).
    private func foreground(_ expression: PreviewExpr) -> String? {
        if let color = values.color(expression) { return color.hex }
        return values.paint(expression) == "var(--pv-tint)" ? "var(--pv-tint)" : nil
    }

    /// `padding`'s insets, top, right, bottom, left: 16 by default, on the edges it names.
    private func insets(_ call: PreviewCall) -> [Double]? {
        let unlabelled = call.unlabelled
        if case .call(let insets)? = unlabelled.first, insets.name == "EdgeInsets" || insets.name == ".init" {
            let side = { (label: String) in insets.argument(label).flatMap(self.values.number) ?? 0 }
            return [side("top"), side("trailing"), side("bottom"), side("leading")]
        }
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        var lengthArgument = unlabelled.first
        if let first = unlabelled.first, let named = Self.edges(first) {
            edges = named
            lengthArgument = unlabelled.dropFirst().first
        }
        let length: Double
        if let lengthArgument {
            guard let number = values.number(lengthArgument) else { return nil }
            length = number
        } else {
            length = 16
        }
        return ["top", "trailing", "bottom", "leading"].map { edges.contains($0) ? length : 0 }
    }

    /// The edges of `.horizontal`, `.top`, `[.top, .leading]`, `.all`.
    static func edges(_ expression: PreviewExpr) -> Set<String>? {
        switch expression {
        case .array(let elements):
            var all: Set<String> = []
            for element in elements {
                guard let edges = edges(element) else { return nil }
                all.formUnion(edges)
            }
            return all
        case .name(let name):
            switch PreviewValues.bare(name, types: ["Edge.Set", "Edge"]) {
            case "all": return ["top", "leading", "bottom", "trailing"]
            case "horizontal": return ["leading", "trailing"]
            case "vertical": return ["top", "bottom"]
            case let edge where ["top", "leading", "bottom", "trailing"].contains(edge): return [edge]
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `shadow(color:radius:x:y:)` as a drop shadow, which follows the view's shape as SwiftUI's does.
    private func shadow(_ call: PreviewCall) -> String? {
        guard let radius = call.argument("radius").flatMap(values.number) else { return nil }
        let color = call.argument("color").map(values.color) ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0.33)
        guard let color else { return nil }
        let x = call.argument("x").flatMap(values.number) ?? 0, y = call.argument("y").flatMap(values.number) ?? 0
        return "filter: drop-shadow(\(x.formatted)px \(y.formatted)px \(max(radius, 0).formatted)px \(color.hex))"
    }
}
