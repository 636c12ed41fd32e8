import DSGenCore

/// A caseless enum of the generated file, built from the dotted Swift names of the tokens:
/// `DesignSystem.Status.Budget.met` lives in `Budget`, inside `Status`, inside `DesignSystem`.
///
/// Entries keep the order in which their first token was declared, so the file reads in the
/// order of the spec and is the same on every run.
struct SwiftNamespace: Sendable {
    enum Entry: Sendable {
        /// The namespace at this index of `namespaces`.
        case namespace(Int)
        case member(SwiftMember)
    }

    /// The namespace's own segments, from the file's top: `["DesignSystem", "Colors"]`.
    var path: [String]
    private(set) var entries: [Entry] = []
    /// The namespaces below this one, each mutated in place and found by name, so that a group of
    /// tens of thousands of tokens is built in linear time.
    private(set) var namespaces: [SwiftNamespace] = []
    private var namespaceIndex: [String: Int] = [:]

    init(path: [String]) {
        self.path = path
    }

    /// Adds `member` in the namespace `segments` below this one, creating what is missing.
    mutating func insert(_ member: SwiftMember, under segments: ArraySlice<String>) {
        guard let first = segments.first else {
            entries.append(.member(member))
            return
        }
        let index: Int
        if let known = namespaceIndex[first] {
            index = known
        } else {
            index = namespaces.count
            namespaces.append(SwiftNamespace(path: path + [first]))
            namespaceIndex[first] = index
            entries.append(.namespace(index))
        }
        namespaces[index].insert(member, under: segments.dropFirst())
    }

    /// The enum's lines, from its doc comment to its closing brace, each starting with `indent`.
    func lines(indent: String) -> [String] {
        let name = SwiftSpelling.identifier(path.last ?? "")
        // A group spelt `Color.brand` at the top extends SwiftUI's type, as apps write tokens.
        let opening = path.count == 1 && SwiftPlatformTypes.isExtended(name)
            ? "extension \(name) {" : "public enum \(name) {"
        var lines = [indent + "/// " + summary, indent + opening]
        for (index, entry) in entries.enumerated() {
            if index > 0 { lines.append("") }
            switch entry {
            case .namespace(let child): lines += namespaces[child].lines(indent: indent + "    ")
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
