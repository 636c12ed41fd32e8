import DSGenCore
import Foundation
import SwiftParser
import Testing
@testable import DSGenExport

/// `DesignSystem.swift` declares every token under the Swift name the team's code uses.
struct SwiftEmitterTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func fixtureSource() throws -> String {
        SwiftEmitter.source(for: try ExportFixture.system(SwiftFixture.markdown))
    }

    /// Compares `text` with a committed golden file; `RECORD_GOLDEN=1` rewrites it and fails.
    private func expectGolden(_ text: String, named name: String) throws {
        let file = Self.golden.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.golden, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            Issue.record("Recorded \(name); run again without RECORD_GOLDEN")
            return
        }
        #expect(text == (try String(contentsOf: file, encoding: .utf8)))
    }

    @Test func everyKindMatchesTheGoldenFile() throws {
        try expectGolden(try Self.fixtureSource(), named: "DesignSystem.swift.txt")
    }

    @Test func theFileIsOneAndItsNameIsTheFormatsDefault() throws {
        let files = SwiftEmitter().emit(try ExportFixture.system(SwiftFixture.markdown))
        #expect(files.keys.sorted() == ["DesignSystem.swift"])
        #expect(ExportFormat(rawValue: "swift")?.defaultOutput == "DesignSystem.swift")
        #expect(ExportFormat.swift.writesFolder == false)
    }

    @Test func theOutputIsTheSameOnEveryRun() throws {
        let first = try Self.fixtureSource()
        #expect(try Self.fixtureSource() == first)
        #expect(first.hasSuffix("}\n") && !first.hasSuffix("\n\n"))
        #expect(!first.contains("\t"))
    }

    @Test func theFileParsesWithoutErrors() throws {
        let tree = Parser.parse(source: try Self.fixtureSource())
        #expect(!tree.hasError)
    }

    @Test func theParseCheckSeesABrokenFile() throws {
        let broken = try Self.fixtureSource().replacingOccurrences(
            of: "public enum Spacing {", with: "public enum Spacing")
        #expect(Parser.parse(source: broken).hasError)
    }

    @Test func tokensNestUnderTheirSwiftNames() throws {
        let source = try Self.fixtureSource()
        #expect(source.contains("""
            /// The token groups under `DesignSystem.Status`.
            public enum Status {
                /// The tokens of the `status.budget` group.
                public enum Budget {
                    /// The budget was met
                    public static let met: Color = DesignSystem.Colors.goals
        """))
        #expect(
            source.contains(
                "    public enum Layout {\n        /// The tokens of the `layout.default` group.\n        public " +
                    "enum `default` {\n"
            ))
    }

    @Test func deprecationNamesTheReplacementAsSeenFromTheToken() throws {
        let source = try Self.fixtureSource()
        #expect(
            source.contains(
                "@available(*, deprecated, renamed: \"error\")\n        public static let highPriority: Color = " +
                    "DesignSystem.Colors.error\n"
            ))
        #expect(
            source.contains(
                "@available(*, deprecated, renamed: \"Colors.error\")\n            public static let missed: Color = " +
                    "DesignSystem.Colors.error\n"
            ))
        #expect(
            source.contains(
                "@available(*, deprecated, message: \"colors.legacy is deprecated in the design system\")\n        " +
                    "public static let legacy: Color = Color(dsgenRGBA: 0x8E8E93FF)\n"
            ))
    }

    @Test func aliasesOfAnotherKindOrOfADeprecatedTokenRepeatTheValue() throws {
        let system = try ExportFixture.system(SwiftFixture.markdown + """

        ```tokens more kind=color
        urgent  {colors.highPriority}  // Refers to a deprecated token
        ```
        """)
        let source = SwiftEmitter.source(for: system)
        #expect(source.contains("public static let inset: CGFloat = 16\n"))
        #expect(
            source.contains(
                "public static let urgent: Color = Color(dsgenLight: 0xFF3B30FF, dark: 0xFF453AFF, " +
                    "lightHighContrast: 0xD70015FF, darkHighContrast: 0xFF6961FF)\n"
            ))
    }

    @Test func namesAndLiteralsAreEscaped() {
        #expect(SwiftSpelling.identifier("default") == "`default`")
        #expect(SwiftSpelling.identifier("md") == "md")
        #expect(SwiftSpelling.string("Iowan \"Old\" \\ Style\n") == "\"Iowan \\\"Old\\\" \\\\ Style\\n\"")
        #expect(SwiftSpelling.number(16) == "16")
        #expect(SwiftSpelling.number(0.15) == "0.15")
        #expect(SwiftSpelling.number(-2) == "-2")
        #expect(SwiftSpelling.rgba(RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.4)) == "0xFF800066")
    }

    @Test func aGroupNamedLikeASwiftUITypeDoesNotHideIt() throws {
        let system = try ExportFixture.system("""
        ```tokens color kind=color
        accent  #FF9500 | #FF9F0A  // Buttons
        ```

        ```tokens font kind=typography
        body  body  // Body text
        ```
        """)
        let source = SwiftEmitter.source(for: system)
        #expect(source.contains("public static let accent: SwiftUI.Color = SwiftUI.Color(dsgenLight:"))
        #expect(source.contains("public static let body: SwiftUI.Font = .body\n"))
    }

    /// An app's namespace of durations called `Animation` (`Constants.Animation.playerTabSwitch`):
    /// the transitions are typed `SwiftUI.Animation`, and the file still type-checks.
    @Test func aGroupNamedAnimationDoesNotHideSwiftUIs() throws {
        let system = try ExportFixture.system("""
        ```tokens animation kind=duration swift=Constants.Animation
        playerTabSwitch  200ms
        ```

        ```tokens motion kind=transition swift=Constants.Motion
        emphasized  transition(duration: 250ms, timing: easeOut)
        ```
        """)
        let source = SwiftEmitter.source(for: system)
        #expect(source.contains("public static let playerTabSwitch: Double = 0.2\n"))
        #expect(source.contains("public static let emphasized: SwiftUI.Animation = .timingCurve("))
        let outcome = try SwiftCompiler.typeCheck(source, on: .uiKit)
        #expect(outcome.succeeded, "\(outcome.output)")
    }
}
