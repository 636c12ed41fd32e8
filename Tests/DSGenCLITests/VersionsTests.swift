import Foundation
import Testing

/// `versions:` in dsgen.yml, on the fixture repository of Tests/Versions (three tagged versions and
/// a working tree): each version published under site/v/NAME/ from its revision, with the menu,
/// the banner, its own search and the chained changelog pinned by Tests/Versions/site.golden.
/// `RECORD_GOLDEN=1` records the golden instead.
struct VersionsTests {
    static let fixture = DSGenProcess.repository.appendingPathComponent("Tests/Versions")
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-versions-" + UUID().uuidString)
        let made = try Self.shell(["bash", Self.fixture.appendingPathComponent("make-repository.sh").path, folder.path])
        #expect(made == 0)
    }

    static func shell(_ arguments: [String], in directory: URL? = nil) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    func append(_ text: String, to path: String) throws {
        try (read(path) + text).write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    /// The text between the first `start` and the `end` after it, both included; "" when there is none.
    static func between(_ text: String, _ start: String, _ end: String) -> String {
        guard let from = text.range(of: start), let to = text.range(of: end, range: from.upperBound..<text.endIndex)
        else { return "" }
        return String(text[from.lowerBound..<to.upperBound])
    }

    /// What the golden pins: every page of the site, then each page's menu and banner, then the changelog.
    func pinned() throws -> String {
        let site = folder.appendingPathComponent("site")
        let pages = FileManager.default.enumerator(atPath: site.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".html") }.sorted() ?? []
        var text = "# Pages\n" + pages.map { $0 + "\n" }.joined()
        for page in ["index.html", "spacing.html", "changelog.html", "v/v2.0/components/button.html",
                     "v/release-1.1/buttons.html", "v/v1.0/spacing.html", "v/v1.0/index.html"] {
            let html = try read("site/" + page)
            text += "\n# \(page)\n" + Self.between(html, "<details class=\"version-menu\">", "</details>") + "\n"
                + Self.between(html, "<p class=\"version-banner\"", "</p>") + "\n"
        }
        return text + "\n# changelog.html\n" + Self.between(try read("site/changelog.html"), "<article>", "</article>")
    }

    @Test func threeVersionsAreBuiltWithMenusBannersAndAChangelog() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DSGenProcess.run(["build"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("Built 6 pages and 7 tokens into site/ (103 files), " +
            "with 3 earlier versions in site/v/, in "))
        let golden = Self.fixture.appendingPathComponent("site.golden")
        let pinned = try pinned()
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != nil {
            try pinned.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(pinned == (try String(contentsOf: golden, encoding: .utf8)))
    }

    @Test func versionsAreReadFromTheRepositoryWhateverFolderDsgenRunsIn() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DSGenProcess.run(
            ["build", "--content", ".", "--config", folder.appendingPathComponent("dsgen.yml").path,
             "--output", "../elsewhere"],
            in: folder.appendingPathComponent("Content")
        )
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("with 3 earlier versions in ../elsewhere/v/"))
        #expect(try read("elsewhere/v/v1.0/buttons.html").contains("You are reading v1.0"))
    }

    @Test func eachVersionSearchesItsOwnPagesAndTokens() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try DSGenProcess.run(["build"], in: folder).status == 0)
        let latest = try read("site/search-index.js")
        let v2 = try read("site/v/v2.0/search-index.js")
        let v11 = try read("site/v/release-1.1/search-index.js")
        let v1 = try read("site/v/v1.0/search-index.js")
        #expect(latest.contains("spacing.large") && !v2.contains("spacing.large"))
        #expect(v11.contains("colors.success") && !v1.contains("colors.success"))
        #expect(v1.contains("buttons.html") && !v2.contains("buttons.html"))
        // The revision's own dsgen.yml names v2.0's guide; v1.0 has none, and is named from its home page.
        #expect(try read("site/v/v2.0/index.html").contains("<title>Harbor</title>"))
    }
}
