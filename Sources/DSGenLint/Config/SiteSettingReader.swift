import DSGenCore
import Foundation
import Yams

/// Reads `site` in `dsgen.yml`: the guide's title, logo and accent colour (see `SiteSetting`).
enum SiteSettingReader {
    static let keys = ["title", "logo", "accent"]

    static func setting(_ node: Node, at: (Node) -> SourceLocation) throws -> SiteSetting {
        guard let mapping = node.mapping else {
            throw Diagnostic(
                .configuration, at: at(node), "'site' takes a mapping of title, logo and accent, such as 'title: Shop'"
            )
        }
        var setting = SiteSetting()
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard keys.contains(key) else {
                throw Diagnostic.unknownKey(key, "in 'site'", keys: keys, at: at(keyNode))
            }
            let text = value.scalar?.string.trimmingCharacters(in: .whitespaces) ?? ""
            guard !text.isEmpty else {
                // `accent: #0060DF` is a key and a comment to YAML.
                let hint = key == "accent" ? ", in quotes (a # starts a comment in YAML): accent: \"#0060DF\"" : ""
                throw Diagnostic(.configuration, at: at(value), "'\(key)' takes plain text\(hint)")
            }
            switch key {
            case "title": setting.title = text
            case "logo": (setting.logo, setting.logoLocation) = (text, at(value))
            default: (setting.accent, setting.accentLocation) = (try accent(text, at(value)), at(value))
            }
        }
        return setting
    }

    /// `#0060DF`, or light and dark: `#0060DF | #5EA8FF`.
    private static func accent(_ text: String, _ location: SourceLocation) throws -> [RGBA] {
        let parts = text.split(separator: "|", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let colors = parts.compactMap { RGBA(hex: $0) }
        guard (1...2).contains(parts.count), colors.count == parts.count else {
            throw Diagnostic(
                .configuration, at: location,
                "'accent' is a colour in hex, such as \"#0060DF\", or light and dark: \"#0060DF | #5EA8FF\"; " +
                    "'\(text)' is not"
            )
        }
        return colors
    }
}
