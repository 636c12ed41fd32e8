import DSGenCore

/// A colour token named for its hue rather than for what it is used for.
struct NonSemanticColorNameRule: SpecRule {
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .nonSemanticColorName,
        summary: "A colour token is named for its hue, not its purpose.",
        severity: .warning,
        triggering: [
            "```tokens colors kind=color\n↓blue #007AFF\n```",
            "```tokens colors kind=color\n↓brandOrange #FF9500 | #FF9F0A\n```",
        ],
        nonTriggering: [
            "```tokens colors kind=color\nlink #007AFF\nbrandAccent #FF9500\n```",
            "```tokens spacing kind=dimension\nred 8pt\n```",
            "```tokens colors kind=color\nblueprint #1F3A93\n```",
            "```tokens palette kind=color\ngreen900 #1B5E2E\ngray50 #FAFAFA\n```",
            "```tokens base kind=color\nteal #30B0C7\n```\n```tokens colors kind=color\nlink {base.teal}\n```",
            "```tokens base kind=color\nblack #000000\nwhite #FFFFFF\n```\n" +
                "```tokens colors kind=color\ntext {base.white} | {base.black}\n```",
            "```tokens palette.neutral kind=color\nblack #1F2328\nwhite #FFFFFF\n```",
            "```tokens color.blue kind=color\nblue500 #0969DA\n```\n```tokens color kind=color\nblack #000000\n```",
        ]
    )

    static let hues: Set = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "gray", "grey", "black", "white", "magenta", "violet", "lime", "navy", "maroon", "olive", "beige", "gold",
        "silver", "crimson", "scarlet", "turquoise", "aqua", "lavender", "coral", "salmon",
    ]

    func check(_ system: DesignSystem, configuration: LintConfiguration) -> [Diagnostic] {
        // A palette layer is named for its hues by design: a numbered step of a ramp (`green900`),
        // a colour that semantic tokens alias (`link` → `{base.teal}`), or any colour under a group
        // that design systems name their palette layer by (`base.color.black`, `md.ref.palette`).
        // An alias in any appearance counts: a palette's black may be named by dark values only.
        var aliased = Set(system.tokens.compactMap(\.aliasOf))
        for resolved in system.tokens {
            for value in resolved.token.values.declared {
                if case .alias(let reference) = value { aliased.insert(reference.path) }
                if case .color(let color) = value { aliased.formUnion(color.references.map(\.path)) }
            }
        }
        // A colour beside numbered ramps (`color.black` beside `color.blue.500`) is in the palette too.
        let rampHolders = Set(system.tokens.filter { $0.kind == .color && $0.token.name.last?.isNumber == true }
            .map { Self.group(of: Self.group(of: $0.path)) }.filter { !$0.isEmpty })
        return system.tokens.filter { $0.kind == .color }.compactMap { resolved in
            let token = resolved.token
            guard !aliased.contains(token.path), token.name.last?.isNumber != true,
                  !Self.isPaletteLayer(token.path), !rampHolders.contains(Self.group(of: token.path))
            else { return nil }
            guard let hue = Self.words(of: token.name).first(where: Self.hues.contains) else { return nil }
            return finding(
                at: token.location,
                "colour token '\(token.path)' is named for its hue ('\(hue)'); name it for what it is used for, " +
                    "such as 'link' or 'warning', so that changing the colour does not make the name wrong"
            )
        }
    }

    /// `color.blue` for `color.blue.500`; "" for a token outside any group.
    private static func group(of path: String) -> String {
        path.lastIndex(of: ".").map { String(path[..<$0]) } ?? ""
    }

    /// The group names published design systems give their layer of raw colours.
    static let paletteGroups: Set = ["base", "palette", "palettes", "primitive", "primitives", "ref", "core", "global"]

    static func isPaletteLayer(_ path: String) -> Bool {
        path.split(separator: ".").dropLast().contains { paletteGroups.contains($0.lowercased()) }
    }

    /// The lower-cased words of a camelCase or snake_case name: `brandOrange2` → [brand, orange].
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase || character == "_" || character.isNumber {
                if !current.isEmpty { words.append(current) }
                current = character.isLetter ? character.lowercased() : ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
