import DSGenCore
import DSGenLint

/// The app's themes as `dsgen init` writes them: fences cannot hold a theme, so each family is a
/// DTCG token file per theme under `tokens/themes/FAMILY/`, and a resolver whose modifier has a
/// context per theme (the first its default), so the guide shows every theme and lint knows the
/// family's members (`ColorSet.tintColor`).
enum InitThemeFiles {
    /// Content path → file text.
    static func files(_ families: [AppTokens.Themes]) -> [String: String] {
        var files: [String: String] = [:]
        for family in families {
            let group = TokenReading.lowerCamel(family.name)
            var contexts: [String: JSONOutput] = [:]
            for theme in family.themes {
                let path = "themes/\(group)/\(theme.name).tokens.json"
                files["tokens/" + path] = tokens(theme.values, group: group, swiftPrefix: family.name)
                contexts[theme.name] = .array([["$ref": .string(path)]])
            }
            let resolver: JSONOutput = [
                "version": .string(DTCGNames.version),
                "description": .string("Written by dsgen init from the types that conform to \(family.name)."),
                "modifiers": [
                    group: ["default": .string(family.themes.first?.name ?? ""), "contexts": .object(contexts)],
                ],
                "resolutionOrder": [["$ref": .string("#/modifiers/" + group)]],
            ]
            files["tokens/\(group).resolver.json"] = resolver.text(.pretty)
        }
        return files
    }

    /// One theme's values as a DTCG file, each read by the spec's own parser from how a token
    /// line writes it.
    private static func tokens(
        _ values: [(member: String, kind: DSGenCore.TokenKind, value: String)], group: String, swiftPrefix: String
    ) -> String {
        let fences = [DSGenCore.TokenKind.color, .dimension].map { kind in
            "```tokens \(group) kind=\(kind)\n" + values.filter { $0.kind == kind }.map { "\($0.member) \($0.value)\n" }
                .joined() + "```\n"
        }.joined(separator: "\n")
        let page = PageParser.parse("# Theme\n\n" + fences, path: "theme.md", displayPath: "theme.md")
        let system = DesignSystem.read([page]).0
        var members: [String: JSONOutput] = [:]
        for token in system.tokens {
            guard let value = dtcgValue(token.values.light) else { continue }
            members[token.token.name] = [
                "$type": .string(token.kind == .color ? "color" : "dimension"), "$value": value,
                "$extensions": [DTCGNames.extensionKey: ["swift": .string(swiftPrefix + "." + token.token.name)]],
            ]
        }
        let root: JSONOutput = [group: .object(members)]
        return root.text(.pretty)
    }

    private static func dtcgValue(_ value: TokenValue) -> JSONOutput? {
        switch value {
        case .color(let color):
            guard let rgba = color.rgba else { return nil }
            let round = { (channel: Double) in JSONOutput.number((channel * 10000).rounded() / 10000) }
            return [
                "colorSpace": "srgb", "components": .array([round(rgba.red), round(rgba.green), round(rgba.blue)]),
                "alpha": round(rgba.alpha),
            ]
        case .dimension(let points): return ["value": .number(points), "unit": "px"]
        default: return nil
        }
    }
}
