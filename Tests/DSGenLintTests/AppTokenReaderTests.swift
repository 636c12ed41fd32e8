import DSGenCore
import Testing
@testable import DSGenInit
@testable import DSGenLint

/// What `dsgen init` reads of token code as real apps and generated packages write it, and what
/// it leaves unsaid.
struct AppTokenReaderTests {
    static func read(_ text: String) -> AppTokens {
        AppTokenReader.read([(path: "App/Tokens.swift", text: text)])
    }

    static func lines(_ tokens: AppTokens) -> [String] {
        tokens.fences.flatMap { fence in fence.lines.map { "\(fence.group) \(fence.kind) \($0.name) \($0.value)" } }
    }

    @Test func arithmeticOverLiteralsAndTokensIsWorkedOut() {
        let tokens = Self.read("""
            public enum CompoundTokens {
                public static let spaceScale = CGFloat(4)
                public static let space1X = spaceScale * 0.25
                public static let space4X: CGFloat = spaceScale * 4
                public static let space5X = (spaceScale + 1) * 4 - 2 / 2
                public static let spaceNegative: CGFloat = -spaceScale
            }
            """)
        #expect(Self.lines(tokens) == [
            "spacing dimension spaceScale 4pt", "spacing dimension space1X 1pt",
            "spacing dimension space4X 16pt", "spacing dimension space5X 19pt",
            "spacing dimension spaceNegative -4pt",
        ])
        #expect(tokens.skipped.isEmpty && tokens.assumptions.isEmpty)
    }

    @Test func aConditionIsReadAsItsFirstBranchWithANote() throws {
        let tokens = Self.read("""
            extension CGFloat {
                static var isCompact: Bool { true }
                public static var layoutPadding: CGFloat { isCompact ? 20 : 8 }
            }
            """)
        #expect(Self.lines(tokens) == ["spacing dimension layoutPadding 20pt"])
        let line = try #require(tokens.fences.first?.lines.first)
        #expect(line.summary == "isCompact ? 20 : 8 in the app, read as its value when isCompact holds; 8pt otherwise")
        #expect(tokens.assumptions == [AppTokens.Assumption(
            swiftName: "CGFloat.layoutPadding", location: SourceLocation(path: "App/Tokens.swift", line: 3, column: 23),
            text: "read as its value when isCompact holds; 8pt otherwise"
        )])
        // A flag is no token, and is not mentioned.
        #expect(tokens.skipped.isEmpty)
    }

    @Test func lengthsAreGroupedByWhatTheirNamesSayTheyAreFor() {
        let tokens = Self.read("""
            public enum Compound {
                public static let spaceMd: CGFloat = 16
                public static let borderWidthThin: CGFloat = 1
                public static let fontSizeBodyMd: CGFloat = 16
                public static let lineHeightBodyMd: CGFloat = 22
                public static let letterSpacingTight: CGFloat = -0.5
                public static let iconSize: CGFloat = 24
                public static let radiusSm: CGFloat = 4
            }
            enum DesignSystem { enum Spacing { static let md: CGFloat = 16; static let formPadding: CGFloat = 20 } }
            """)
        #expect(Self.lines(tokens) == [
            "spacing.compound dimension spaceMd 16pt", "borderWidths dimension borderWidthThin 1pt",
            "fontSizes dimension fontSizeBodyMd 16pt", "lineHeights dimension lineHeightBodyMd 22pt",
            "letterSpacing dimension letterSpacingTight -0.5pt", "sizes dimension iconSize 24pt",
            "compound radius radiusSm 4pt", "spacing dimension md 16pt", "spacing dimension formPadding 20pt",
        ])
        // Sizes and the lengths of type are never proposed for padding.
        #expect(tokens.fences.map(\.uses) == [[], [], ["text"], ["text"], ["text"], ["size"], [], []])
    }

    @Test func viewsPreviewsKeysFlagsAndMirrorsAreNeitherReadNorMentioned() {
        let tokens = Self.read("""
            import SwiftUI
            enum Palette { static let brand = Color.blue; static let computed: Color = make() }
            enum UIPalette { static let brand = UIColor(named: "brand")!; static let other: UIColor = .red }
            struct Row: View { static let height: CGFloat = 44; var body: some View { Text("x") } }
            struct Row_Previews: PreviewProvider { static var previews: some View { Row() } }
            struct HeightKey: PreferenceKey { static var defaultValue: CGFloat = 0 }
            enum Flags { static let enabled = true; static let title = "Hi"; static let id: String = "x" }
            extension EdgeInsets { static let card = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16) }
            """)
        #expect(Self.lines(tokens) == ["palette color brand blue"])
        // Only what looks like a token is said: a colour computed beside tokens, a UIKit colour with
        // no SwiftUI twin, and an extension of a token's type.
        #expect(tokens.skipped.map(\.swiftName) == ["Palette.computed", "UIPalette.other", "EdgeInsets.card"])
        #expect(tokens.skipped.map(\.because) == [.notLiteral, .noKind, .noKind])
    }
}

extension AppTokenReaderTests {
    /// A generated token package's shapes: a class of instance `let`s over a catalog, font
    /// families as text and weights as `Font.Weight` members, beside its bundle.
    @Test func aGeneratedPackagesInstanceColoursFamiliesAndWeightsAreRead() {
        let tokens = Self.read("""
            import SwiftUI
            public class ColorTokens {
                public let bgCanvas = Color(red: 1, green: 1, blue: 1)
                public let id = UUID()
            }
            public enum DesignTokens {
                public static let fontFamilySans = "SF Pro"
                public static let fontWeightSemibold = Font.Weight.semibold
                public static let bundle = Bundle.module
            }
            """)
        #expect(Self.lines(tokens) == [
            "colorTokens color bgCanvas #FFFFFF", #"designTokens fontFamily fontFamilySans "SF Pro""#,
            "designTokens fontWeight fontWeightSemibold semibold",
        ])
        #expect(tokens.skipped.isEmpty)
    }
}

