@testable import DSGenCore
import DSGenLint
import Testing
@testable import DSGenSite

/// A preview checks the whole folder on every save; the example cache keeps the examples of the
/// pages the page cache hands back unchanged, and what the others show, and nothing else.
struct ExampleCacheTests {
    private static func markdown(_ padding: Int, spacing: String = "16pt") -> String {
        "# A\n\n```tokens spacing kind=dimension swift=DS.Spacing\nmd  \(spacing)\n```\n\n"
            + "```swift\nText(\"a\").padding(\(padding))\n```\n"
    }

    private static let other = "# B\n\n```swift\nText(\"b\").padding(16)\n```\n\nSome words.\n"

    private static func pass(
        _ pages: PageCache, _ a: String, _ b: String = other, configuration: LintConfiguration = LintConfiguration(),
        cache: ExampleCache?
    ) -> (CheckResult, [String: [Int: ShownExample]]) {
        let read = [
            pages.page(a, path: "a.md", displayPath: "a.md", status: nil),
            pages.page(b, path: "b.md", displayPath: "b.md", status: nil),
        ]
        let (system, diagnostics) = DesignSystem.read(read)
        let (result, shown, _) = ExamplePass.run(
            Check(system, configuration: configuration), loading: diagnostics, cache: cache, previews: true
        )
        return (result, shown)
    }

    private static func messages(_ result: CheckResult) -> [String] { result.findings.map(\.diagnostic.description) }

    @Test func keptExamplesAreTheExamplesAndFollowEditsAndTokens() {
        let (pages, cache) = (PageCache(), ExampleCache())
        // The first pass parses both fences; the same pages again, none; an edited page, its one;
        // a changed token, both again (b's findings name the token).
        let steps = [(16, "16pt", Self.other, 2), (16, "16pt", Self.other, 0), (12, "16pt", Self.other, 1),
                     (12, "16pt", Self.other + "More.\n", 1), (12, "12pt", Self.other + "More.\n", 2)]
        for (padding, spacing, b, parsed) in steps {
            let a = Self.markdown(padding, spacing: spacing)
            let (kept, keptShown) = Self.pass(pages, a, b, cache: cache)
            #expect(cache.lastParsed == parsed, "padding \(padding), spacing \(spacing)")
            let (fresh, freshShown) = Self.pass(PageCache(), a, b, cache: nil)
            #expect(Self.messages(kept) == Self.messages(fresh), "padding \(padding), spacing \(spacing)")
            #expect(keptShown.mapValues { $0.mapValues(\.html) } == freshShown.mapValues { $0.mapValues(\.html) })
            #expect(Self.messages(kept).contains { $0.hasPrefix("a.md:8:19: error: hard-coded spacing \(padding)") })
        }
    }

    @Test func aChangedConfigurationLintsEveryExampleAgain() throws {
        let (pages, cache) = (PageCache(), ExampleCache())
        #expect(!Self.messages(Self.pass(pages, Self.markdown(16), cache: cache).0).isEmpty)
        let quiet = try ConfigurationReader.parse("rules:\n  hardcoded_spacing: off\n", path: "dsgen.yml").get()
        #expect(Self.pass(pages, Self.markdown(16), configuration: quiet, cache: cache).0.findings.isEmpty)
        #expect(cache.lastParsed == 2)
    }

    @Test func theLibraryFollowsWhatTheExamplesDeclare() {
        let (pages, cache) = (PageCache(), ExampleCache())
        for (name, padding) in [("Badge", 16), ("Badge", 12), ("Chip", 12)] {
            let b =
                "# B\n\n```swift\nstruct \(name): View {\n    var body: some View { Text(\"b\").padding(\(padding)) " +
                    "}\n}\n```\n"
            let shown = Self.pass(pages, Self.markdown(16), b, cache: cache).1
            let previews = (shown["b.md"] ?? [:]).values.compactMap(\.preview)
            let library = cache.library(of: previews)
            #expect(library.view(named: name) == PreviewLibrary(previews).view(named: name), "\(name) \(padding)")
            #expect(library.view(named: name) != nil)
            #expect(library.view(named: name == "Chip" ? "Badge" : "Chip") == nil)
        }
    }

    @Test func aRemovedPageLeavesTheCache() {
        let (pages, cache) = (PageCache(), ExampleCache())
        _ = Self.pass(pages, Self.markdown(16), cache: cache)
        _ = Self.pass(pages, Self.markdown(16), "# B\n\nNo examples now.\n", cache: cache)
        #expect(cache.lastParsed == 0)
        let (result, shown) = Self.pass(pages, Self.markdown(16), cache: cache)
        #expect(cache.lastParsed == 1)
        #expect(result.examples(onPage: "b.md").count == 1)
        #expect(shown["b.md"]?.count == 1)
    }

    /// Pages that move, come or go take the slow way, and every pass is what an uncached one finds.
    @Test func pagesThatMoveComeOrGoAreFollowed() {
        let (pages, cache) = (PageCache(), ExampleCache())
        let texts = [
            "a.md": Self.markdown(16), "b.md": Self.other, "c.md": "# C\n\n```swift\nText(\"c\").padding(8)\n```\n",
        ]
        func pass(
            _ names: [String], cache: ExampleCache?, pages: PageCache
        ) -> (CheckResult, [String: [Int: ShownExample]]) {
            let read = names.map { pages.page(texts[$0] ?? "", path: $0, displayPath: $0, status: nil) }
            let (system, diagnostics) = DesignSystem.read(read)
            let (result, shown, _) = ExamplePass.run(
                Check(system, configuration: LintConfiguration()), loading: diagnostics, cache: cache, previews: true)
            return (result, shown)
        }
        let steps: [([String], Int)] = [
            (["a.md", "b.md"], 2), (["b.md", "a.md"], 0), (["a.md"], 0), (["a.md", "b.md", "c.md"], 2),
            (["a.md", "b.md", "c.md"], 0),
        ]
        for (names, parsed) in steps {
            let (kept, keptShown) = pass(names, cache: cache, pages: pages)
            #expect(cache.lastParsed == parsed, "\(names)")
            let (fresh, freshShown) = pass(names, cache: nil, pages: PageCache())
            #expect(Self.messages(kept) == Self.messages(fresh), "\(names)")
            #expect(
                keptShown.mapValues { $0.mapValues(\.html) } == freshShown.mapValues { $0.mapValues(\.html) },
                "\(names)")
        }
    }
}
