@testable import DSGenCore
@testable import DSGenLint
import Testing

/// A preview checks the whole folder on every save; the cache keeps the fences that did not change.
struct CheckCacheTests {
    private static func pages(_ padding: Int, spacing: String = "16pt") -> [Page] {
        [
            PageParser.parse("# A\n\n```tokens spacing kind=dimension swift=DS.Spacing\nmd  \(spacing)\n```\n\n```swift\nText(\"a\").padding(\(padding))\n```\n", path: "a.md", displayPath: "a.md"),
            PageParser.parse("# B\n\n```swift\nText(\"b\").padding(16)\n```\n", path: "b.md", displayPath: "b.md"),
        ]
    }

    private func messages(_ result: CheckResult) -> [String] { result.findings.map(\.diagnostic.description) }

    @Test func cachedResultsAreTheResultsAndFollowEdits() {
        let cache = CheckCache()
        // The first check lints both fences; the same pages again, none; an edited fence, one;
        // a changed token, both again.
        for (padding, spacing, linted) in [(16, "16pt", 2), (16, "16pt", 0), (12, "16pt", 1), (12, "12pt", 2)] {
            let (system, diagnostics) = DesignSystem.read(Self.pages(padding, spacing: spacing))
            let cached = Check.run(system, loading: diagnostics, configuration: LintConfiguration(), cache: cache)
            #expect(cache.lastLinted == linted, "padding \(padding), spacing \(spacing)")
            let fresh = Check.run(system, loading: diagnostics, configuration: LintConfiguration())
            #expect(messages(cached) == messages(fresh), "padding \(padding), spacing \(spacing)")
            #expect(messages(cached).contains { $0.hasPrefix("a.md:8:19: error: hard-coded spacing \(padding)") })
        }
    }

    @Test func aChangedConfigurationIsNotServedFromTheCache() throws {
        let cache = CheckCache()
        let (system, diagnostics) = DesignSystem.read(Self.pages(16))
        _ = Check.run(system, loading: diagnostics, configuration: LintConfiguration(), cache: cache)
        let quiet = try ConfigurationReader.parse("rules:\n  hardcoded_spacing: off\n", path: "dsgen.yml").get()
        #expect(Check.run(system, loading: diagnostics, configuration: quiet, cache: cache).findings.isEmpty)
    }
}
