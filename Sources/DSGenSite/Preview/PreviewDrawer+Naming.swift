import DSGenCore

/// How a page names what a drawing left out, and SwiftUI's alignments as CSS.
extension PreviewDrawer {
    /// A function's body written on `self` implicitly (`padding()`, `modifier(…)`), made explicit.
    static func onSelf(_ expression: PreviewExpr, _ base: PreviewExpr) -> PreviewExpr {
        guard case .call(var call) = expression, call.name.first?.isLowercase == true else { return expression }
        if let inner = call.base {
            call.base = onSelf(inner, base)
        } else {
            call.base = base
        }
        return .call(call)
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
