import DSGenCore
import DSGenLint
import MCP

/// `find_token`: the token to write for a value, as lint would propose it. A number is a length
/// in points (a spacing, or a radius for the use `radius`), a `#` hex or a system colour name is
/// a colour; the use (`padding`, `stack`, `foreground`, `background`…) picks among tokens of
/// one value the way lint's fixes do.
enum FindToken {
    static let tool = Tool(
        name: "find_token",
        description: "The design token to write instead of a hard-coded value: give the value (16, 12pt, " +
            "#FF9500, red) and optionally its use (padding, stack, grid, list, form, foreground, background, " +
            "border, fill, tint, shadow, or radius). Answers the Swift name to write, with the other tokens " +
            "of that value, or the nearest ones when none has it, and why.",
        inputSchema: .object([
            "type": "object",
            "properties": .object([
                "value": .object(["type": "string", "description": "The value: 16, 12pt, #FF9500, red"]),
                "use": .object(["type": "string", "description": "What the value is for: padding, foreground…"]),
            ]),
            "required": .array(["value"]),
        ]),
        annotations: .init(readOnlyHint: true)
    )

    static func answer(_ arguments: [String: Value], in snapshot: ContentState.Snapshot) throws -> ToolAnswer {
        let text = try Arguments.string("value", in: arguments).trimmingCharacters(in: .whitespaces)
        let useName = try Arguments.optionalString("use", in: arguments)
        let wantsRadius = useName == "radius" || useName == "cornerRadius"
        let use = try useName.flatMap { name -> TokenUse? in
            if name == "radius" || name == "cornerRadius" { return nil }
            guard let use = TokenUse(rawValue: name) else {
                throw ToolRefusal("'\(name)' is not a use: give one of " +
                    (TokenUse.allCases.map(\.rawValue) + ["radius"]).joined(separator: ", "))
            }
            return use
        }
        let catalog = snapshot.linter.catalog
        let match: ValueMatch
        let kind: TokenKind
        if let points = Self.points(text) {
            kind = wantsRadius || (use == nil && catalog.candidates(.dimension).isEmpty) ? .radius : .dimension
            match = catalog.points(points, kind: kind).used(for: use)
        } else if let color = Self.color(text) {
            kind = .color
            match = catalog.colors(light: color.light, dark: color.dark).used(for: use)
        } else {
            throw ToolRefusal("'\(text)' is not a value find_token reads: give a length in points (16, 12pt) " +
                "or a colour (#FF9500, red)")
        }
        return answer(for: match, value: text, kind: kind)
    }

    private static func answer(for match: ValueMatch, value: String, kind: TokenKind) -> ToolAnswer {
        let fix = match.fix
        var lines: [String] = []
        if let fix {
            lines.append("Write \(fix.swiftName): \(fix.token.path) is \(fix.token.values.light.text)" +
                Self.why(fix, use: match.use) + ".")
        } else if !match.exact.isEmpty {
            lines.append("Several \(kind) tokens have \(value); choose by what the value is for:")
        } else if !match.nearest.isEmpty {
            lines.append("No \(kind) token has \(value); the nearest:")
        } else {
            lines.append("The design system has no \(kind) token near \(value).")
        }
        let others = (match.exact.isEmpty ? match.nearest : match.exact).filter { $0 !== fix }
        lines += others.map {
            "- \($0.swiftName): \($0.token.path) is \($0.token.values.light.text)" + why($0, use: nil)
        }
        return ToolAnswer(text: lines.joined(separator: "\n"), structured: .object([
            "swift": fix.map { .string($0.swiftName) } ?? .null,
            "exact": .array(match.exact.map(describe)),
            "nearest": .array(match.nearest.map(describe)),
        ]))
    }

    private static func why(_ candidate: TokenCatalog.Candidate, use: TokenUse?) -> String {
        let uses = candidate.token.token.uses
        if let use, uses.contains(use) { return ", and its group is for \(use)" }
        if uses.isEmpty { return "" }
        return " (for \(uses.map(\.rawValue).joined(separator: ", ")))"
    }

    static func describe(_ candidate: TokenCatalog.Candidate) -> Value {
        .object([
            "swift": .string(candidate.swiftName), "token": .string(candidate.token.path),
            "value": .string(candidate.token.values.light.text),
            "uses": .array(candidate.token.token.uses.map { .string($0.rawValue) }),
        ])
    }

    /// `16`, `16pt`, `16px`, `16.5`.
    static func points(_ text: String) -> Double? {
        var number = Substring(text)
        for unit in ["pt", "px"] where number.hasSuffix(unit) { number = number.dropLast(unit.count) }
        guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
        return value
    }

    /// `#FF9500` (light only) or a system colour name (its light and dark values).
    static func color(_ text: String) -> (light: RGBA, dark: RGBA?)? {
        if text.hasPrefix("#"), let rgba = RGBA(hex: text) { return (rgba, nil) }
        return SystemColor.all[text].map { ($0.light, $0.dark) }
    }
}
