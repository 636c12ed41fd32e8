import DSGenCore
import Yams

/// Reads `contrast` in `dsgen.yml`: the appearances whose contrast the team answers for, beside
/// those its spec writes.
///
///     contrast:
///       appearances: [light-high-contrast, dark-high-contrast]
enum ContrastSettingReader {
    static func appearances(_ node: Node, at: (Node) -> SourceLocation) throws -> Set<Appearance> {
        guard let mapping = node.mapping else {
            throw Diagnostic(
                .configuration, at: at(node), "'contrast' takes a mapping, such as 'appearances: [light-high-contrast]'"
            )
        }
        var appearances: Set<Appearance> = []
        for (keyNode, value) in mapping {
            guard keyNode.string == "appearances" else {
                throw Diagnostic(
                    .configuration, at: at(keyNode),
                    "unknown key '\(keyNode.string ?? "")' under 'contrast'; the key is appearances"
                )
            }
            for item in value.sequence.map(Array.init) ?? [value] {
                let name = item.string ?? ""
                guard let appearance = Self.names[name] else {
                    throw Diagnostic(
                        .configuration, at: at(item),
                        "'\(name)' is no appearance (light, dark, light-high-contrast, dark-high-contrast)" +
                            Suggestion.hint(for: name, in: Array(Self.names.keys).sorted())
                    )
                }
                appearances.insert(appearance)
            }
        }
        return appearances
    }

    /// Each appearance by its DTCG context name and by dsgen's own.
    static let names: [String: Appearance] = Dictionary(
        Appearance.allCases.flatMap { [(DTCGNames.context($0), $0), ($0.rawValue, $0)] },
        uniquingKeysWith: { first, _ in first }
    )
}
