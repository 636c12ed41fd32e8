/// A caseless enum of the generated file, built from the dotted Swift names of the tokens:
/// `DesignSystem.Status.Budget.met` lives in `Budget`, inside `Status`, inside `DesignSystem`.
///
/// Entries keep the order in which their first token was declared, so the file reads in the
/// order of the spec and is the same on every run.
struct SwiftNamespace: Sendable {
    indirect enum Entry: Sendable {
        case namespace(SwiftNamespace)
        case member(SwiftMember)
    }

    /// The namespace's own segments, from the file's top: `["DesignSystem", "Colors"]`.
    var path: [String]
    var entries: [Entry] = []

    init(path: [String]) {
        self.path = path
    }

    /// Adds `member` in the namespace `segments` below this one, creating what is missing.
    mutating func insert(_ member: SwiftMember, under segments: ArraySlice<String>) {
        guard let first = segments.first else {
            entries.append(.member(member))
            return
        }
        let index = entries.firstIndex {
            if case .namespace(let child) = $0 { child.path.last == first } else { false }
        }
        var child = SwiftNamespace(path: path + [first])
        if let index, case .namespace(let existing) = entries[index] { child = existing }
        child.insert(member, under: segments.dropFirst())
        if let index { entries[index] = .namespace(child) } else { entries.append(.namespace(child)) }
    }

    /// The enum's lines, from its doc comment to its closing brace, each starting with `indent`.
    func lines(indent: String) -> [String] {
        var lines = [indent + "/// " + summary, indent + "public enum \(SwiftSpelling.identifier(path.last ?? "")) {"]
        for (index, entry) in entries.enumerated() {
            if index > 0 { lines.append("") }
            switch entry {
            case .namespace(let child): lines += child.lines(indent: indent + "    ")
            case .member(let member): lines += member.lines(indent: indent + "    ")
            }
        }
        return lines + [indent + "}"]
    }

    /// What the enum holds: the groups of its own tokens, else the namespaces below it.
    private var summary: String {
        var groups: [String] = []
        for case .member(let member) in entries where !groups.contains(member.group) {
            groups.append(member.group)
        }
        if !groups.isEmpty {
            let names = groups.map { "`\($0)`" }.joined(separator: ", ")
            return groups.count == 1 ? "The tokens of the \(names) group." : "The tokens of the \(names) groups."
        }
        if path.count == 1 { return "The design system's tokens, in the groups of its spec." }
        return "The token groups under `\(path.joined(separator: "."))`."
    }
}

/// One token as a `public static let`, with its doc comment and attributes.
struct SwiftMember: Sendable {
    var name: String
    /// The token's group, for the enclosing enum's doc comment: `colors` for `colors.error`.
    var group: String
    var summary: String?
    /// `@available(…)` lines.
    var attributes: [String]
    var value: SwiftValue

    func lines(indent: String) -> [String] {
        let paragraphs = [summary].compactMap { $0 } + value.remarks
        var lines: [String] = []
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { lines.append(indent + "///") }
            lines.append(indent + "/// " + paragraph)
        }
        lines += attributes.map { indent + $0 }
        let declaration = "public static let \(SwiftSpelling.identifier(name)): \(value.type) = \(value.expression)"
        return lines + declaration.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }
    }
}
