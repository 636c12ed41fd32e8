import DSGenCore
import DSGenExport
import Foundation

/// One named step of the emit stage: files made from the checked site, and the parts of the site
/// it reads. `dsgen serve` runs an emitter again only when one of those has changed.
struct SiteEmitter: Sendable {
    /// `pages`, `token index`, `downloads (css)`…: how the tests name it.
    let name: String
    let reads: [SiteInput]
    let make: @Sendable (CheckedSite) -> [String: Data]

    /// The key of what the emitter reads, from each input's `fingerprints`. It is `Hasher`'s, so it
    /// compares builds of one process only, as `dsgen serve` does.
    func key(_ fingerprints: [SiteInput: Int]) -> Int {
        var hasher = Hasher()
        for input in reads { hasher.combine(fingerprints[input]) }
        return hasher.finalize()
    }
}

/// A part of the checked site that an emitter may read.
enum SiteInput: CaseIterable, Sendable {
    /// The sidebar: every page's site path, title and component status.
    case pageList
    /// Every page's text, which the search index holds.
    case pageText
    /// Everything each token says but where it stands: `@on` pairs feed the contrast grid, `use=`
    /// and `$extensions` the downloads. Locations are left out: moving a fence down a page changes
    /// no other page.
    case tokens
    /// Which page declares each token, where links to it point.
    case tokenPlaces
    /// The other contexts of the theme's modifiers, with their own values.
    case variants
    /// The theme's modifiers and their contexts.
    case modifiers
    /// The rules `dsgen.yml` switches on or off, which change the findings beside every example.
    case configuration
    /// What the pages' examples declare: a view one example declares is drawn in others' previews.
    case exampleDeclarations
    /// How often the app's sources name each token, which the token rows say.
    case usage
}

extension CheckedSite {
    /// The fingerprint of each input: what emitters' keys are made of, each hashed once a build.
    func fingerprints() -> [SiteInput: Int] {
        let inputs = SiteInput.allCases
        return Dictionary(uniqueKeysWithValues: zip(inputs, inputs.concurrentMap { fingerprint(of: $0) }))
    }

    func fingerprint(of input: SiteInput) -> Int {
        var hasher = Hasher()
        switch input {
        case .pageList:
            for page in system.pages {
                hasher.combine(page.outputPath)
                hasher.combine(page.title)
                hasher.combine(page.frontMatter.status)
            }
        case .pageText:
            for page in system.pages { hasher.combine(page.textHash) }
        case .tokens:
            for token in system.tokens {
                hasher.combine(token.path)
                hasher.combine(token.values)
                hasher.combine(token.aliasOf)
                hasher.combine(token.token.shownContent)
            }
        case .tokenPlaces:
            for block in system.blocks {
                hasher.combine(block.pagePath)
                hasher.combine(block.fenceIndex)
                hasher.combine(block.group)
                hasher.combine(block.tokenPaths)
            }
        case .variants:
            for (choice, variant) in variants {
                hasher.combine(choice)
                for token in variant.tokens {
                    hasher.combine(token.path)
                    hasher.combine(token.values)
                }
            }
        case .modifiers:
            hasher.combine(system.themes)
        case .configuration:
            hasher.combine(configurationFingerprint)
        case .usage:
            hasher.combine(usageFingerprint)
        case .exampleDeclarations:
            for page in system.pages {
                for (_, example) in (shown[page.displayPath] ?? [:]).sorted(by: { $0.key < $1.key }) {
                    hasher.combine(example.declarationsKey)
                }
            }
        }
        return hasher.finalize()
    }

    /// The pages, each rendered on its own: what every page shows besides its own Markdown is what
    /// this emitter reads (a type specimen shows its Dynamic Type sizes, from the variants), so that
    /// when its key is unchanged only edited pages render again.
    static let pages = SiteEmitter(
        name: "pages",
        reads: [.pageList, .tokens, .tokenPlaces, .variants, .configuration, .exampleDeclarations, .usage],
        make: { site in site.renderAll(site.system.pages) }
    )

