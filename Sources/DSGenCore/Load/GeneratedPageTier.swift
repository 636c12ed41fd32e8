/// Where a generated page's group stands in the design system: raw values (a palette, a scale),
/// what they mean (aliases into them), or one component's. When a design system's generated pages
/// fall into more than one tier, each tier is a folder of the sidebar's "Tokens" section.
public enum GeneratedPageTier: String, CaseIterable, Hashable, Sendable {
    case primitive, semantic, component

    /// The tier's folder below the generated pages' folder, numbered for its place.
    var folder: String {
        switch self {
        case .primitive: "1-primitives"
        case .semantic: "2-semantic"
        case .component: "3-components"
        }
    }

    /// The tier of the group at `path`: `generated_pages: tiers:` when it names the group; a
    /// component's when a name of its path is a component's (or `component`, `components`);
    /// semantic when most of its tokens are aliases, unless its names say it is a base layer
    /// (`base`, `core`, `palette`, `primitives`, `ref`, `global`); otherwise primitive.
    static func of(_ path: String, tokens: [Token], setting: GeneratedPagesSetting) -> GeneratedPageTier {
        if let tier = setting.tiers[path] { return tier }
        let names = path.lowercased().split(separator: ".").map(String.init)
        if (names + words(of: path)).contains(where: componentNames.contains) { return .component }
        if names.contains(where: baseNames.contains) { return .primitive }
        var count = 0, aliases = 0
        for token in tokens where token.path.hasPrefix(path + ".") {
            count += 1
            if case .alias = token.values.light { aliases += 1 }
        }
        return aliases * 2 > count ? .semantic : .primitive
    }

    /// The words of a path's names: `buttonCounter` and `progress-bar` are two each.
    private static func words(of path: String) -> [String] {
        var words: [String] = []
        var word = ""
        for character in path {
            if character.isUppercase || !(character.isLetter || character.isNumber) {
                if !word.isEmpty { words.append(word) }
                word = character.isLetter ? character.lowercased() : ""
            } else {
                word.append(character)
            }
        }
        return word.isEmpty ? words : words + [word]
    }

    static let baseNames: Set<String> = [
        "base", "core", "palette", "primitive", "primitives", "ref", "reference", "global", "foundation", "foundations",
    ]
    static let componentNames: Set<String> = [
        "component", "components", "button", "buttons", "card", "badge", "chip", "input", "textfield", "checkbox",
        "radio", "switch", "toggle", "tab", "tabs", "tooltip", "menu", "dialog", "modal", "avatar", "banner", "toast",
        "counter", "navbar", "toolbar", "select", "slider", "stepper", "popover", "segmentedcontrol", "sheet",
        "nav", "progress", "spinner", "skeleton", "loader", "control", "knob", "label", "picker",
    ]
}
