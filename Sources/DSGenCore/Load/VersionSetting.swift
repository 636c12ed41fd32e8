/// `versions:` in `dsgen.yml`: the earlier versions of the guide a build publishes beside the
/// working tree's, newest first, as the version menu lists them.
///
///     versions:
///       - v2.0                          # a tag or a branch, labelled as it is named
///       - revision: release/1.2         # published under v/release-1.2/
///         label: "1.2 (LTS)"
public struct VersionSetting: Hashable, Sendable {
    /// The git revision (a tag, a branch, a commit) the version is built from.
    public var revision: String
    /// How the menu names it: the revision unless the entry gives a label.
    public var label: String
    /// Where the entry is written in `dsgen.yml`, for a version that cannot be built.
    public var location: SourceLocation

    public init(revision: String, label: String? = nil, location: SourceLocation) {
        self.revision = revision
        self.label = label ?? revision
        self.location = location
    }

    /// The folder of the site the version is published in, under `v/`: the revision with each
    /// character a folder name should not hold made a hyphen (`release/1.2` → `release-1.2`).
    public var folderName: String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        let name = String(revision.map { allowed.contains($0) ? $0 : "-" })
        return name.allSatisfy { $0 == "." } ? name.replacingOccurrences(of: ".", with: "-") : name
    }
}
