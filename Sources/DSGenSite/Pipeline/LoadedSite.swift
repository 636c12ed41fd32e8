import DSGenCore
import DSGenLint
import Dispatch
import Foundation
import Synchronization

/// The load step of a build: the team's configuration, the content (its design system, the other
/// contexts of the theme's modifiers, the files to publish beside the pages) and the theme, each
/// with what went wrong reading it; then, from `AddedPages`, the pages dsgen adds. Nothing here is
/// checked; `CheckedSite` checks it.
struct LoadedSite: Sendable {
    let configuration: LintConfiguration
    /// Nil when the content cannot be read at all.
    var system: DesignSystem?
    /// What reading the content, the other contexts and the files to publish found, then what
    /// making dsgen's pages found (`AddedPages`).
    var diagnostics: [Diagnostic]
    let theme: Theme?
    let themeDiagnostics: [Diagnostic]
    /// The design system in each other context of the resolvers' theme modifiers, for the token
    /// index's switch: one modifier changed at a time, the others at their default.
    let variants: [(choice: ThemeChoice, system: DesignSystem)]
    /// The content folder's other files (images, PDFs, downloads), published as they are.
    let published: [PublishedFiles.File]
    /// The content folder as the user named it, which `published` paths are relative to.
    let contentDirectory: String
    /// How the app's sources use the tokens, when `dsgen.yml` lists them; `AddedPages` measures it.
    var usage: TokenUsage?
    /// What each component's Swift file says, by the path of its page; `AddedPages` reads them.
    var components: [String: ComponentSource]
    /// Whether earlier versions are published under `v/`, which no page of the content may be.
    var publishesVersions = false

    /// Reads what `options` name: the load step. Pages that have not changed since `cache` saw
    /// them are not parsed again. A configuration that cannot be read is thrown: nothing can be
    /// checked without it. The content folder is walked once, for its pages, its token files and
    /// the files it publishes, in every context; `listing` is that walk when the caller made it (a
    /// watcher of `dsgen serve`, which also took each file's status). `themeCache` keeps its theme.
    /// The pages dsgen adds to the content's come next, in `AddedPages`.
    static func load(
        _ options: BuildOptions, cache: PageCache, listing given: FolderListing.Listing? = nil,
        themeCache: ThemeCache? = nil
    ) throws(DiagnosticError) -> LoadedSite {
        let configuration: LintConfiguration
        let read = options.configuration.map(Result.success)
            ?? ConfigurationReader.read(explicitPath: options.configurationPath)
        switch read {
        case .success(let value): configuration = value
        case .failure(let diagnostic): throw DiagnosticError([diagnostic])
        }
        // The theme is read while the content folder is walked and its pages are read, and the
        // list of files to publish while the pages are.
        let templates = options.templatesDirectory
        let themeJob = SideJob { themeCache?.theme(overrides: templates) ?? Theme.load(overrides: templates) }
        let root = FolderListing.normalized(options.contentDirectory)
        let listing = ContentLoader.folderProblem(root) == nil ? given ?? FolderListing.listing(of: root) : nil
        let ((published, unreadable), content) = alongside({
            readablePublishedFiles(in: root, listing: listing)
        }) {
            LoadedContent.read(
                options.contentDirectory, cache: cache, generatedPages: configuration.generatedPages, listing: listing
            )
        }
        let (theme, themeDiagnostics) = themeJob.value
        // A plain .json file the loader read tokens from (Tokens Studio's file of sets) is not published.
        let tokenFiles = Set(content.system?.blocks.map(\.pagePath) ?? [])
        return LoadedSite(
            configuration: configuration,
            system: content.system,
            diagnostics: content.allDiagnostics + unreadable,
            theme: theme,
            themeDiagnostics: themeDiagnostics,
            variants: content.variants.map {
                (choice: ThemeChoice(modifier: $0.modifier, context: $0.context), system: $0.system)
            },
            published: published.filter { file in
                !tokenFiles.contains(file.path)
                    && !PublishedFiles.isFigmaVariables(options.contentDirectory + "/" + file.path)
            },
            contentDirectory: options.contentDirectory,
            usage: nil,
            components: [:],
            publishesVersions: options.history != nil
        )
    }

    /// The files of the content folder to publish; one that cannot be read is an error, as a
    /// page that cannot be read is, rather than a file silently missing from the site.
    private static func readablePublishedFiles(
        in root: String, listing: FolderListing.Listing?
    ) -> ([PublishedFiles.File], [Diagnostic]) {
        guard let listing else { return ([], []) }
        var unreadable: [Diagnostic] = []
        let files = PublishedFiles.select(listing.files).filter { file in
            guard FileManager.default.isReadableFile(atPath: root + "/" + file.path) else {
                unreadable.append(Diagnostic(
                    .unreadableFile,
                    at: .start(of: root + "/" + file.path),
                    "cannot read this file, so it cannot be published with the site"
                ))
                return false
            }
            return true
        }
        return (files, unreadable)
    }
}

/// Work started on another thread, whose result is taken where it is needed. (Not with
/// concurrentPerform: the concurrentPerform of the pages or examples, nested in it, would run on
/// one core.)
final class SideJob<Value: Sendable>: Sendable {
    private let result = Mutex<Value?>(nil)
    private let job = DispatchGroup()

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async(group: job) {
            let value = work()
            self.result.withLock { $0 = value }
        }
    }

    /// The work's result, once it is done.
    var value: Value {
        job.wait()
        guard let value = result.withLock({ $0 }) else { preconditionFailure("the side job has run") }
        return value
    }
}

/// `side` run on another thread while `main` runs on this one, and both results.
func alongside<Side: Sendable, Main>(_ side: @escaping @Sendable () -> Side, _ main: () -> Main) -> (Side, Main) {
    let job = SideJob(side)
    let mainResult = main()
    return (job.value, mainResult)
}
