@testable import DSGenCore
@testable import DSGenLint
@testable import DSGenSwift
import Foundation
import Testing

/// A Swift file that does not parse is linted as far as it parses, with its first syntax error reported.
struct BrokenSourceTests {
    @Test func aBrokenFileIsStillLintedAndItsErrorLocated() {
        let code = """
        struct Row: View {
            var body: some View {
                Text("a").padding(16)
                    .background(Color.red
            }
        """
        let findings = LintFixture.lint(code).findings
        #expect(findings.map { "\($0.location.line):\($0.location.column) [\($0.rule)]" } == [
            "3:27 [hardcoded_spacing]", "4:25 [hardcoded_color]", "4:34 [swift_syntax]",
        ])
        #expect(findings.last?.message == "expected ')' here; the rest of the file is linted as far as it parses")
    }

    @Test func aFileThatIsNotUTF8IsLintedWithItsBytesReadAsSpacesAndNoFixes() throws {
        let path = NSTemporaryDirectory() + "dsgen-latin1-\(UUID().uuidString).swift"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(
            [0x2F, 0x2F, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A] + Array("let a = Text(\"\u{E9}\").padding(16)\n".utf8) + [
                0xC3, 0x28, 0x0A,
            ]
        )
            .write(to: URL(fileURLWithPath: path))
        let findings = LintFixture.linter().lint(files: [path]).flatMap(\.findings)
        #expect(findings.map(\.diagnostic.description) == [
                "\(path):1:7: error: byte 0xE9 is not UTF-8 (the file may be in another encoding); dsgen reads such " +
                    "bytes as spaces and lints the rest, without fixes [swift_syntax]",
            "\(path):2:28: error: hard-coded spacing 16; use DesignSystem.Spacing.md [hardcoded_spacing]",
                "\(path):3:3: error: expected '<#expression#>' here; the rest of the file is linted as far as it " +
                    "parses [swift_syntax]",
        ])
        #expect(findings.allSatisfy { $0.fix == nil })
    }

    /// One expression of 20,000 chained modifiers nests about 60,000 levels deep: swift-syntax's
    /// visitors would run out of stack, so the file is reported and not walked.
    @Test func codeNestedPastTheLimitIsAFindingNotACrash() {
        let code = "let v = Text(\"a\")" + String(repeating: ".padding(8)", count: 20_000) + "\n"
        let findings = LintFixture.lint(code).findings
        #expect(findings.map { "\($0.location.line):\($0.location.column) [\($0.rule)]" } == ["1:9 [swift_syntax]"])
        #expect(findings.first?.message.hasPrefix("this code nests more than 4000 levels deep") == true)
    }

    /// Thousands of findings on one line each carry that line, without a copy (or a scan) each.
    @Test func manyFindingsOnOneLineAreEachLocated() {
        let code = "let v = Text(\"a\")" + String(repeating: ".padding(8)", count: 1_000) + "\n"
        let findings = LintFixture.lint(code).findings
        #expect(findings.count == 1_000)
        #expect(findings.map(\.location.column) == (0..<1_000).map { 27 + 11 * $0 })
        #expect(Set(findings.map(\.lineText)).count == 1)
    }

    /// Open brackets make swift-syntax's look-ahead double with each one; past a few, the parse
    /// gets a deadline and a source that misses it is reported, not waited for.
    /// Past `LintFile.findingLimit`, findings are counted, not kept: one more finding says how many
    /// were left out, at the first of them, so that memory stays bounded.
    @Test func findingsPastTheLimitAreCountedInOne() {
        let code = String(repeating: "let a = Text(\"a\").padding(8)\n", count: LintFile.findingLimit + 50)
        let findings = LintFixture.lint(code).findings
        #expect(findings.count == LintFile.findingLimit + 1)
        let last = findings.last
        #expect(
            last.map { "\($0.location.line):\($0.location.column) [\($0.rule)]" }
                == "\(LintFile.findingLimit + 1):27 [unreadable_file]")
        #expect(
            last?.message.hasPrefix(
                "this file has more than 10000 findings; the other 50, from here on, are not listed") == true)
    }

    @Test func aSourceThatParsesTooSlowlyIsGivenUp() {
        let code = "let v = Text(\"a\").padding(DesignSystem.Sp" + String(repeating: "[", count: 15) + "acing.md)\n"
        let start = Date()
        guard case .tooSlow(let depth) = ParseBudget.parse(code, seconds: 0.05) else {
            Issue.record("15 open brackets parsed within 0.05 s in a debug build")
            return
        }
        #expect(depth == 15)
        #expect(Date().timeIntervalSince(start) < 1)
        // Brackets left open by a few, as while typing, parse as usual.
        guard case .parsed = ParseBudget.parse("let a = [[1, 2], [3\n", seconds: 0.2) else {
            Issue.record("a few open brackets were given up")
            return
        }
        // Thousands deep, open or closed, the parser is not started: its look-ahead would overflow the stack.
        for deep in [
            String(repeating: "[", count: 100_000),
            String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000),
        ] {
            guard case .tooSlow(let depth) = ParseBudget.parse("let a = " + deep + "\n", seconds: 0.2) else {
                Issue.record("brackets nested thousands deep were parsed")
                return
            }
            #expect(depth >= 50_000)
        }
        // Parentheses and braces are left to swift-syntax's own nesting limit.
        guard case .parsed = ParseBudget.parse("let a = " + String(repeating: "(", count: 10_000) + "\n") else {
            Issue.record("parentheses were given up")
            return
        }
    }

    @Test func theLinterReportsASourceThatParsesTooSlowly() {
        let source = SwiftSource(
            path: "Slow.swift",
            text: "let v = Text(\"a\").padding(DesignSystem.Sp" + String(repeating: "[", count: 18) + "acing.md)\n",
            origin: .file)
        // Past the deepest parsed at all (18 open brackets took about 8 s in a debug build, 24 took 19 s in release).
        let result = LintFixture.linter().lint(source)
        #expect(result.findings.map(\.diagnostic.description) == [
                "Slow.swift:1:1: error: this code nests square brackets 18 deep, which Swift's parser takes too long " +
                    "to read (its time doubles with each one: dsgen gives it 2 s, and none past 16 deep), so dsgen " +
                    "does not lint this file; close its brackets [swift_syntax]"
        ])
    }

    @Test func aSwiftFilePastTheBudgetIsLintedUpToItsLastWholeLineWithin() throws {
        let path = NSTemporaryDirectory() + "dsgen-huge-\(UUID().uuidString).swift"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let line = "let a = Text(\"x\").padding(16)\n"
        try Data(String(repeating: line, count: 100).utf8).write(to: URL(fileURLWithPath: path))
        var linter = LintFixture.linter()
        linter.byteBudget = 1000
        let findings = linter.lint(files: [path]).flatMap(\.findings)
        let linesRead = 1000 / line.utf8.count
        #expect(findings.count == linesRead + 1)
        #expect(findings.filter { $0.rule == .hardcodedSpacing }.count == linesRead)
        #expect(
            findings.last?.diagnostic.description
                == "\(path):\(linesRead + 1):1: error: this Swift file is 3 KB; dsgen lints the first 1 KB of a " +
                    "file, up to here: split it up to lint the rest [unreadable_file]"
        )
        #expect(findings.allSatisfy { $0.fix == nil })
    }

    @Test func anEndlessHueIsReadWithoutCrashing() {
        #expect(
            LintFixture.lint("let a = Color(hue: 1e400, saturation: 1, brightness: 1)\n").findings.map(\.rule) == [
                .hardcodedColor
            ])
    }

    @Test func aMultilineExpressionIsQuotedOnOneLine() {
        let findings = LintFixture.lint("let a = Color(\n    red: 0.1,\n    green: 0.2,\n    blue: 0.3\n)\n").findings
        #expect(
            findings.first?.message.hasPrefix("hard-coded colour 'Color( red: 0.1, green: 0.2, blue: 0.3 )'") == true)
    }

    @Test func mangledSourcesNeverCrashAndEveryFindingIsInsideTheFile() {
        let source = """
        struct Card: View {
            @State private var isOn = false
            var body: some View {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Title").font(.system(size: 17, weight: .semibold)).foregroundStyle(Color(red: 1, green: 0.2, \
        blue: 0.2))
                    Toggle("On", isOn: $isOn).tint(.green)
                }
                .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
                .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                .overlay { Text(DesignSystem.Spacing.huge.description) } // dsgen:disable:next all
            }
        }
        """
        let bytes = Array(source.utf8)
        var generator = SeededGenerator(seed: 7)
        var linted = 0
        for _ in 0..<300 {
            var mangled = bytes
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let index = Int.random(in: 0..<mangled.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: mangled.remove(at: index)
                case 1:
                    mangled.insert(
                        [UInt8(ascii: "("), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "."), 0xE2][
                            Int.random(in: 0..<5, using: &generator)], at: index)
                default: mangled.removeSubrange(index..<min(mangled.count, index + 20))
                }
                if mangled.isEmpty { mangled = [UInt8(ascii: "x")] }
            }
            let text = String(decoding: mangled, as: UTF8.self)
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
            let result = LintFixture.lint(text)
            #expect(
                result.findings.allSatisfy { (1...lineCount).contains($0.location.line) && $0.location.column >= 1 })
            linted += result.findings.isEmpty ? 0 : 1
        }
        // Mangling leaves most files with something to report; a walk that gave up would not.
        #expect(linted > 250)
    }
}

/// A small deterministic generator (SplitMix64), so a failing case can be reproduced.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
