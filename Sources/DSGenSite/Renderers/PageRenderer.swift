import DSGenCore
import DSGenLint

/// Renders a page: its token and Swift fences in place, wrapped in `layout.mustache`.
struct PageRenderer {
    let theme: Theme
    let system: DesignSystem
    let navigation: Navigation
    let identity: SiteIdentity
    var siteTitle: String { identity.title }
    /// What the check stage found, so that each Swift example is shown with its findings.
    let check: CheckResult
    /// What each page shows of its Swift examples (highlighted code, previews), by display path.
    let shown: [String: [Int: ShownExample]]
    /// The examples' previews, drawn in the check stage; nil when the build leaves them out.
    let figures: SiteFigures?
    /// The design system in each other Dynamic Type size, when a resolver has a size modifier.
    var sizes: SizeVariants?
    /// How the app's sources use each token, by path, when `dsgen.yml` lists them.
    var usage: [String: TokenUsage.Use]?
    /// What each component's Swift file says, by the path of its page.
    var components: [String: ComponentSource] = [:]
    /// The guide's versions, when it publishes earlier ones.
    var versions: VersionMenu?
    /// Where the token index is published: `tokens.html`, unless a page of the content is.
    var tokenIndex = TokenIndexRenderer.page.outputPath

    func render(_ page: Page) -> String {
        let blocks = TokenBlockRenderer(theme: theme, system: system, sizes: sizes, usage: usage)
        let examples = check.examples(onPage: page.displayPath)
        let shown = shown[page.displayPath] ?? [:]
        let body = Self.accessible(page.html { fence in
            if let block = system.block(onPage: page.path, fence: fence.index) { return blocks.render(block) }
            if fence.language == "swift" {
                let result = examples[fence.index]
                let findings = Self.findings(result, in: fence)
                let context = CodeBlockContext(
                    language: "swift", code: fence.code,
                    highlighted: shown[fence.index]?.html ?? SwiftHighlighter.html(fence.code), findings: findings,
                    preview: figures?.figures[page.displayPath]?[fence.index]?.showing(findings)
                )
                return theme.render("code-block", context)
            }
            return ""
        })
        let root = Navigation.root(of: page)
        let facts = ComponentFacts(page, pages: system.pages)
        let api = components[page.path].map { ComponentAPIContext($0, root: root) }
        let content = (facts.map { ComponentFacts.inserted(theme.renderPartial("component-facts", $0), into: body) }
            ?? body) + (api.map { "\n" + theme.renderPartial("component-api", $0) } ?? "")
        let toc = page.headings.filter { ($0.level == 2 || $0.level == 3) && !$0.id.isEmpty }.map {
            TocEntry(text: $0.text, id: $0.id, level: $0.level, nested: $0.level == 3)
        } + (api?.tocEntries ?? [])
        let context = LayoutContext(
            siteTitle: siteTitle, logo: identity.logo, accent: identity.accent, pageTitle: page.title, root: root,
            content: content,
            navigation: navigation.sectionsHTML(for: page),
            toc: toc, hasToc: toc.count > 1, sourcePath: Self.sourcePath(of: page), version: DSGenVersion.current,
            versionMenu: versions?.context(for: page.outputPath, root: root), tokenIndex: tokenIndex
        )
        return theme.render("layout", context)
    }

    /// The page's HTML with what libcmark-gfm leaves out for keyboards and screen readers: a code
    /// block that scrolls sideways can be focused (and so scrolled with the keyboard), and a task
    /// list's checkbox says what it shows.
    static func accessible(_ html: String) -> String {
        var html = html
        let changed: String? = html.withUTF8 { bytes in
            var result: [UInt8] = []
            var copied = 0
            var index = 0
            // Every page goes through here: the markup is found byte by byte, from each `<`.
            while let open = ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: index) {
                index = open
                // Most tags are passed by their second byte: no markup replaced starts like them.
                guard index + 1 < bytes.count, accessibleSecondBytes.contains(bytes[index + 1]),
                      let (markup, replacement) = accessibleMarkup.first(where: {
                          ByteSearch.startsWith($0.markup, in: bytes, at: index)
                      }) else {
                    index += 1
                    continue
                }
                if result.isEmpty { result.reserveCapacity(bytes.count + 256) }
                result += bytes[copied..<index]
                result += replacement
                index += markup.count
                copied = index
            }
            guard copied != 0 else { return nil }
            result += bytes[copied...]
            return String(decoding: result, as: UTF8.self)
        }
        return changed ?? html
    }

    /// What libcmark-gfm writes, and what the page carries instead.
    private static let accessibleMarkup: [(markup: [UInt8], replacement: [UInt8])] = [
        ("<pre><code", "<pre tabindex=\"0\"><code"),
        (
            "<input type=\"checkbox\" checked=\"\" disabled=\"\" />",
            "<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"Done\" />"
        ),
        ("<input type=\"checkbox\" disabled=\"\" />", "<input type=\"checkbox\" disabled=\"\" aria-label=\"To do\" />"),
    ].map { (Array($0.utf8), Array($1.utf8)) }

    /// The byte after `<` in each markup replaced, looked through in turn for each tag of every
    /// page: a set's look-up hashed the byte, which cost more.
    private static let accessibleSecondBytes = accessibleMarkup.map { $0.markup[1] }

    /// What the footer names as the page's source: generated pages name what they are made from.
    static func sourcePath(of page: Page) -> String {
        switch page.displayPath {
        case TokenIndexRenderer.page.displayPath: "the token fences of every page"
        case HomePage.page.displayPath: "the pages of the content folder"
        // A page a build adds (`--since`) names what made it rather than a file.
        case let source where !source.hasSuffix(page.path): source
        default: page.path
        }
    }

    /// An example's findings, counter-examples' first, each with its line counted within the example.
    static func findings(_ result: FileResult?, in fence: Fence) -> [ExampleFinding] {
        guard let result else { return [] }
        let firstLine = fence.lines.isEmpty ? fence.location.line + 1 : fence.lines.location(ofLine: 0).line
        let shown = result.demonstrated.map { ($0, "shown", "Shows") }
        let reported = result.findings.map { ($0, $0.severity.rawValue, $0.severity == .error ? "Error" : "Warning") }
        return (shown + reported).map { finding, kind, label in
            ExampleFinding(
                line: finding.location.line - firstLine + 1,
                rule: finding.rule.rawValue,
                message: finding.message,
                kind: kind,
                label: label
            )
        }
    }
}
