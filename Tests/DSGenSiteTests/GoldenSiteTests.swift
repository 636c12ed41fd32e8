import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// Builds each fixture project and compares every emitted file with the committed golden copy.
///
/// To accept a deliberate change, run once with `RECORD_GOLDEN=1`: the golden files are rewritten
/// and the test fails, so a recording never passes silently. Review the diff, then run again.
struct GoldenSiteTests {
    /// The fixtures: written pages with their token fences, and DTCG files alone (a resolver with
    /// dark and high contrast, ramps, a semantic layer), whose pages are all generated. The theme's
    /// assets are the same in every site: the first fixture pins them.
    static let fixtures = [
        (content: Repository.basicContent, golden: "Golden/basic", pinsAssets: true),
        (
            content: Repository.tests.appendingPathComponent("Fixtures/dtcg-only").path, golden: "Golden/dtcg-only",
            pinsAssets: false
        ),
    ]

    @Test(arguments: fixtures)
    func fixtureSiteMatchesGoldenFiles(content: String, golden: String, pinsAssets: Bool) throws {
        let golden = Repository.tests.appendingPathComponent(golden).path
        let builder = SiteBuilder(options: BuildOptions(contentDirectory: content, outputDirectory: "unused"))
        let rendered = try builder.render().files.filter { pinsAssets || !$0.key.hasPrefix("assets/") }
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try? FileManager.default.removeItem(atPath: golden)
            for (path, data) in rendered {
                let file = URL(fileURLWithPath: golden).appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file)
            }
            Issue.record("Recorded \(rendered.count) golden files in \(golden); run again without RECORD_GOLDEN")
            return
        }
        let expected = try filesBelow(golden)
        #expect(rendered.keys.sorted() == expected.keys.sorted())
        for (path, data) in rendered.sorted(by: { $0.key < $1.key }) {
            #expect(
                String(decoding: data, as: UTF8.self) == expected[path].map { String(decoding: $0, as: UTF8.self) },
                "\(path) differs from its golden file")
        }
    }

    @Test func userTextIsEscapedAndTokensRenderInPlace() throws {
        let builder = SiteBuilder(
            options: BuildOptions(contentDirectory: Repository.basicContent, outputDirectory: "unused"))
        let files = try builder.render().files
        let index = String(decoding: try #require(files["index.html"]), as: UTF8.self)
        #expect(
            index.contains(
                "Text(<span class=\"hl-string\">&quot;Hello &lt;world&gt; &amp; \\&quot;friends\\&quot;&quot;</span>)"))
        #expect(index.contains("<a href=\"foundations/spacing.html\">spacing</a>"))
        let spacing = String(decoding: try #require(files["foundations/spacing.html"]), as: UTF8.self)
        #expect(spacing.contains("Standard &lt;gaps&gt; &amp; padding"))
        #expect(spacing.contains("<tr id=\"token-spacing-md\">"))
        #expect(spacing.contains("<code class=\"swift-name\">DS.<wbr>Spacing.<wbr>md</code>"))
        #expect(spacing.contains("href=\"../assets/style.css\""))
        #expect(!spacing.contains("dsgen:fence"))
    }
}
