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
        var defaults: [String: String] = [:]
        var contexts: [String: [String: JSONOutput]] = [:]
        var groups: [String] = []
        for theme in enabled {
            if !groups.contains(theme.group) { groups.append(theme.group) }
            if defaults[theme.group] == nil { defaults[theme.group] = theme.name }
            contexts[theme.group, default: [:]][theme.name] = references(theme.sets.filter { !base.contains($0) })
        }
        // Each group's modifier: its first theme is its default.
        let modifiers = Dictionary(uniqueKeysWithValues: groups.map { group -> (String, JSONOutput) in
            (group, ["default": .string(defaults[group] ?? ""), "contexts": .object(contexts[group] ?? [:])])
        })
        let resolver: JSONOutput = [
            "version": .string(DTCGNames.version),
            "description": "Written by dsgen init from Tokens Studio's $themes.json.",
            "sets": ["base": ["sources": references(base.sorted())]],
            "modifiers": .object(modifiers),
            "resolutionOrder": .array(
                [["$ref": "#/sets/base"]] + groups.map { ["$ref": .string("#/modifiers/" + $0)] }
            ),
        ]
        return resolver.text(.pretty)
    }

    private static func references(_ sets: [String]) -> JSONOutput {
        .array(sets.map { ["$ref": .string($0 + ".tokens.json")] })
    }
}
