import DSGenCore
import Foundation

/// Tokens Studio's `$themes.json` written as the DTCG resolver it stands for: the sets every
/// theme takes are the resolver's base set, and each group of themes (or all of them, without
/// groups) is a modifier whose contexts are the themes, each with the sets it enables beyond the
/// base. A group of Light and Dark themes is then an appearance modifier, as any resolver's is.
enum TokensStudioThemes {
    /// The resolver's text, or nil when the file lists no themes; `sets` are the set names that
    /// have a file in the same folder (`core/colors` for `core/colors.json`).
    static func resolver(_ data: Data, sets: Set<String>) -> String? {
        guard let themes = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]],
              !themes.isEmpty else { return nil }
        let enabled: [(name: String, group: String, sets: [String])] = themes.compactMap { theme in
            guard let name = theme["name"] as? String,
                  let selected = theme["selectedTokenSets"] as? [String: String] else { return nil }
            let chosen = selected.filter { $0.value != "disabled" && sets.contains($0.key) }.map(\.key).sorted()
            return (name, theme["group"] as? String ?? "theme", chosen)
        }
        guard !enabled.isEmpty else { return nil }
        let base = enabled.dropFirst().reduce(Set(enabled[0].sets)) { $0.intersection($1.sets) }
        var modifiers: [String: Any] = [:]
        var groups: [String] = []
        for theme in enabled {
            if !groups.contains(theme.group) { groups.append(theme.group) }
            var modifier = modifiers[theme.group] as? [String: Any]
                ?? ["default": theme.name, "contexts": [String: Any]()]
            var contexts = modifier["contexts"] as? [String: Any] ?? [:]
            contexts[theme.name] = references(theme.sets.filter { !base.contains($0) })
            modifier["contexts"] = contexts
            modifiers[theme.group] = modifier
        }
        let resolver: [String: Any] = [
            "version": DTCGNames.version,
            "description": "Written by dsgen init from Tokens Studio's $themes.json.",
            "sets": ["base": ["sources": references(base.sorted())]],
            "modifiers": modifiers,
            "resolutionOrder": [["$ref": "#/sets/base"]] + groups.map { ["$ref": "#/modifiers/" + $0] },
        ]
        guard let json = try? JSONSerialization.data(
            withJSONObject: resolver,
            options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        ) else {
            return nil
        }
        return String(decoding: json, as: UTF8.self) + "\n"
    }

    private static func references(_ sets: [String]) -> [[String: String]] {
        sets.map { ["$ref": $0 + ".tokens.json"] }
    }
}
