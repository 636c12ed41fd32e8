import DSGenCore

/// What the drawing carries down the view tree for the preview checks (colours, font, opacity), the
/// sizes it gives views, and the samples it gathers in `audit`.
extension PreviewDrawer {
    /// The environment the view under a modifier is drawn in: its text colour, tint, opacity or font.
    func carried(by call: PreviewCall, _ environment: Environment) -> Environment {
        var inner = environment
        guard let first = call.unlabelled.first else {
            if call.name == "bold" { inner.font.bold = true }
            return inner
        }
        switch call.name {
        case "foregroundStyle", "foregroundColor":
            if let color = values.color(first) {
                inner.foreground = .color(color)
            } else if values.paint(first) == "var(--pv-tint)" {
                inner.foreground = environment.tint
            }
        case "tint", "accentColor":
            if let color = values.color(first) { inner.tint = .color(color) }
        case "opacity":
            if let opacity = values.number(first) { inner.opacity *= min(max(opacity, 0), 1) }
        case "font":
            if let font = font(first, line: environment.reported(call.line), current: environment.font) {
                inner.font = font
            }
        case "fontWeight":
            if let weight = values.weight(first) { inner.font.bold = weight.numericValue >= 700 }
        default:
            break
        }
        return inner
    }

    /// The font `expression` sets: a text style, a typography token, a font of numbers, with its
    /// weight; nil for one the drawing does not read.
    func font(_ expression: PreviewExpr, line: Int, current: PreviewFont) -> PreviewFont? {
        switch expression {
        case .font(let typography):
            var font = Self.font(values.scaled(typography), line: line)
            // `.system(size:)` grows with no text style; `.custom(_:size:)` grows with the body.
            if typography.textStyle == nil, case .system = typography.family { font.isFixed = true }
            return font
        case .name(let name):
            if case .typography(let typography)? = values.token(name) {
                return Self.font(values.scaled(typography), line: line)
            }
            guard let style = TextStyle(rawValue: PreviewValues.bare(name, types: ["Font", "SwiftUI.Font"])) else {
                return nil
            }
            return Self.font(values.scaled(Typography(textStyle: style)), line: line)
        case .call(let call):
            guard let base = call.base, var font = font(base, line: line, current: current) else { return nil }
            if call.name == "bold" { font.bold = true }
            if call.name == "weight", let weight = call.unlabelled.first.flatMap(values.weight) {
                font.bold = weight.numericValue >= 700
            }
            return font
        default:
            return nil
        }
    }

    private static func font(_ typography: Typography, line: Int) -> PreviewFont {
        PreviewFont(
            size: typography.size,
            bold: typography.weight.numericValue >= 700 || typography.modifiers.contains(.bold),
            line: line
        )
    }

    /// Text as drawn, with its sample for the checks: its colours, its font, its line's height.
    func shownText(_ text: String, line: Int, _ environment: Environment) -> DrawnView {
        let foreground = environment.opacity < 1 ? .faded(environment.foreground, environment.opacity)
            : environment.foreground
        audit.add(PreviewAudit.TextSample(
            line: environment.reported(line), origin: environment.origin(line), text: text, foreground: foreground,
            background: environment.background, font: environment.font
        ))
        return DrawnView.text(text).sized(nil, environment.font.lineHeight)
    }

    /// An SF Symbol, one em square in the font it is drawn in.
    func symbol(_ name: String, _ environment: Environment) -> DrawnView {
        Self.symbol(name).sized(environment.font.size, environment.font.size)
    }

    /// A control's size as a tap target, checked unless it stands in a list's row; the drawn
    /// control carries the sizes it was given, for the browser suite to compare with the drawn ones.
    func target(_ control: String, line: Int, _ view: DrawnView, _ environment: Environment) -> DrawnView {
        guard !environment.inListRow, view.width != nil || view.height != nil else { return view }
        audit.add(PreviewAudit.TargetSample(
            line: environment.reported(line), origin: environment.origin(line), control: control,
            width: view.width, height: view.height
        ))
        return view
    }

    /// The colour a view paints over its whole frame, for the views laid in front of it: a colour, or a filled shape.
    func backdrop(_ expression: PreviewExpr) -> RGBA? {
        if let color = values.color(expression) { return color }
        guard case .call(let call) = expression, let base = call.base else { return nil }
        if Self.invisibleModifiers.contains(call.name) || call.name == "frame" { return backdrop(base) }
        guard call.name == "fill", PreviewShape(base, values: values) != nil else { return nil }
        return call.unlabelled.first.flatMap(values.color)
    }

    /// A stack's size from its children's: along a row the widths and the spacing add up and the
    /// tallest child is its height; a column the other way. Unknown when a child's is, or a spacer's.
    static func stackSize(_ children: [DrawnView], row: Bool, spacing: Double) -> (width: Double?, height: Double?) {
        guard !children.isEmpty, !children.contains(where: \.isSpacer) else { return (nil, nil) }
        let along = children.map { row ? $0.width : $0.height }
        let across = children.map { row ? $0.height : $0.width }
        let length = along.contains { $0 == nil } ? nil
            : along.compactMap { $0 }.reduce(0, +) + spacing * Double(children.count - 1)
        let breadth = across.contains { $0 == nil } ? nil : across.compactMap { $0 }.max()
        return row ? (length, breadth) : (breadth, length)
    }
}

extension PreviewDrawer.Environment {
    /// The line a finding on `line` is reported on.
    func reported(_ line: Int) -> Int { site?.line ?? line }

    /// Where in a declared view a finding on `line` stands, when it stands in one.
    func origin(_ line: Int) -> PreviewAudit.Origin? {
        site.map { PreviewAudit.Origin(view: $0.view, line: line, isUse: $0.line != nil) }
    }
}
