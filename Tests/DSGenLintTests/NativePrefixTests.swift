import DSGenCore
import Testing
@testable import DSGenLint
@testable import DSGenSwift

/// A spec whose groups live in SwiftUI's own namespaces (`swift=Color`, `swift=CGFloat`), as most
/// apps declare their tokens: the platform's members and the app's other names there are not
/// unknown tokens, a hard-coded colour is still one, and a typo of a token still gets its fix.
struct NativePrefixTests {
    static let system: DesignSystem = {
        let spec = """
            # Tokens

            ```tokens colors kind=color swift=Color
            brand   #0A84FF
            surface #FFFFFF | #1C1C1E
            ```

            ```tokens spacing kind=dimension swift=CGFloat
            layoutPadding 16pt
            ```
            """
        return DesignSystem.read([PageParser.parse(spec, path: "tokens.md", displayPath: "tokens.md")]).0
    }()

    static func findings(_ code: String) -> [String] {
        Linter(system: system).lint(SwiftSource(path: "View.swift", text: code, origin: .file)).findings
            .map { "\($0.rule) \($0.message)" }
    }

    @Test func thePlatformsOwnMembersAreNotUnknownTokens() {
        let code = """
            struct Badge: View {
                var body: some View {
                    Text("Hi")
                        .foregroundStyle(Color.primary)
                        .background(Color.clear)
                        .tint(Color.accentColor)
                        .padding(CGFloat.zero)
                        .overlay(Color.secondarySystemFill)
                        .font(Font.scaledBodyFont)
                }
            }
            """
        #expect(Self.findings(code) == [])
    }

    @Test func aTypoOfATokenStillGetsItsFix() {
        #expect(Self.findings("let tint = Color.brnd\nlet gap = CGFloat.layoutPading\n") == [
            "unknown_token Color.brnd is not a token of the spec; did you mean Color.brand?",
            "unknown_token CGFloat.layoutPading is not a token of the spec; did you mean CGFloat.layoutPadding?",
        ])
    }

    /// `Color.highlight` used twenty times is one finding where the token file defines it.
    @Test func anAppsOwnNameInANativeNamespaceIsReportedOnceAtItsDefinition() {
        let definitions = """
            import SwiftUI

            extension Color {
                static let brand = Color(red: 10 / 255, green: 132 / 255, blue: 1)
                static let highlight = Color.yellow
                static let surfce = Color.white
                static func tinted(_ opacity: Double) -> Color { brand.opacity(opacity) }
                var inverted: Color { self }
            }

            extension CGFloat {
                static let layoutPadding: CGFloat = 16
            }
            """
        let uses = String(repeating: "Text(\"Hi\").foregroundStyle(Color.highlight)\n", count: 20)
        let linter = Linter(system: Self.system)
        let drift = linter.checkDrift([SwiftSource(path: "Theme.swift", text: definitions, origin: .file)])
            .filter { $0.rule == .tokenNotInSpec }
        #expect(drift.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
            "5:16 Color.highlight is not a token of the spec, which has 2 tokens under Color; " +
                "add it to the spec, or define it outside Color",
            "6:16 Color.surfce is not a token of the spec; did you mean Color.surface?",
        ])
        #expect(Self.findings(uses) == [])
    }

    @Test func aHardCodedColourIsStillOne() {
        let findings = Self.findings("Text(\"Hi\").foregroundStyle(Color.red)\n")
        #expect(findings.count == 1 && findings[0].hasPrefix("hardcoded_color"), "\(findings)")
    }
}
