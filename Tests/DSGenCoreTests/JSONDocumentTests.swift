import Foundation
import Testing
@testable import DSGenCore

/// JSON files are read with every key in file order and with its place, for located diagnostics.
struct JSONDocumentTests {
    private func read(_ text: String) throws -> JSONNode {
        try JSONDocument.read(Data(text.utf8), path: "t.json").get().root
    }

    @Test func membersKeepFileOrderAndPlaces() throws {
        let root = try read(
            "{\n  \"zeta\": 1,\n  \"alpha\": {\"$value\": \"#FF0000\", \"a/b~c\": [true, null, -1.5e2]}\n}\n")
        #expect(root.members?.map(\.key) == ["zeta", "alpha"])
        let alpha = try #require(root["alpha"])
        #expect(alpha.location.description == "t.json:3:12")
        #expect(root.members?[1].keyLocation.description == "t.json:3:3")
        #expect(alpha["$value"]?.string == "#FF0000")
        let list = try #require(alpha["a/b~c"])
        #expect(list.pointer == "/alpha/a~1b~0c")
        #expect(list.array?[2].number == -150)
        #expect(list.array?[2].pointer == "/alpha/a~1b~0c/2")
        #expect(list.array?[2].location.description == "t.json:3:56")
    }

    @Test func escapesAreDecodedAndColumnsCountBytes() throws {
        let root = try read("{\"é\": \"a\\u00e9\\\"b\", \"n\": \"x\"}")
        #expect(root["é"]?.string == "aé\"b")
        #expect(root["n"]?.location.description == "t.json:1:27")
    }

    @Test func invalidJSONIsReportedWhereFoundationStopped() {
        let result = JSONDocument.read(Data("{\n  \"a\": [1, 2,\n  x]\n}".utf8), path: "t.json")
        guard case .failure(let diagnostic) = result else { Issue.record("read invalid JSON"); return }
        #expect(diagnostic.rule == .invalidJSON)
        #expect(diagnostic.location.description == "t.json:3:3")
        #expect(diagnostic.message.hasPrefix("this file is not valid JSON: "))
    }

    @Test func aTruncatedFileIsReportedAtItsEnd() {
        let result = JSONDocument.read(Data("[1,\n2".utf8), path: "t.json")
        guard case .failure(let diagnostic) = result else { Issue.record("read invalid JSON"); return }
        #expect(diagnostic.location.description == "t.json:2:2")
    }
}
