import Foundation
import Testing

/// `dsgen build` prints its warnings whole while there are at most 20; past that, the first three
/// of each rule, a count of the rest and the total, and `--verbose` every one.
struct BuildWarningsTests {
    /// A page with `links` broken links, and one front matter key dsgen does not read.
    func project(links: Int) throws -> URL {
        let lines = (1...links).map { "- [page \($0)](missing-\($0).md)\n" }.joined()
        return try DSGenProcess.project(
            ["Content/index.md": "---\nkeywords: [a]\n---\n# Home\n\n" + lines], prefix: "dsgen-warnings"
        )
    }

    @Test func manyWarningsArePrintedAsExamplesAndCounts() throws {
        let folder = try project(links: 25)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DSGenProcess.run(["build"], in: folder)
        #expect(result.status == 0)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(lines)")
        #expect(lines[0].hasPrefix("Content/index.md:2:1: warning: the front matter key 'keywords'"))
        #expect(lines[1].hasPrefix("Content/index.md:6:3: warning: link 'missing-1.md'"))
        #expect(lines[3].hasPrefix("Content/index.md:8:3: warning: link 'missing-3.md'"))
        #expect(lines[4] == "note: 22 more [broken_link] warnings, not shown")
        #expect(lines[5] == "note: 26 warnings in all; dsgen build --verbose prints every one")
        #expect(lines[6].hasPrefix("Built 1 page and 0 tokens into site/"))
        let verbose = try DSGenProcess.run(["build", "--verbose"], in: folder)
        let verboseLines = verbose.standardError.split(separator: "\n")
        // Every warning, each step's time, the summary.
        #expect(verboseLines.count == 28)
        #expect(verboseLines[26].hasPrefix("Steps: load "))
        #expect(verboseLines[26].contains(", generated pages "))
        #expect(verboseLines[26].hasSuffix(" s"))
    }

    @Test func fewWarningsArePrintedWhole() throws {
        let folder = try project(links: 19)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = try DSGenProcess.run(["build"], in: folder).standardError.split(separator: "\n")
        #expect(lines.count == 21)
        #expect(!lines.contains { $0.hasPrefix("note:") })
    }
}
