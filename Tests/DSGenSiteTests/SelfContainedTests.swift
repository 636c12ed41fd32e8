import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// The site must work offline, from `file://`: nothing it loads (scripts, stylesheets, fonts,
/// images, frames, media) may come from the network. Links a reader follows may.
struct SelfContainedTests {
    /// Every reference a page or stylesheet loads, as written: `src`, `srcset` and `poster`
    /// attributes, the `href` of `<link>`, and `url(…)` and `@import` in CSS, inline or not.
    static func loadedReferences(in text: String) -> [String] {
        let patterns = [
            #"\b(?:src|poster)\s*=\s*["']?([^"'\s>]+)"#,
            #"\bsrcset\s*=\s*["']([^"']+)["']"#,
            #"<link\b[^>]*\bhref\s*=\s*["']?([^"'\s>]+)"#,
            #"url\(\s*["']?([^"')]+)"#,
            #"@import\s+["']([^"']+)"#,
        ]
        return patterns.flatMap { pattern -> [String] in
            let expression = try! NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
            let range = NSRange(text.startIndex..., in: text)
            return expression.matches(in: text, range: range).compactMap {
                Range($0.range(at: 1), in: text).map { String(text[$0]) }
            }
        }
        // A srcset lists several images, each followed by its width or density.
        .flatMap {
            $0.contains(",") && $0.contains(" ")
                ? $0.split(separator: ",").compactMap { $0.split(separator: " ").first.map(String.init) } : [$0]
        }
    }

    /// `https://…`, `//cdn…` or any other scheme but `data:`, which is inline.
    static func isNetwork(_ reference: String) -> Bool {
        let trimmed = reference.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.hasPrefix("//") { return true }
        guard let colon = trimmed.firstIndex(of: ":"), let slash = trimmed.firstIndex(of: "/"), colon < slash else {
            return false
        }
        return !trimmed.hasPrefix("data:")
    }

    @Test(arguments: ["Content", "Tests/DSGenSiteTests/Fixtures/basic/Content"])
    func nothingTheSiteLoadsComesFromTheNetwork(content: String) throws {
        let builder = SiteBuilder(
            options: BuildOptions(
                contentDirectory: Repository.root.appendingPathComponent(content).path, outputDirectory: "unused"))
        let files = try builder.render().files
        var checked = 0
        for (path, data) in files where [".html", ".css", ".js"].contains(where: path.hasSuffix) {
            let references = Self.loadedReferences(in: String(decoding: data, as: UTF8.self))
            checked += references.count
            #expect(references.filter(Self.isNetwork).isEmpty, "\(path) loads from the network")
        }
        #expect(checked > 0, "the scan found nothing to check, so it checks nothing")
    }

    @Test func theScanFindsNetworkReferences() {
        let page = """
        <script src="https://cdn.example.com/x.js"></script><link rel="stylesheet" href="//fonts.example.com/a.css">
        <img srcset="a.png 1x, http://example.com/b.png 2x"><a href="https://example.com">a link is fine</a>
        <style>@import "https://example.com/c.css"; .x { background: url('https://example.com/d.png') }</style>
        <img src="data:image/png;base64,AAAA"><script src="assets/site.js"></script>
        """
        let references = Self.loadedReferences(in: page)
        #expect(references.filter(Self.isNetwork).count == 5)
        #expect(!references.contains("https://example.com"))
        #expect(references.contains("assets/site.js") && !Self.isNetwork("assets/site.js"))
        #expect(!Self.isNetwork("data:image/png;base64,AAAA"))
    }
}
