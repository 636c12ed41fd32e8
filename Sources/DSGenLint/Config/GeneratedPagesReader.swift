import DSGenCore
import Yams

/// Reads `generated_pages` in `dsgen.yml`: `off`, or the titles and order of the pages made for
/// tokens no written page shows.
///
///     generated_pages:
///       titles: { fg: Foreground, bg: Backgrounds }
///       order: [color, fg, bg]
enum GeneratedPagesReader {
    static let keys = ["titles", "order", "tiers"]

    static func setting(_ node: Node, at: (Node) -> SourceLocation) throws -> GeneratedPagesSetting {
        if let scalar = node.scalar {
            switch scalar.string {
            case "off", "false", "no": return GeneratedPagesSetting(isOn: false)
            case "on", "true", "yes": return GeneratedPagesSetting()
            default:
                throw Diagnostic(
                    .configuration, at: at(node),
                    "'generated_pages' is off, on, or a mapping of titles and order, not '\(scalar.string)'"
                )
            }
        }
        guard let mapping = node.mapping else {
            throw Diagnostic(
                .configuration, at: at(node), "'generated_pages' is off, on, or a mapping of titles and order"
            )
        }
        var setting = GeneratedPagesSetting()
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "titles":
                guard let titles = value.mapping else {
                    throw Diagnostic(
                        .configuration, at: at(value),
                        "'titles' takes a mapping of groups to titles, such as 'fg: Text'"
                    )
                }
                for (group, title) in titles {
                    guard let name = group.string, let text = title.scalar?.string, !text.isEmpty else {
                        throw Diagnostic(.configuration, at: at(title), "a page's title is plain text, such as 'Text'")
                    }
                    setting.titles[name] = text
                }
            case "order":
                guard let sequence = value.sequence else {
                    throw Diagnostic(
                        .configuration, at: at(value), "'order' takes a list of groups, such as [color, fg]"
                    )
                }
                setting.order = try sequence.map { item in
                    guard let group = item.scalar?.string else {
                        throw Diagnostic(.configuration, at: at(item), "'order' takes a list of plain group names")
                    }
                    return group
                }
            case "tiers": setting.tiers = try tiers(value, at: at)
            default:
                throw Diagnostic.unknownKey(key, "in 'generated_pages'", keys: keys, at: at(keyNode))
            }
        }
        return setting
    }

    /// `tiers: { fg: semantic, button: component }`.
    private static func tiers(_ node: Node, at: (Node) -> SourceLocation) throws -> [String: GeneratedPageTier] {
        guard let mapping = node.mapping else {
            throw Diagnostic(
                .configuration, at: at(node), "'tiers' takes a mapping of groups to tiers, such as 'fg: semantic'"
            )
        }
        var tiers: [String: GeneratedPageTier] = [:]
        for (group, value) in mapping {
            guard let name = group.string, let tier = value.string.flatMap(GeneratedPageTier.init(rawValue:)) else {
                throw Diagnostic(
                    .configuration, at: at(value),
                    "a tier is primitive, semantic or component, not '\(value.string ?? "")'"
                )
            }
            tiers[name] = tier
        }
        return tiers
    }
}