    /// The emitters of the files made from the whole design system rather than one page, in the
    /// order a build starts them (the longest first): the token index in each choice of the
    /// theme's modifiers, the generated home page, each download format, the search index.
    var siteWideEmitters: [SiteEmitter] {
        var emitters = [Self.tokenIndex]
        emitters += variants.indices.map(Self.tokenIndex(variant:))
        if generatesHomePage { emitters.append(Self.homePage) }
        emitters += ExportFormat.allCases.map(Self.downloads)
        emitters.append(Self.search)
        return emitters
    }

    /// `tokens.html`: every token, with the page that declares it, under the site's sidebar.
    static let tokenIndex = SiteEmitter(
        name: "token index",
        reads: [.pageList, .tokens, .tokenPlaces, .variants, .modifiers],
        make: { site in
            let page = TokenIndexRenderer(theme: site.theme, system: site.system).render()
            return [page.outputPath: site.render(page)]
        }
    )

    /// The token index in the `index`th of `variants`.
    static func tokenIndex(variant index: Int) -> SiteEmitter {
        SiteEmitter(
            name: "token index (variant \(index + 1))",
            reads: [.pageList, .tokens, .tokenPlaces, .variants, .modifiers],
            make: { site in
                let (choice, variant) = site.variants[index]
                let page = TokenIndexRenderer(theme: site.theme, system: variant).render(
                    as: TokenIndexRenderer.page(for: choice),
                    switches: TokenIndexRenderer.switches(for: site.system.themes, current: choice)
                )
                return [page.outputPath: site.render(page)]
            }
        )
    }

    /// The home page of a content folder without `index.md`: what the tokens are, and every page.
    static let homePage = SiteEmitter(
        name: "home page",
        reads: [.pageList, .tokens, .modifiers],
        make: { site in
            let page = HomePage.render(
                siteTitle: site.renderer.siteTitle, navigation: site.renderer.navigation, system: site.system
            )
            return [HomePage.page.outputPath: site.render(page)]
        }
    )

    /// One download format's files (`tokens.css` at the root, the others under `downloads/`).
    static func downloads(_ format: ExportFormat) -> SiteEmitter {
        SiteEmitter(
            name: "downloads (\(format.rawValue))",
            reads: [.tokens, .modifiers],
            make: { site in Downloads.files(for: site.system, in: format) }
        )
    }

    /// The search box's index: every page's title and text, every token's words and place.
    static let search = SiteEmitter(
        name: "search index",
        reads: [.pageList, .pageText, .tokens, .tokenPlaces],
        make: { site in [SearchIndex.path: SearchIndex.script(for: site.system, cache: site.searchCache)] }
    )
}

extension CheckedSite {
    /// The name of the emitter of the pages, among `emitterKeys()`.
    public static let pagesEmitter = pages.name

    /// The key of what each emitter reads (the pages' and each site-wide one's), by name: `dsgen serve`
    /// compares them with the last build's to know what to emit again.
    public func emitterKeys() -> [String: Int] {
        let fingerprints = fingerprints()
        var keys = [Self.pages.name: Self.pages.key(fingerprints)]
        for emitter in siteWideEmitters { keys[emitter.name] = emitter.key(fingerprints) }
        return keys
    }

    /// The files of each site-wide emitter whose key in `keys` (this build's `emitterKeys()`) is
    /// not the one in `previous` (every one's without `previous`), by emitter name; the emitters
    /// run at once, as in a build.
    public func siteWideFiles(
        changedSince previous: [String: Int]?, keys: [String: Int]
    ) -> [String: [String: Data]] {
        let emitters = siteWideEmitters.filter { previous?[$0.name] != keys[$0.name] }
        let files = emitters.concurrentMap { $0.make(self) }
        return Dictionary(zip(emitters.map(\.name), files)) { _, later in later }
    }
}
