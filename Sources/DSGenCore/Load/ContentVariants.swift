/// The content in each other context of the resolvers' theme modifiers (a brand, a size), one
/// modifier changed at a time and the others at their default: what the token index shows for
/// each context, and what every command checks, so that `build`, `export` and `lint` agree on a
/// file only such a context names.
public struct ContentVariant: Sendable {
    public var modifier: String
    public var context: String
    public var system: DesignSystem
}

extension ContentLoader {
    /// Each other context of `system`'s theme modifiers, loaded, and the errors that only those
    /// contexts have (what the default context has was reported with it, in `known`).
    public static func variants(
        of system: DesignSystem, contentDirectory directory: String, cache: PageCache? = nil, known: [Diagnostic],
        listing: FolderListing.Listing? = nil
    ) -> ([ContentVariant], [Diagnostic]) {
        var variants: [ContentVariant] = []
        var diagnostics: [Diagnostic] = []
        var reported = Set(known)
        for modifier in system.themes {
            for context in modifier.contexts where context != modifier.defaultContext {
                let (variant, found) = load(
                    contentDirectory: directory, cache: cache, themes: [modifier.name: context], listing: listing
                )
                // Each error once, though every context may meet it.
                diagnostics += found.filter { $0.severity == .error && reported.insert($0).inserted }
                if let variant {
                    variants.append(ContentVariant(modifier: modifier.name, context: context, system: variant))
                }
            }
        }
        return (variants, diagnostics)
    }
}
