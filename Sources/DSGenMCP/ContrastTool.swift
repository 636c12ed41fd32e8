import DSGenCore
import Foundation
import MCP

/// `contrast`: the WCAG contrast of a text colour on a background, in every appearance.
enum ContrastTool {
    static let tool = Tool(
        name: "contrast",
        description: "The WCAG 2 contrast ratio of a text colour on a background in every appearance (light, " +
            "dark, and their high-contrast variants), with the level it reaches (AA needs 4.5 for body text, " +
            "AAA 7). Each colour is a token (path or Swift name), a hex colour (#FF9500) or a system colour (red).",
        inputSchema: .object([
            "type": "object",
            "properties": .object([
                "foreground": .object(["type": "string", "description": "The text colour"]),
                "background": .object(["type": "string", "description": "The colour behind it"]),
            ]),
            "required": .array(["foreground", "background"]),
        ]),
        annotations: .init(readOnlyHint: true)
    )

    static func answer(_ arguments: [String: Value], in snapshot: ContentState.Snapshot) throws -> ToolAnswer {
        let foreground = try colors(try Arguments.string("foreground", in: arguments), in: snapshot)
        let background = try colors(try Arguments.string("background", in: arguments), in: snapshot)
        var lines: [String] = [], rows: [Value] = []
        for appearance in Appearance.allCases {
            let ratio = foreground[appearance].contrastRatio(on: background[appearance])
            let level = ContrastLevel(ratio: ratio)
            let name = DTCGNames.context(appearance)
            let verdict = level == .fails ? "fails AA" : level.rawValue.uppercased()
            lines.append("\(name): \(String(format: "%.2f", ratio)):1, \(verdict)")
            rows.append(.object([
                "appearance": .string(name), "ratio": .double((ratio * 100).rounded() / 100),
                "level": .string(level.rawValue),
            ]))
        }
        return ToolAnswer(text: lines.joined(separator: "\n"), structured: .object(["appearances": .array(rows)]))
    }

    /// A colour in each appearance: a colour token's values, a system colour's, or one hex for all.
    static func colors(_ name: String, in snapshot: ContentState.Snapshot) throws -> AppearanceValues<RGBA> {
        if name.hasPrefix("#") {
            guard let rgba = RGBA(hex: name) else { throw ToolRefusal("'\(name)' is not a hex colour") }
            return AppearanceValues(light: rgba)
        }
        if let system = SystemColor.all[name] {
            return AppearanceValues(
                light: system.light, dark: system.dark, lightHighContrast: system.lightHighContrast,
                darkHighContrast: system.darkHighContrast
            )
        }
        guard let token = LookUpToken.find(name, in: snapshot) else {
            throw ToolRefusal("'\(name)' is neither a colour token, a hex colour nor a system colour")
        }
        let rgba = { (appearance: Appearance) -> RGBA? in
            if case .color(let color) = token.values[appearance] { color.rgba } else { nil }
        }
        guard let light = rgba(.light) else {
            throw ToolRefusal("\(token.path) is a \(token.kind) token, not a colour")
        }
        return AppearanceValues(
            light: light, dark: rgba(.dark), lightHighContrast: rgba(.lightHighContrast),
            darkHighContrast: rgba(.darkHighContrast)
        )
    }
}

