import Foundation

/// A folder Tokens Studio syncs (its `.json` sets beside `$themes.json` and `$metadata.json`) as the DTCG
/// resolver it stands for. Sets every theme takes, and a group with a single theme, are the base; each
/// group of themes is a modifier whose contexts are the themes, each with the sets it adds. Themes with
/// no group are grouped by their names: light, dark and high contrast are the appearance, platforms a
/// `platform` modifier (iOS by default), the others a `theme` modifier.
public struct TokensStudioProject: Sendable {
    public struct Modifier: Sendable {
        public var name: String
        public var defaultContext: String
        public var contexts: [(name: String, sets: [String])]
    }

    /// The sets every reading takes, in the order they apply (later sets win).
    public var base: [String]
    public var modifiers: [Modifier]

    /// `sets` are the set names with a file in the folder (`core/colors` for `core/colors.json`).
    public static func read(themes: Data?, metadata: Data?, sets: [String]) -> TokensStudioProject {
        let order = setOrder(metadata, sets: sets)
        let themes = read(themes, sets: Set(sets), order: order)
        var groups: [String] = []
        for theme in themes where !groups.contains(theme.group) { groups.append(theme.group) }
        let single = groups.filter { group in themes.filter { $0.group == group }.count == 1 }
        var base = themes.isEmpty ? order : themes.dropFirst().reduce(themes[0].sets) { shared, theme in
            shared.filter(theme.sets.contains)
        }
        for theme in themes where single.contains(theme.group) { base += theme.sets.filter { !base.contains($0) } }
        base = order.filter(base.contains)
        let modifiers = groups.filter { !single.contains($0) }.map { group in
            let members = themes.filter { $0.group == group }
            let first = members.first { ["ios", "light"].contains($0.name.lowercased()) } ?? members[0]
            return Modifier(
                name: group, defaultContext: first.name,
                contexts: members.map { theme in (theme.name, theme.sets.filter { !base.contains($0) }) }
            )
        }
        return TokensStudioProject(base: base, modifiers: modifiers)
    }

    /// The resolver's text, each set written as its name + `suffix` (`.json`, `.tokens.json`).
    public func resolver(suffix: String) -> String {
        resolver { $0 + suffix }
    }

    /// The resolver's text, each set written as `reference` gives it (`all.json#/core`).
    public func resolver(reference: (String) -> String) -> String {
        func references(_ names: [String]) -> JSONOutput { .array(names.map { ["$ref": .string(reference($0))] }) }
        var written: [String: JSONOutput] = [:]
        for modifier in modifiers {
            written[modifier.name] = [
                "default": .string(modifier.defaultContext),
                "contexts": .object(Dictionary(
                    modifier.contexts.map { ($0.name, references($0.sets)) }, uniquingKeysWith: { first, _ in first }
                )),
            ]
        }
        let resolver: JSONOutput = [
            "version": .string(DTCGNames.version),
            "description": "Tokens Studio's themes, as a DTCG resolver.",
            "sets": ["base": ["sources": references(base)]],
            "modifiers": .object(written),
            "resolutionOrder": .array(
                [["$ref": "#/sets/base"]] + modifiers.map { ["$ref": .string("#/modifiers/" + $0.name)] }
            ),
        ]
        return resolver.text(.pretty)
    }

    /// `2 sets in every theme; appearance: Light, Dark; platform: iOS (read), Android`.
    public var summary: String {
        let sets = "\(base.count) \(base.count == 1 ? "set" : "sets") in every theme"
        return ([sets] + modifiers.map { modifier in
            let names = modifier.contexts.map { context in
                context.name + (modifier.name == "appearance" || context.name != modifier.defaultContext
                    ? "" : " (read)")
            }
            return "\(modifier.name): \(names.joined(separator: ", "))"
        }).joined(separator: "; ")
    }

    /// The sets in `$metadata.json`'s `tokenSetOrder`, then the others by name.
    private static func setOrder(_ metadata: Data?, sets: [String]) -> [String] {
        let object = metadata.flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any]
        let listed = (object?["tokenSetOrder"] as? [String] ?? []).filter(sets.contains)
        return listed + sets.filter { !listed.contains($0) }.sorted()
    }

    private static func read(
        _ data: Data?, sets: Set<String>, order: [String]
    ) -> [(name: String, group: String, sets: [String])] {
        let list = data.flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [[String: Any]] ?? []
        return list.compactMap { theme in
            guard let name = theme["name"] as? String,
                  let selected = theme["selectedTokenSets"] as? [String: String] else { return nil }
            let chosen = selected.filter { $0.value != "disabled" && sets.contains($0.key) }.keys
            return (name, theme["group"] as? String ?? inferredGroup(of: name), order.filter(chosen.contains))
        }
    }

    private static let platforms: Set<String> = [
        "ios", "ipados", "macos", "watchos", "tvos", "visionos", "android", "web", "desktop", "mobile",
    ]

    private static func inferredGroup(of name: String) -> String {
        if DTCGNames.appearance(context: name) != nil { return "appearance" }
        return platforms.contains(name.lowercased()) ? "platform" : "theme"
    }
}
