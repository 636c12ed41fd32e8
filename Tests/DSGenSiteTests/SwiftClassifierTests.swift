import Foundation
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax
import Testing
@testable import DSGenSite

/// The classifier finds the runs swift-syntax's own `classifications` finds, less the plain ones:
/// the highlighted HTML is the same whichever makes it.
struct SwiftClassifierTests {
    static let snippets = [
        "let size: CGFloat = 16 // pt\nText(\"Hi\")\n",
        "@State private var isOn = true\n@Environment(\\.colorScheme) var scheme\n",
        "@available(iOS 17, macOS 14, *)\n@MainActor final class Model {}\n",
        "@Foo<Int, [String]> /* note */ var x\n@_spi(Raw) import Swift\n@ /* gap */ Bar var y = 1\n",
        "#if os(macOS) && !targetEnvironment(simulator)\nlet a = 1\n#elseif DEBUG\nlet b = 2\n#else\nlet c = " +
            "3\n#endif\n",
        "infix operator <~>: AdditionPrecedence\nprecedencegroup Pipe { associativity: left higherThan: A lowerThan: " +
            "B }\n",
        "func f(_ a: Int, label b: inout [String: Int]) -> Swift.Result<Int, Error> { f(a, label: &b) }\n",
        "let s = \"\"\n\"\"\"\nmulti \\(1 + 2) line\n\"\"\"\nlet r = #\"raw \"quoted\" \\#(x)\"#\n",
        "let re = /a+b*/\nlet re2 = #/x(?<name>y)/#\nlet f = 1.5e3 + 0x1F - 0b101\n",
        "/// Doc line\n/** Doc block */\n/* block */ // line\nstruct S {}\n// tail comment",
        "let p = <#placeholder#>\nlet q = [1, 2].map { $0 * 2 }.first!\nlet t = `class`\n",
        "#!/usr/bin/swift\nprint(#file, #line)\n#sourceLocation(file: \"a\", line: 1)\n#sourceLocation()\n",
        "func broken( {\n  let 🙂 = \"unterminated\n",
        "struct Row: View { @State var on = false; var body: some View { Text(\"<b>\").padding(.horizontal, 8) } }",
        "if #available(iOS 16, *) {} else if #unavailable(iOS 15) {}\nlet k = \\Foo.bar?.baz\n",
        "@propertyWrapper struct W<T> where T: Equatable { var wrappedValue: T }\nextension Array: @retroactive P {}\n",
        "let x = a ?? b; let y = c ? d : e; let z = -f; let w = g...h; x.y::z\n",
        "@ var\n@freestanding(expression) macro m() = #externalMacro(module: \"M\", type: \"T\")\n",
        "",
    ]

    @Test(arguments: snippets)
    func findsTheRunsOfSwiftSyntax(_ code: String) {
        expectSameRuns(code)
    }

    /// Apps' sources as the CLI tests keep them: whole files of a SwiftUI design system.
    @Test func findsTheRunsOfSwiftSyntaxInTheAppFixtures() throws {
        let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("DSGenCLITests/Apps")
        let files = try #require(FileManager.default.enumerator(at: apps, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count >= 3)
        for file in files {
            expectSameRuns(try String(contentsOf: file, encoding: .utf8), file.lastPathComponent)
        }
    }

    private func expectSameRuns(_ code: String, _ name: String = "") {
        let tree = Parser.parse(source: code)
        let expected = tree.classifications.filter { $0.kind != .none }.map {
            ClassifiedRun(kind: $0.kind, start: $0.range.lowerBound.utf8Offset, end: $0.range.upperBound.utf8Offset)
        }
        let runs = SwiftClassifier.runs(of: tree, source: Array(code.utf8))
        #expect(runs == expected, "\(name)")
        #expect(!runs.isEmpty || code.isEmpty)
    }
}
