import DSGenCore
import DSGenLint
import DSGenSwift
import Foundation

/// What a component's page shows of its Swift file: how it is called, and the tokens it names.
struct ComponentSource: Hashable, Sendable {
    /// A token the component names, and where its row stands from the site's root.
    struct TokenUse: Hashable, Sendable {
        var swiftName: String
        var url: String
    }

    /// The path as the front matter writes it.
    var path: String
    var api: ComponentAPI
    var tokens: [TokenUse]

    /// The sources of `files`, by their page's path, each read, parsed and linted against
    /// `system`; a file that cannot be read or parsed is a warning at its `source:`.
    static func read(
        _ files: [ComponentFiles.Source], system: DesignSystem, configuration: LintConfiguration
    ) -> ([String: ComponentSource], [Diagnostic]) {
        guard !files.isEmpty else { return ([:], []) }
        let linter = Linter(system: system, configuration: configuration)
        let urls = tokenURLs(system)
        let index = TokenIndexRenderer.page(among: system.pages).outputPath
        var sources: [String: ComponentSource] = [:]
        var problems: [Diagnostic] = []
        for source in files {
            guard case .success(let data) = FileBudget.read(source.file, noun: "Swift file"),
                  let text = String(data: data, encoding: .utf8) else {
                problems.append(unreadable(source))
                continue
            }
            // Parsed once, under lint's limits, for the API and for lint.
            let walkable = WalkableTree(text)
            guard let tree = walkable.tree else {
                problems.append(unreadable(source))
                continue
            }
            let result = linter.lint(SwiftSource(path: source.path, text: text, origin: .file), walkable)
            let tokens = result.references.keys.sorted().compactMap { swift -> TokenUse? in
                guard let token = linter.catalog.tokensBySwiftName[swift] else { return nil }
                return TokenUse(swiftName: token.token.swiftName, url: urls[token.path] ?? index)
            }
            sources[source.page.path] = ComponentSource(
                path: source.path, api: ComponentAPI.read(tree), tokens: tokens
            )
        }
        return (sources, problems)
    }

    private static func unreadable(_ source: ComponentFiles.Source) -> Diagnostic {
        Diagnostic(
            .warning, .invalidFrontMatter, at: source.location,
            "'\(source.path)' cannot be read as Swift, so the page shows no API for it"
        )
    }

    /// Each token's row: its page in the site and its anchor.
    private static func tokenURLs(_ system: DesignSystem) -> [String: String] {
        let pages = Dictionary(system.pages.map { ($0.path, $0.outputPath) }, uniquingKeysWith: { first, _ in first })
        let index = TokenIndexRenderer.page(among: system.pages).outputPath
        return Dictionary(
            system.blocks.flatMap { block in
                let page = pages[block.pagePath] ?? index
                return block.tokenPaths.map { ($0, page + "#" + TokenBlock.anchor(forToken: $0)) }
            },
            uniquingKeysWith: { first, _ in first }
        )
    }
}
