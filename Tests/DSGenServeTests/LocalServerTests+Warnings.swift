import Foundation
import Testing
@testable import DSGenServe

/// The preview's log prints a build's warnings as `dsgen build` does: whole while there are at
/// most 20, then the first three of each rule and a count of the rest, on every rebuild.
extension LocalServerTests {
    @Test func manyWarningsAreLoggedAsExamplesAndCounts() async throws {
        let project = try Project()
        let links = (1...25).map { "- [page \($0)](missing-\($0).md)\n" }.joined()
        try project.write("# Guide\n\n" + links, to: "Content/guide.md")
        try await withServer(project) { _, log in
            let lines = log.all.flatMap { $0.split(separator: "\n").map(String.init) }
            #expect(lines.filter { $0.contains("[broken_link]") && $0.contains("warning:") }.count == 3)
            #expect(lines.contains("note: 22 more [broken_link] warnings, not shown"))
            #expect(lines.contains("note: 25 warnings in all; dsgen build --verbose prints every one"))
        }
    }
}
