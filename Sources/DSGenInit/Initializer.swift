import DSGenCore
import DSGenLint
import Foundation

/// `dsgen init`: reads an app's token definitions (and the asset catalogs and DTCG files beside
/// them) and writes a content folder and a `dsgen.yml`, whole or not at all.
public enum Initializer {
    public struct Options: Sendable {
        public var paths: [String]
        public var contentDirectory: String
        public var configurationFile: String
        public var force: Bool

        public init(
            paths: [String],
            contentDirectory: String = "Content",
            configurationFile: String = "dsgen.yml",
            force: Bool = false
        ) {
            self.paths = paths
            self.contentDirectory = contentDirectory
            self.configurationFile = configurationFile
            self.force = force
        }
    }

    /// What was written: the tokens read and the pages made, and the definitions skipped.
    public struct Summary: Sendable {
        public var tokens: AppTokens
        public var pages: Int
        public var copiedFiles: Int
        /// Catalogs whose group a Swift group already takes: their colours that code names are on
        /// the pages, and the catalogs stay where they are.
        public var catalogsLeftOut: [String]
        /// Notes on catalogs of one name merged, where they hold a colour of one name differently, and
        /// a line for each file of Figma's variables read.
        public var catalogNotes: [String]
        /// What was read with a warning: a catalog's colour set that Xcode reads with one.
        public var warnings: [Diagnostic]
        /// The content folder and configuration that were there, moved aside to backups rather than deleted.
        public var movedAside: [(original: String, backup: String)]
    }

    /// Folders an app's tree holds that are not its own source: build products and dependencies.
    static let ignoredFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// A usage problem (a path that is not there, a folder that would be overwritten) throws with
    /// `isUsage`; a file that cannot be read or written throws without it.
    public struct Failure: Error, Sendable {
        public var diagnostics: [Diagnostic]
        public var isUsage: Bool
    }

    public static func run(_ options: Options) throws(Failure) -> Summary {
        let missing = usageProblems(options)
        guard missing.isEmpty else { throw Failure(diagnostics: missing, isUsage: true) }
        let found = InitFiles.find(options.paths, leavingOut: [options.contentDirectory])
        var problems: [Diagnostic] = found.notes
        let colors = catalogColors(found.catalogs, problems: &problems)
        let figma = InitFiles.figma(of: found)
        problems += figma.diagnostics
        let sources = readSources(found.swiftFiles, problems: &problems)
        let tokens = AppTokenReader.read(sources, catalogColors: colors)
        problems += tokens.diagnostics
        guard !problems.containsErrors else { throw Failure(diagnostics: problems, isUsage: false) }
        guard tokens.tokenCount > 0 || !tokens.themes.isEmpty || !found.tokenFiles.isEmpty || !found.catalogs.isEmpty
            || !figma.files.isEmpty
        else {
            throw Failure(diagnostics: [Diagnostic(
                .missingFile,
                at: .start(of: options.paths.first ?? "."),
                "no token definitions, asset catalogs or DTCG files were found here; " +
                    "dsgen init reads static members such as `static let md: CGFloat = 16`"
            )], isUsage: false)
        }

        let groups = Set(tokens.fences.map { String($0.group.prefix { $0 != "." }) })
        let copies = InitFiles.copies(of: found, avoiding: groups)
        let copied = copies.files
        let pages = InitContent.pages(tokens, from: options.paths)
        let resolvers = InitFiles.resolvers(of: found)
        let themeFiles = InitThemeFiles.files(tokens.themes)
        let files = pages.merging(resolvers) { page, _ in page }.merging(themeFiles) { page, _ in page }
            .merging(figma.files) { page, _ in page }
        let movedAside: [InitOutput.MovedAside]
        do {
            movedAside = try InitOutput.write(
                pages: files, copies: copied,
                configuration: InitContent.configuration(
                    // A token file given by itself (Figma's variables, a DTCG file) is no Swift source.
                    sources: options.paths.filter { FolderListing.isFolder($0) == true || $0.hasSuffix(".swift") },
                    tokenFiles: tokens.tokenFiles
                ),
                content: options.contentDirectory, configurationFile: options.configurationFile
            )
        } catch {
            throw Failure(diagnostics: [Diagnostic(
                .outputError,
                at: .start(of: options.contentDirectory),
                "cannot write the content folder: \(error.localizedDescription); nothing was changed: " +
                    "'\(options.contentDirectory)' and '\(options.configurationFile)' are as they were"
            )], isUsage: false)
        }
        return Summary(
            tokens: tokens,
            pages: pages.count,
            copiedFiles: copied.count + resolvers.count + themeFiles.count + figma.files.count,
            catalogsLeftOut: copies.leftOut,
            catalogNotes: copies.notes + figma.read,
            warnings: problems.sorted(),
            movedAside: movedAside.map { ($0.original, $0.backup) }
        )
    }

    /// What makes the options unusable: a path that does not exist, a content folder or
    /// configuration that is there already without `--force`, a folder dsgen never replaces.
    private static func usageProblems(_ options: Options) -> [Diagnostic] {
        var missing: [Diagnostic] = []
        for path in options.paths where !FileManager.default.fileExists(atPath: path) {
            missing.append(Diagnostic(
                .missingFile,
                at: .start(of: path),
                "'\(path)' does not exist; dsgen init --from names the app's folders or Swift files"
            ))
        }
        missing += existing(options)
        do {
            try FolderGuard().check(
                options.contentDirectory, noun: "content folder", option: "--content",
                reading: options.paths.map { ("folder dsgen init reads", $0) }
            )
        } catch {
            missing.append(error)
        }
        return missing
    }

    /// The colours of the app's asset catalogs by name (the first catalog's, when two name one).
    private static func catalogColors(
        _ catalogs: [String], problems: inout [Diagnostic]
    ) -> [String: AppearanceValues<TokenValue>] {
        var colors: [String: AppearanceValues<TokenValue>] = [:]
        for catalog in catalogs {
            let (tokens, diagnostics) = AssetCatalogReader.read(folder: catalog, displayPath: catalog)
            problems += diagnostics
            for token in tokens where colors[token.name] == nil { colors[token.name] = token.values }
        }
        return colors
    }

    /// The Swift files' text; one that is not UTF-8 is a problem.
    private static func readSources(_ paths: [String], problems: inout [Diagnostic]) -> [(path: String, text: String)] {
        var sources: [(path: String, text: String)] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path),
                  let text = String(validating: data, as: UTF8.self) else {
                problems.append(Diagnostic(
                    .unreadableFile,
                    at: .start(of: path),
                    "'\(path)' cannot be read as UTF-8 text"
                ))
                continue
            }
            sources.append((path, text))
        }
        return sources
    }

    /// The content folder and configuration that are there already, when `--force` is not given.
    private static func existing(_ options: Options) -> [Diagnostic] {
        guard !options.force else { return [] }
        var found: [Diagnostic] = []
        if FileManager.default.fileExists(atPath: options.contentDirectory) {
            found.append(Diagnostic(
                .outputError, at: .start(of: options.contentDirectory),
                "'\(options.contentDirectory)' exists, and dsgen init writes it anew; choose another --content, " +
                    "or add --force to move it aside to a backup (nothing is deleted)"
            ))
        }
        if FileManager.default.fileExists(atPath: options.configurationFile) {
            found.append(Diagnostic(
                .outputError, at: .start(of: options.configurationFile),
                "'\(options.configurationFile)' exists, and dsgen init writes it in the working folder whatever " +
                    "--content says; add --force to move it aside to a backup (nothing is deleted)"
            ))
        }
        return found
    }
}
