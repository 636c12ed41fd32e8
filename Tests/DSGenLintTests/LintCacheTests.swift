@testable import DSGenCore
@testable import DSGenLint
import Foundation
import Testing

/// The lint cache: an unchanged file is not read, a file touched but not changed is not linted,
/// and an edit, a spec change or a configuration change each lint again what they should.
struct LintCacheTests {
    private final class Scratch {
        let root = NSTemporaryDirectory() + "dsgen-lint-cache-\(UUID().uuidString)"
        var cache: LintCache { LintCache(folder: root + "/cache") }

        init() throws {
            try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        /// Writes a Swift file dated a minute ago, so that its status is settled.
        @discardableResult
        func write(_ code: String, to name: String, age: TimeInterval = 60) throws -> String {
            let path = root + "/App/" + name
            try Data(code.utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: path)
            return path
        }
    }

    private static let row = "struct Row: View {\n    var body: some View { Text(\"a\").padding(16) }\n}\n"
    private static let card =
        "struct Card: View {\n    var body: some View { Text(\"b\").foregroundStyle(Color.red) }\n}\n"

    private static func described(_ results: [FileResult]) -> [String] {
        results.flatMap(\.findings).map {
            "\($0.diagnostic) fix:\($0.fix.map { "\($0.range) \($0.replacement)" } ?? "-")"
        }
    }

