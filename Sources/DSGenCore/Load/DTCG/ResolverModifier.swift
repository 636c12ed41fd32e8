/// A resolver modifier that is not an appearance (a brand, a density): the site lists it, and
/// dsgen reads its default context.
public struct ResolverModifier: Hashable, Sendable {
    public var name: String
    public var description: String?
    public var contexts: [String]
    public var defaultContext: String
    public var location: SourceLocation

    /// Whether the contexts are Dynamic Type sizes, whose typography the pages show side by side.
    public var isDynamicTypeSize: Bool { DynamicTypeSize.areSizes(contexts) }
}
