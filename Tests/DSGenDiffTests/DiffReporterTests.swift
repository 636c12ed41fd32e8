import DSGenCore
import Foundation
import Testing
@testable import DSGenDiff

/// The three reporters against golden files, over one pair of versions with every kind of change.
struct DiffReporterTests {
    static let old = """
        ```tokens spacing kind=dimension swift=DS.Spacing use=padding
        medium 16pt
        lg     24pt
        xl     32pt
        ```

        ```tokens colors kind=color swift=DS.Colors
        accent  #0A84FF | #409CFF
        legacy  #FF0000
        muted   #8E8E93
        ```

        ```tokens sizes kind=dimension swift=DS.Sizes
        icon 24pt
        ```
        """
    static let new = """
        ```tokens spacing kind=dimension swift=DS.Spacing use=padding
        md     16pt
        lg     24pt
        xl     40pt
        xxl    48pt
        ```

        ```tokens colors kind=color swift=DS.Colors
        accent  #0A84FF | #64D2FF
        muted   #8E8E93  @deprecated({colors.accent})
        ```

        ```tokens sizes kind=number swift=DS.Sizes
        icon 24
        ```
        """

    static var changes: [TokenChange] {
        TokenDiff.changes(from: TokenDiffTests.system(old), to: TokenDiffTests.system(new))
    }

    @Test(arguments: DiffReporter.allCases)
    func writesTheGoldenFile(reporter: DiffReporter) throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent(
                "Golden/changes." + (reporter == .markdown ? "md" : reporter == .json ? "json" : "txt"))
        let text = reporter.render(Self.changes)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true
            )
            try text.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("Recorded \(golden.lastPathComponent); run again without RECORD_GOLDEN")
            return
        }
        #expect(text == (try String(contentsOf: golden, encoding: .utf8)))
    }

    @Test func theJSONIsTheDocumentedShape() throws {
        let data = Data(DiffReporter.json.render(Self.changes).utf8)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let changes = try #require(document["changes"] as? [[String: Any]])
        #expect(changes.count == Self.changes.count)
        for change in changes {
            #expect(Set(change.keys) == ["kind", "token", "swift", "before", "after", "breaking"])
        }
        #expect(changes.filter { $0["breaking"] as? Bool == true }.count == 3)
    }

    @Test func noChangeSaysSo() {
        #expect(DiffReporter.text.render([]) == "No token changed.\n")
    }
}
