import DSGenCore
import Yams

/// Reads `versions` in `dsgen.yml`: a list of revisions, each a name or a mapping of `revision`
/// and `label` (see `VersionSetting`).
enum VersionSettingReader {
    static let keys = ["revision", "label"]

    static func versions(_ node: Node, at: (Node) -> SourceLocation) throws -> [VersionSetting] {
        guard let sequence = node.sequence else {
            throw Diagnostic(
                .configuration, at: at(node),
                "'versions' takes a list of git revisions, newest first, such as [v2.0, v1.0]"
            )
        }
        var versions: [VersionSetting] = []
        for item in sequence {
            let version = try version(item, at: at)
            if let same = versions.first(where: { $0.folderName == version.folderName }) {
                throw Diagnostic(
                    .configuration, at: version.location,
                    "'\(version.revision)' and '\(same.revision)' would both be published in " +
                        "v/\(version.folderName)/; list each version once"
                )
            }
            versions.append(version)
        }
        return versions
    }

    private static func version(_ node: Node, at: (Node) -> SourceLocation) throws -> VersionSetting {
        if let name = text(node) { return VersionSetting(revision: name, location: at(node)) }
        guard let mapping = node.mapping else {
            throw Diagnostic(
                .configuration, at: at(node),
                "a version is a git revision, such as v2.0, or a mapping such as {revision: v2.0, label: \"2.0\"}"
            )
        }
        var revision: String?
        var label: String?
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard keys.contains(key) else {
                throw Diagnostic.unknownKey(key, "in a version", keys: keys, at: at(keyNode))
            }
            guard let value = text(value) else {
                throw Diagnostic(.configuration, at: at(value), "'\(key)' takes plain text, such as v2.0")
            }
            if key == "revision" { revision = value } else { label = value }
        }
        guard let revision else {
            throw Diagnostic(.configuration, at: at(node), "a version needs its revision, such as 'revision: v2.0'")
        }
        return VersionSetting(revision: revision, label: label, location: at(node))
    }

    /// A scalar's text, trimmed; nil for an empty one or another node.
    private static func text(_ node: Node) -> String? {
        guard let text = node.scalar?.string.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        return text
    }
}
