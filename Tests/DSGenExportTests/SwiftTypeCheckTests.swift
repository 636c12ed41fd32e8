import DSGenCore
import Foundation
import Testing
@testable import DSGenExport

/// The generated file compiles: `swiftc` type-checks it against stand-ins of SwiftUI, UIKit and
/// AppKit (see `Stubs/`), once per `#if canImport` branch. Serialized: each check runs `swiftc`,
/// and the machine has few cores.
@Suite(.serialized)
struct SwiftTypeCheckTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func expectCompiles(
        _ source: String, on platform: SwiftCompiler.Platform, isolation: String = "nonisolated"
    ) throws {
        let outcome = try SwiftCompiler.typeCheck(source, on: platform, isolation: isolation)
        #expect(outcome.succeeded, "\(outcome.output)")
        #expect(!outcome.output.contains("error:"), "\(outcome.output)")
    }

    @Test(arguments: SwiftCompiler.Platform.allCases)
    func everyKindTypeChecks(on platform: SwiftCompiler.Platform) throws {
        try expectCompiles(try SwiftEmitterTests.fixtureSource(), on: platform)
    }

    @Test func everyKindTypeChecksUnderMainActorIsolation() throws {
        try expectCompiles(try SwiftEmitterTests.fixtureSource(), on: .uiKit, isolation: "MainActor")
    }

    @Test func theExampleDesignSystemTypeChecks() throws {
        let content = Self.repository.appendingPathComponent("Content").path
        let (loaded, diagnostics) = ContentLoader.load(contentDirectory: content)
        let system = try #require(loaded)
        #expect(!diagnostics.containsErrors, "\(diagnostics)")
        #expect(system.tokens.count > 50)
        let source = SwiftEmitter.source(for: system)
        #expect(source.contains("public static let md: CGFloat = 16\n"))
        for platform in [SwiftCompiler.Platform.uiKit, .appKit] {
            try expectCompiles(source, on: platform)
        }
    }

    @Test func groupsNamedLikeSwiftUITypesTypeCheck() throws {
        let system = try ExportFixture.system("""
        ```tokens color kind=color
        accent  #FF9500 | #FF9F0A  // Buttons
        ```

        ```tokens gradient kind=gradient
        glow  linear(stops: [{color.accent} 0%, clear 100%], startPoint: top, endPoint: bottom)  // A glow
        ```

        ```tokens font kind=typography
        body  body  // Body text
        ```

        ```tokens material kind=material
        bar  bar  // Toolbars
        ```
        """)
        try expectCompiles(SwiftEmitter.source(for: system), on: .uiKit)
    }

    /// Groups whose Swift prefix is a platform type extend it, as apps write their tokens
    /// (`Color.brand`, `CGFloat.gutter`), rather than declaring an enum that would hide it.
    @Test func groupsThatExtendPlatformTypesTypeCheck() throws {
        let system = try ExportFixture.system("""
        ```tokens brand kind=color swift=Color
        accent  #FF9500 | #FF9F0A  // Buttons
        ```

        ```tokens layout kind=dimension swift=CGFloat
        gutter  16pt  // Between columns
        ```

        ```tokens type kind=typography swift=Font.Brand
        title  title  // Screen titles
        ```
        """)
        let source = SwiftEmitter.source(for: system)
        #expect(
            source.contains("extension Color {") && source.contains("extension CGFloat {")
                && source.contains("extension Font {"))
        #expect(source.contains("public enum Brand {"))
        try expectCompiles(source, on: .uiKit)
        try expectCompiles(source, on: .appKit)
    }

    /// Font forms that the fixture's spec does not reach: a text style in another design or at
    /// another size, and a weight set after `.bold()`.
    @Test func everyFontFormTypeChecks() throws {
        let fonts: [(Typography, String)] = [
            (
                Typography(textStyle: .body, size: 17, weight: .regular, family: .system(.rounded)),
                ".system(.body, design: .rounded)"
            ),
            (
                Typography(textStyle: .body, size: 20, weight: .medium),
                ".system(size: 20, weight: .medium, design: .default)"
            ),
            (Typography(textStyle: .body, size: 17, weight: .light, modifiers: [.bold]), ".body.bold().weight(.light)"),
            (
                Typography(
                    textStyle: nil, size: 12, weight: .bold, family: .custom("Inter"),
                    modifiers: [.smallCaps, .monospaced]),
                ".custom(\"Inter\", size: 12).weight(.bold).smallCaps().monospaced()"
            ),
        ]
        #expect(fonts.map { SwiftFont.expression($0.0) } == fonts.map(\.1))
        let source = "import SwiftUI\n" + fonts.indices.map { "let font\($0): Font = \(fonts[$0].1)\n" }.joined()
        try expectCompiles(source, on: .neither)
    }

    /// The harness can fail: a type error, and a call that only the UIKit branch makes, are caught.
    @Test func theCheckRejectsBrokenSwift() throws {
        let typeError = try SwiftCompiler.typeCheck("import SwiftUI\nlet size: CGFloat = Font.headline\n", on: .neither)
        #expect(!typeError.succeeded)
        #expect(typeError.output.contains("error:"))

        let uiKitOnly =
            "import SwiftUI\nimport UIKit\nlet color = Color(uiColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1))\n"
        #expect(try SwiftCompiler.typeCheck(uiKitOnly, on: .uiKit).succeeded)
        #expect(try !SwiftCompiler.typeCheck(uiKitOnly, on: .appKit).succeeded)
    }

    /// The generated text is what is checked: break the UIKit provider and only that branch fails.
    @Test func aBrokenBranchOfTheGeneratedFileIsCaught() throws {
        let source = try SwiftEmitterTests.fixtureSource()
        let broken = source.replacingOccurrences(
            of: "return UIColor(red: component(24)", with: "return UIColor(red: \"\" + component(24)")
        #expect(broken != source)
        #expect(try !SwiftCompiler.typeCheck(broken, on: .uiKit).succeeded)
        #expect(try SwiftCompiler.typeCheck(broken, on: .appKit).succeeded)
    }
}
