import DSGenCore
import Testing

/// A small design system of two groups, written as a page, that random edits change: a group of
/// colours (some with a dark value) and a group of sizes whose kind may change; tokens alias
/// earlier ones of their group and may be deprecated for another.
struct RandomSpec {
    struct Entry {
        var name: String
        var light: Int
        var dark: Int?
        /// The name of an earlier token of the group that this one aliases.
        var alias: String?
        var deprecatedFor: String?
    }

    struct Group {
        var name: String
        var kind: String
        var prefix: String
        var entries: [Entry]
    }

    var groups: [Group]
    private var nextName = 0

    static func make(_ random: inout SplitMix) -> RandomSpec {
        var spec = RandomSpec(groups: [
            Group(name: "colors", kind: "color", prefix: "DS.Colors", entries: []),
            Group(name: "sizes", kind: "dimension", prefix: "DS.Sizes", entries: []),
        ])
        for _ in 0..<random.int(2...6) { spec.add(&random) }
        // The old version has aliases, dark values and deprecations of its own, for the edits to undo.
        for _ in 0..<random.int(0...4) { spec.edit(&random) }
        return spec
    }

    var text: String {
        "# Tokens\n\n" + groups.map { group in
            "```tokens \(group.name) kind=\(group.kind) swift=\(group.prefix)\n"
                + group.entries.map { line($0, in: group) + "\n" }.joined() + "```\n\n"
        }.joined()
    }

    func system() throws -> DesignSystem {
        let (system, diagnostics) = DesignSystem.read([PageParser.parse(text, path: "t.md", displayPath: "t.md")])
        #expect(!diagnostics.containsErrors, "\(diagnostics)\n\(text)")
        return system
    }

    private func line(_ entry: Entry, in group: Group) -> String {
        let literal = { (value: Int) in
            switch group.kind {
            case "color": "#" + String(repeating: String(value % 16, radix: 16).uppercased(), count: 6)
            case "dimension": "\(value)pt"
            default: "\(value)"
            }
        }
        var value = entry.alias.map { "{\(group.name).\($0)}" } ?? literal(entry.light)
        if entry.alias == nil, let dark = entry.dark { value += " | " + literal(dark) }
        let deprecation = entry.deprecatedFor.map { " @deprecated({\(group.name).\($0)})" } ?? ""
        return entry.name + " " + value + deprecation
    }

    mutating func edit(_ random: inout SplitMix) {
        switch random.int(0...8) {
        case 0: add(&random)
        case 1: remove(&random)
        case 2:
            let value = random.int(1...40)
            change(&random) { $0.light = value }
        case 3:
            let value = random.int(1...40)
            change(&random) { $0.dark = $0.dark == nil ? value : nil }
        case 4: makeAlias(&random)
        case 5: deprecate(&random)
        case 6: groups[1].kind = groups[1].kind == "dimension" ? "number" : "dimension"
        case 7:
            let group = random.int(0...1)
            groups[group].prefix = groups[group].prefix.hasSuffix("2") ? String(groups[group].prefix.dropLast()) :
                groups[group].prefix + "2"
        default: rename(&random)
        }
    }

    mutating func add(_ random: inout SplitMix) {
        let group = random.int(0...1)
        nextName += 1
        groups[group].entries.append(Entry(
            name: "t\(nextName)", light: random.int(1...40),
            dark: group == 0 && random.chance() ? random.int(1...40) : nil
        ))
    }

    /// Removes a token; what aliased it or was deprecated for it gets a value of its own.
    private mutating func remove(_ random: inout SplitMix) {
        guard let (group, index) = pick(&random) else { return }
        let name = groups[group].entries.remove(at: index).name
        forget(name, in: group)
    }

    private mutating func forget(_ name: String, in group: Int) {
        for index in groups[group].entries.indices {
            if groups[group].entries[index].alias == name { groups[group].entries[index].alias = nil }
            if groups[group].entries[index].deprecatedFor == name { groups[group].entries[index].deprecatedFor = nil }
        }
    }

    private mutating func change(_ random: inout SplitMix, _ edit: (inout Entry) -> Void) {
        guard let (group, index) = pick(&random) else { return }
        edit(&groups[group].entries[index])
        if group == 1 { groups[group].entries[index].dark = nil }
    }

    private mutating func makeAlias(_ random: inout SplitMix) {
        guard let (group, index) = pick(&random) else { return }
        if index == 0 || groups[group].entries[index].alias != nil {
            groups[group].entries[index].alias = nil
        } else {
            groups[group].entries[index].alias = groups[group].entries[random.int(0...index - 1)].name
        }
    }

    private mutating func deprecate(_ random: inout SplitMix) {
        guard let (group, index) = pick(&random) else { return }
        let others = groups[group].entries.indices.filter { $0 != index }
        if groups[group].entries[index].deprecatedFor != nil || others.isEmpty {
            groups[group].entries[index].deprecatedFor = nil
        } else {
            let replacement = others[random.int(0...others.count - 1)]
            groups[group].entries[index].deprecatedFor = groups[group].entries[replacement].name
        }
    }

    /// Gives a token a new name (its value kept); what named it follows.
    private mutating func rename(_ random: inout SplitMix) {
        guard let (group, index) = pick(&random) else { return }
        nextName += 1
        let old = groups[group].entries[index].name, new = "t\(nextName)"
        groups[group].entries[index].name = new
        for other in groups[group].entries.indices {
            if groups[group].entries[other].alias == old { groups[group].entries[other].alias = new }
            if groups[group].entries[other].deprecatedFor == old { groups[group].entries[other].deprecatedFor = new }
        }
    }

    private func pick(_ random: inout SplitMix) -> (Int, Int)? {
        let all = groups.indices.flatMap { group in groups[group].entries.indices.map { (group, $0) } }
        return all.isEmpty ? nil : all[random.int(0...all.count - 1)]
    }
}
