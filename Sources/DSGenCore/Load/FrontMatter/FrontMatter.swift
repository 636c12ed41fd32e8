/// What a page's front matter (a YAML block between `---` lines at its top) says of the page:
/// its title, and the facts of the component it documents.
public struct FrontMatter: Hashable, Sendable {
    /// Where a component stands in its life.
    public enum Status: String, CaseIterable, Hashable, Sendable {
        case planned, beta, stable, deprecated

        /// The words other design systems use for a status that has one reading among dsgen's:
        /// a component that exists but is not stable yet is in beta.
        static let otherNames: [String: Status] = [
            "alpha": .beta, "experimental": .beta, "preview": .beta, "draft": .planned, "proposed": .planned,
            "legacy": .deprecated,
        ]

        /// The word a badge shows: `Beta`.
        public var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    /// A key dsgen does not read, kept for the check, which names each once for the whole site.
    public struct UnknownKey: Hashable, Sendable {
        public var name: String
        public var location: SourceLocation
    }

    /// The keys dsgen reads, in the order the docs list them.
    public static let keys = ["title", "status", "replacement", "since", "platforms", "owner", "source"]

    public var title: String?
    public var status: Status?
    /// The page that replaces a deprecated component, a link as written (`cards.md`).
    public var replacement: PageLink?
    /// The version that introduced the component, as written: `2.1`.
    public var since: String?
    public var platforms: [String] = []
    public var owner: String?
    /// The component's Swift file, a path from the repository's root, and where it is written.
    public var source: String?
    public var sourceLocation: SourceLocation?
    /// Values dsgen could not read (a status it does not know, a list where one word goes).
    public var problems: [Diagnostic] = []
    public var unknownKeys: [UnknownKey] = []

    public init() {}

    /// Whether the page documents a component: its front matter gives one of a component's facts.
    public var isComponent: Bool {
        status != nil || since != nil || !platforms.isEmpty || owner != nil || source != nil
    }
}
