import DSGenCore
import DSGenSwift

/// Draws what an example describes as HTML and CSS, approximating SwiftUI's layout: stacks centre
/// their children, a `Spacer` takes the free space, each modifier wraps the view before it.
/// What it cannot draw becomes a labelled placeholder, and is listed in `notDrawn`.
final class PreviewDrawer {
    let values: PreviewValues
    let library: PreviewLibrary
    private(set) var notDrawn: [NotDrawn] = []
    /// What the drawing shows that the preview checks look at.
    let audit = PreviewAudit()
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
        /// The row background as a colour, when it is one.
        var rowInk: PreviewInk?
        var separatorsHidden = false
        var listBackgroundHidden = false
        /// The axis of the stack the view is in: a `Divider` spans across it.
        var isRow = false
        var depth = 0
        /// The colours text is drawn in and on, the tint, the views' opacity, the font and the
        /// controls' size: what the preview checks read, as SwiftUI's environment carries them.
        var foreground = PreviewInk.label
        var background: PreviewInk? = .background
        var tint = PreviewInk.tint
        var opacity = 1.0
        var font = PreviewFont()
        var controlSize = "regular"
        /// Inside a list's row, which is at least 44 pt tall and tappable as a whole.
        var inListRow = false
        /// Inside a declared view, the view and the line of the example's call of it (nil where the
        /// view is previewed on its own): the checks report what they find inside at that call.
        var site: (line: Int?, view: String)?

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
            return text(call, environment) ?? placeholder(.call(call))
        case "Image":
            guard case .string(let name)? = call.argument("systemName") else { return placeholder(.call(call)) }
            return symbol(name, environment)
        case "Label":
            return label(call, environment) ?? placeholder(.call(call))
        case "Button", "Link":
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
            return divider(environment)
        case "ProgressView":
            return progress(call)
        case "Form", "List":
            return list(call, environment)
        case "Section":
            return section(call, environment)
        case "TextField", "SecureField":
            return textField(call) ?? placeholder(.call(call))
        case "ScrollView":
            return scroll(call, environment)
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

    private func stack(_ call: PreviewCall, row: Bool, _ environment: Environment) -> DrawnView {
        let children = flattened(call.firstClosure ?? []).map { draw($0, environment.inside(row: row)) }
        let spacing = call.argument("spacing").flatMap(values.number) ?? 8
        var style = "gap: \(max(spacing, 0).formatted)px"
        if let alignment = call.argument("alignment"), let align = Self.crossAlignment(alignment, row: row) {
            style += "; align-items: \(align)"
        }
        let hasSpacer = children.contains(where: \.isSpacer)
        let size = Self.stackSize(children, row: row, spacing: max(spacing, 0))
        return DrawnView(
            row ? "pv-row" : "pv-col", style: style, children.map(\.html).joined(),
            wide: children.contains(where: \.wide) || (row && hasSpacer),
            tall: children.contains(where: \.tall) || (!row && hasSpacer)
        ).sized(size.width, size.height)
    }

    /// Views drawn one over the other, centred unless `alignment` says otherwise: a `ZStack`.
    func layers(_ statements: [PreviewExpr], alignment: PreviewExpr?, _ environment: Environment) -> DrawnView {
        // A colour at the back is what the layers in front of it are drawn on.
        var inner = environment.inside(row: false)
        let children = flattened(statements).map { statement in
            let drawn = draw(statement, inner)
            if let color = backdrop(statement) {
                inner.background = PreviewInk.laid(.color(color), over: inner.background)
            }
            return drawn
        }
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
        var inner = environment
        if inner.site == nil { inner.site = (call.line > 0 ? call.line : nil, declaration.name) }
        return group(body, inner)
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
}