    @Test func anUnchangedFileIsNotReadAndAnEditIsLintedAgain() throws {
        let scratch = try Scratch()
        let paths = [try scratch.write(Self.row, to: "Row.swift"), try scratch.write(Self.card, to: "Card.swift")]
        let linter = LintFixture.linter()
        let cold = scratch.cache.lint(paths, with: linter)
        #expect((cold.read, cold.linted) == (2, 2))
        #expect(Self.described(cold.results) == Self.described(linter.lint(files: paths)))

        let warm = scratch.cache.lint(paths, with: linter)
        #expect((warm.read, warm.linted) == (0, 0))
        #expect(Self.described(warm.results) == Self.described(cold.results))

        // Touched, not changed: read and hashed, not linted.
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-30)], ofItemAtPath: paths[0])
        let touched = scratch.cache.lint(paths, with: linter)
        #expect((touched.read, touched.linted) == (1, 0))
        #expect(Self.described(touched.results) == Self.described(cold.results))

        // An edit is linted again, and only the edit.
        try scratch.write(Self.row.replacingOccurrences(of: "16", with: "24"), to: "Row.swift")
        let edited = scratch.cache.lint(paths, with: linter)
        #expect((edited.read, edited.linted) == (1, 1))
        #expect(Self.described(edited.results) == Self.described(linter.lint(files: paths)))
        #expect(edited.results[0].findings.first?.message.contains("DesignSystem.Spacing.lg") == true)
    }

    @Test func aFileJustWrittenIsReadAgainNextTime() throws {
        let scratch = try Scratch()
        let path = try scratch.write(Self.row, to: "Row.swift", age: 0)
        let linter = LintFixture.linter()
        _ = scratch.cache.lint([path], with: linter)
        // Its status could still change within the clock's resolution, so only its hash is kept.
        let again = scratch.cache.lint([path], with: linter)
        #expect((again.read, again.linted) == (1, 0))
    }

    @Test func aSpecOrConfigurationChangeLintsEverythingAgain() throws {
        let scratch = try Scratch()
        let paths = [try scratch.write(Self.row, to: "Row.swift"), try scratch.write(Self.card, to: "Card.swift")]
        _ = scratch.cache.lint(paths, with: LintFixture.linter())

        var configuration = LintConfiguration()
        configuration.severities[RuleID.hardcodedSpacing.rawValue] = .some(.warning)
        let reconfigured = scratch.cache.lint(paths, with: LintFixture.linter(configuration))
        #expect((reconfigured.read, reconfigured.linted) == (2, 2))
        #expect(reconfigured.results[0].findings.first?.severity == .warning)

        let spec = LintFixture.spec.replacingOccurrences(of: "lg      24pt", with: "lg      16pt")
        let (system, _) = DesignSystem.read([PageParser.parse(spec, path: "tokens.md", displayPath: "tokens.md")])
        let respecified = scratch.cache.lint(paths, with: Linter(system: system))
        #expect((respecified.read, respecified.linted) == (2, 2))

        // Each context keeps its own results: back to the first, nothing is linted.
        let back = scratch.cache.lint(paths, with: LintFixture.linter())
        #expect((back.read, back.linted) == (0, 0))
    }

    @Test func everyTokenFieldThatMessagesNameIsPartOfTheContext() throws {
        let scratch = try Scratch()
        let spec = { (text: String) in
            Linter(system: DesignSystem.read([PageParser.parse(text, path: "tokens.md", displayPath: "tokens.md")]).0)
        }
        let base = scratch.cache.contextFile(for: spec(LintFixture.spec))
        #expect(base == scratch.cache.contextFile(for: spec(LintFixture.spec)))
        // A deprecation's replacement, and a token's Swift name, change what fixes and messages say.
        for changed in [
            LintFixture.spec.replacingOccurrences(of: "@deprecated({spacing.md})", with: "@deprecated({spacing.lg})"),
            LintFixture.spec.replacingOccurrences(of: "swift=DesignSystem.Spacing", with: "swift=Theme.Spacing"),
        ] {
            #expect(scratch.cache.contextFile(for: spec(changed)) != base)
        }
    }

    @Test func aCacheThatCannotBeReadOrWrittenIsNoError() throws {
        let scratch = try Scratch()
        let path = try scratch.write(Self.card, to: "Card.swift")
        let linter = LintFixture.linter()
        // Garbage where the context's file is: read as an empty cache, then replaced.
        try FileManager.default.createDirectory(atPath: scratch.root + "/cache", withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: URL(fileURLWithPath: scratch.cache.contextFile(for: linter)))
        #expect(scratch.cache.lint([path], with: linter).linted == 1)
        #expect(scratch.cache.lint([path], with: linter).linted == 0)
        // A cache folder that is a file: every run lints, and says nothing.
        let blocked = LintCache(folder: path)
        #expect(blocked.lint([path], with: linter).linted == 1)
        #expect(blocked.lint([path], with: linter).linted == 1)
    }

    @Test func theCacheFileIsSplitIntoItsNonEmptyLines() {
        let data = Data("{\"a\"}\n\n{\"b\"}\n{\"c\"}".utf8)
        let lines = LintCache.lineRanges(of: data).map { String(decoding: data[$0], as: UTF8.self) }
        #expect(lines == [#"{"a"}"#, #"{"b"}"#, #"{"c"}"#])
        // A slice of a larger buffer keeps its own indices.
        let slice = data[7...]
        #expect(
            LintCache.lineRanges(of: slice).map { String(decoding: slice[$0], as: UTF8.self) } == [
                #"{"b"}"#, #"{"c"}"#,
            ])
        #expect(LintCache.lineRanges(of: Data()).isEmpty)
    }

    @Test func findingsAreOneFlatArrayWithNullWhereThereIsNoFix() throws {
        let location = SourceLocation(path: "A.swift", line: 3, column: 9)
        let plain = Finding(
            diagnostic: Diagnostic(.warning, .hardcodedSpacing, at: location, "use \"lg\""),
            lineText: "\t.padding(24)", utf16Column: 9
        )
        var fixed = plain
        fixed.fix = Fix(range: 12..<14, replacement: "DesignSystem.Spacing.lg")
        fixed.diagnostic.hardcoded = HardcodedValue(kind: "spacing", number: 24)
        let result = FileResult(
            path: "A.swift", fenceIndex: nil, findings: [plain, fixed], demonstrated: [], references: ["b": 1, "a": 3]
        )
        let line = CachedResult(path: "A.swift", status: nil, digest: "d", result: result).line()
        #expect(String(decoding: line, as: UTF8.self) == #"{"p":"A.swift","d":"d","f":["#
            + #""warning","hardcoded_spacing",3,9,"use \"lg\"","\t.padding(24)",9,null,null,"#
            + #""warning","hardcoded_spacing",3,9,"use \"lg\"","\t.padding(24)",9,12,14,"DesignSystem.Spacing.lg","#
            + #""spacing","24"],"#
            + #""ref":["a",3,"b",1]}"#)
        let read = try JSONDecoder().decode(CachedResult.self, from: line)
        #expect(read.status == nil)
        #expect(read.result(for: "A.swift").findings == [plain, fixed])
        #expect(read.result(for: "A.swift").references == ["a": 3, "b": 1])
    }

    @Test func aLineWithAnUnknownSeverityOrABackwardFixIsNotRead() {
        let unknown = #"{"p":"A.swift","d":"d","f":["fatal","r",1,1,"m","x",1,null],"ref":[]}"#
        let backward = #"{"p":"A.swift","d":"d","f":["error","r",1,1,"m","x",1,5,3,"y"],"ref":[]}"#
        let cut = #"{"p":"A.swift","d":"d","f":["error","r",1,1,"m"],"ref":[]}"#
        for line in [unknown, backward, cut] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(CachedResult.self, from: Data(line.utf8)) }
        }
    }

    @Test func aResultReadUnderAnotherSpellingOfItsPathTakesThatSpelling() throws {
        let line = #"{"p":"Cafe\u0301.swift","d":"d","f":["error","r",1,1,"m","x",1,null,null],"ref":[]}"#
        let read = try JSONDecoder().decode(CachedResult.self, from: Data(line.utf8))
        #expect(read.result(for: "Caf\u{E9}.swift").findings.map(\.location.path) == ["Caf\u{E9}.swift"])
    }

    @Test func aLineIsReadBackAsTheResultItWasWrittenFrom() throws {
        let finding = Finding(
            diagnostic: Diagnostic(
                .warning, .hardcodedSpacing, at: SourceLocation(path: "A.swift", line: 2, column: 5), "m"),
            fix: Fix(range: 3..<5, replacement: "DesignSystem.Spacing.lg"), lineText: " .padding(24)", utf16Column: 5
        )
        let result = FileResult(
            path: "A.swift", fenceIndex: nil, findings: [finding], demonstrated: [], references: ["x": 2])
        let status = CachedResult.Status(size: 10, modified: 1_700_000_000, modifiedNanoseconds: 5, inode: UInt64.max)
        let line = CachedResult(path: "A.swift", status: status, digest: "abc", result: result).line()
        #expect(String(decoding: line, as: UTF8.self) == #"{"p":"A.swift","st":[10,1700000000,5,18446744073709551615],"#
                + #""d":"abc","f":["warning","hardcoded_spacing",2,5,"m"," "# +
                    #".padding(24)",5,3,5,"DesignSystem.Spacing.lg",null],"#
            + #""ref":["x",2]}"#)
        let read = try JSONDecoder().decode(CachedResult.self, from: line)
        #expect(read.status == status)
        #expect(read.result(for: "A.swift").findings == [finding])
        #expect(read.result(for: "A.swift").references == ["x": 2])
    }
}
