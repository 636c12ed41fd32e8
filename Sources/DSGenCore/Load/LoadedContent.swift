/// The content folder read in every context of its theme modifiers: the load step that `build`,
/// `serve`, `export` and `lint` share, so that they agree on what a folder holds and on the errors
/// only another context has (a brand's file that names a missing token).
public struct LoadedContent: Sendable {
    /// The design system in its default context; nil when the folder cannot be read at all.
    public let system: DesignSystem?
    /// What reading the default context found, sorted.
    public let diagnostics: [Diagnostic]
    /// The design system in each other context, one modifier changed at a time.
    public let variants: [ContentVariant]
    /// The errors only the other contexts have.
    public let variantDiagnostics: [Diagnostic]

    /// Reads `directory` in its default context, then in each other one. `cache`, `generatedPages`
    /// and `listing` are as `ContentLoader.load` takes them.
    public static func read(
        _ directory: String, cache: PageCache? = nil,
        generatedPages: GeneratedPagesSetting = GeneratedPagesSetting(), listing: FolderListing.Listing? = nil
    ) -> LoadedContent {
        let (system, diagnostics) = ContentLoader.load(
            contentDirectory: directory, cache: cache, generatedPages: generatedPages, listing: listing
        )
        let (variants, variantDiagnostics) = system.map {
            ContentLoader.variants(
                of: $0, contentDirectory: directory, cache: cache, known: diagnostics, listing: listing
            )
        } ?? ([], [])
        return LoadedContent(
            system: system, diagnostics: diagnostics, variants: variants, variantDiagnostics: variantDiagnostics
        )
    }

    /// What reading every context found: the default context's, then the others'.
    public var allDiagnostics: [Diagnostic] { diagnostics + variantDiagnostics }
}