extension AppTokenReaderTests {
    /// An app's font sizes, one set per platform under `#if`: the iOS branch is read, with a note,
    /// and counts and limits beside the tokens are not lengths.
    @Test func theIOSBranchOfAnIfIsReadAndCountsAreNoLengths() throws {
        let glyphs = (0..<30).map { "    static let glyph\($0) = MaterialDesignIcons(name: \"g\($0)\")" }
        let tokens = Self.read("""
            extension Font {
              private static let title = 28.0
              #if targetEnvironment(macCatalyst)
                private static let body = 19.0
              #else
                private static let body = 17.0
              #endif
            }
            enum TimelineConstants { static let fetchLimit = 800; static let pageCount: Int = 20 }
            enum MaterialDesignIcons {
                static let count: Int = 30
            \(glyphs.joined(separator: "\n"))
            }
            final class PressureMonitor {
                static let ceilingKpa: Double = 82
                static let window: TimeInterval = 5 * 60
                static let cornerRadius: Double = 12
            }
            """)
        // A Double or a TimeInterval is a measurement or a timeout unless its name says it is of design.
        #expect(Self.lines(tokens) == [
                "fontSizes dimension title 28pt", "fontSizes dimension body 17pt",
                "pressureMonitor radius cornerRadius 12pt",
        ])
        #expect(tokens.fences.first?.uses == ["text"])
        #expect(tokens.assumptions.map(\.text) == [
            "read from the iOS branch, not the one under #if targetEnvironment(macCatalyst)",
        ])
        #expect(tokens.skipped.isEmpty)
    }
}

extension AppTokenReaderTests {
    /// Structs of one protocol of colours are a family of themes; a view model's stored `var`s
    /// are state, and neither is read as tokens of its own type.
    @Test func themesAreReadAsAFamilyAndStoredVarsAsNothing() {
        let tokens = Self.read("""
            import SwiftUI
            protocol Scheme { var tint: Color { get }; var paper: Color { get } }
            struct Day: Scheme { var tint: Color = .init(red: 0, green: 122 / 255, blue: 1); var paper: Color = .white }
            struct Night: Scheme { var tint: Color = .orange; var paper: Color = .black; var label = "Night" }
            final class FeedModel { var spacing: CGFloat = 12; var isLoading = false }
            """)
        #expect(tokens.fences.isEmpty && tokens.skipped.isEmpty)
        #expect(tokens.themes.map(\.name) == ["Scheme"])
        #expect(tokens.themes.first?.themes.map { "\($0.name): " + $0.values.map { "\($0.member) \($0.value)" }
            .joined(separator: ", ") } == ["Day: tint #007AFF, paper white", "Night: tint orange, paper black"])
    }

    /// A colour written per appearance through the app's own type or initialiser: each side a
    /// colour or another token, as `light | dark`.
    @Test func aColourPerAppearanceIsReadAsBoth() {
        let tokens = Self.read("""
            import SwiftUI
            enum Palette {
                static let ink = Color(red: 0.1, green: 0.1, blue: 0.1)
                static let paper = Color.white
                static let text = DynamicColor(lightColor: ink, darkColor: paper)
                static let canvas = Color(light: .white, dark: Color(red: 0.2, green: 0.2, blue: 0.2))
                static let pair = Pair(first: ink, second: paper)
            }
            """)
        #expect(Self.lines(tokens) == [
            "palette color ink #1A1A1A", "palette color paper white",
            "palette color text {palette.ink} | {palette.paper}", "palette color canvas white | #333333",
        ])
    }

    /// Types that share only a protocol of behaviour (a reflection helper conformed to in an
    /// extension) are no themes: a generated struct's colours stay its own tokens.
    @Test func aProtocolOfBehaviourMakesNoThemes() {
        let tokens = Self.read("""
            import SwiftUI
            protocol AllValues {}
            public struct ColorTokens {
                public let textPrimary = Color(red: 0.1, green: 0.1, blue: 0.1)
                public let textSecondary = Color(red: 0.4, green: 0.4, blue: 0.4)
            }
            public struct FontTokens {
                public let body = Font.system(size: 15)
                public let caption = Font.system(size: 12)
            }
            extension ColorTokens: AllValues {}
            extension FontTokens: AllValues {}
            """)
        #expect(tokens.themes.isEmpty)
        #expect(Self.lines(tokens).prefix(2) == [
            "colorTokens color textPrimary #1A1A1A", "colorTokens color textSecondary #666666",
        ])
    }

    /// A model's enum of cases is no namespace of tokens, and a size of a count is no length.
    @Test func anEnumOfCasesAndASizeOfACountAreNoTokens() {
        let tokens = Self.read("""
            import SwiftUI
            enum SettingsItem: String, CaseIterable {
                case servers, general
                static let iconSize: CGFloat = 24
            }
            enum Indexer { static let batchSize = 500; static let pageSize = 50 }
            enum Layout { static let iconSize = 20 }
            """)
        #expect(Self.lines(tokens) == ["sizes.layout dimension iconSize 20pt"])
    }
}
