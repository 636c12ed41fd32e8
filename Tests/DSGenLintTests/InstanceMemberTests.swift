import DSGenCore
import Foundation
import Testing
@testable import DSGenLint
@testable import DSGenSwift

/// Tokens apps reach through an object: a theme's members (`theme.tintColor`), a wrapper's entry
/// point over a generated token type (`.compound.textPrimary`); and the app's own members beside the
/// tokens in its token files (`ListRowPadding.insets`), reported once at the definition.
struct InstanceMemberTests {
    /// A spec with a theme group as `dsgen init` writes an app's themes (a modifier named for the
    /// protocol), a generated token type, and a namespace of lengths.
    static let system: DesignSystem = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("dsgen-instance-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "spec.md": """
                # Tokens

                ```tokens compound kind=color swift=CompoundColorTokens
                textPrimary #1B1D22
                textSecondary #656D77
                ```

                ```tokens list kind=dimension swift=ListRowPadding
                horizontal 16pt
                vertical 13pt
                ```
                """,
            "tokens/colorSet.resolver.json": """
                {"version": "2025.10", "resolutionOrder": [{"$ref": "#/modifiers/colorSet"}],
                 "modifiers": {"colorSet": {"default": "Desert", "contexts": {
                   "Desert": [{"$ref": "themes/Desert.tokens.json"}],
                   "Ice": [{"$ref": "themes/Ice.tokens.json"}]}}}}
                """,
            "tokens/themes/Desert.tokens.json": theme("#E66A3C"),
            "tokens/themes/Ice.tokens.json": theme("#3C8CE6"),
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            let parent = url.deletingLastPathComponent()
            try? FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
        }
        return ContentLoader.load(contentDirectory: folder.path).0!
    }()

    static func theme(_ tint: String) -> String {
        """
        {"tintColor": {"$type": "color", "$value": "\(tint)",
                       "$extensions": {"dev.dsgen": {"swift": "ColorSet.tintColor"}}},
         "labelColor": {"$type": "color", "$value": "#000000",
                        "$extensions": {"dev.dsgen": {"swift": "ColorSet.labelColor"}}}}
        """
    }

    static func linted(_ code: String, app: AppDeclarations = AppDeclarations()) -> FileResult {
        var configuration = LintConfiguration()
        configuration.app = app
        return Linter(system: system, configuration: configuration)
            .lint(SwiftSource(path: "View.swift", text: code, origin: .file))
    }

    @Test func aThemesMembersAreTokenUsesHoweverTheViewReachesTheTheme() {
        let code = """
            struct Card: View {
                @Environment(Theme.self) private var theme
                let colorSet: ColorSet
                var body: some View {
                    Text("Hi").foregroundStyle(theme.tintColor).background(self.theme.labelColor)
                        .tint(Theme.shared.tintColor).overlay(colorSet.labelColor)
                        .border(notification.type.tintColor)
                }
            }
            """
        #expect(Self.linted(code).references == ["ColorSet.tintColor": 2, "ColorSet.labelColor": 2])
        // `static let shared = Theme()` makes `shared` an entry point, to a type of no group.
        #expect(Self.linted(code, app: .with(reached: ["shared": ["Theme"]])).references == [
            "ColorSet.tintColor": 2, "ColorSet.labelColor": 2,
        ])
    }

    static let wrapper = AppDeclarations.with(reached: ["compound": ["CompoundColorTokens"]])

    @Test func aWrappersEntryPointReachesTheTokensItWraps() {
        let code = """
            Text("Hi").foregroundStyle(.compound.textPrimary).background(Color.compound.textSecondary)
            let tint = Color.compound.decorativeColor(for: id)
            let bubble = Color.compound._textPrimary
            """
        var app = Self.wrapper
        app.wrapperMembers = ["compound": ["_textPrimary"]]
        let result = Self.linted(code, app: app)
        #expect(result.references == ["CompoundColorTokens.textPrimary": 1, "CompoundColorTokens.textSecondary": 1])
        #expect(result.findings.isEmpty)
    }

    @Test func aMisspeltWrappedNameIsAnUnknownTokenWithItsFix() {
        let findings = Self.linted("Text(\"Hi\").foregroundStyle(.compound.textPrimry)\n", app: Self.wrapper)
            .findings.map { "\($0.location.line):\($0.location.column) \($0.rule) \($0.message)" }
        #expect(findings == [
            "1:28 unknown_token CompoundColorTokens.textPrimry is not a token of the spec; " +
                "did you mean .compound.textPrimary?",
        ])
    }

    @Test func theAppsOwnMemberBesideTheTokensIsNoUnknownTokenAtItsUses() {
        let code = "Text(\"Hi\").padding(ListRowPadding.insets)\n"
        #expect(Self.linted(code).findings.map(\.rule) == [.unknownToken])
        #expect(Self.linted(code, app: .with(declared: ["ListRowPadding.insets"])).findings.isEmpty)
    }

    @Test func wrappersAndTheirEntryPointsAreReadFromTheSources() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-wrap-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "CompoundColors.swift": """
                public extension Color {
                    static let compound = CompoundColors()
                }
                public extension ShapeStyle where Self == Color {
                    static var accent: CompoundColors { Self.compound }
                }
                @dynamicMemberLookup
                public class CompoundColors {
                    public let _bgBubbleIncoming = Color.gray
                    public subscript(dynamicMember keyPath: KeyPath<CompoundColorTokens, Color>) -> Color {
                        tokens[keyPath: keyPath]
                    }
                }
                """,
            "Fonts.swift": """
                extension Font {
                    static let compound = CompoundFonts()
                    static let brand: Color = .blue
                    static var shared = Self()
                }
                """,
            "ListRow.swift": """
                public enum ListRowPadding {
                    public static let horizontal: CGFloat = 16
                    public static let insets = EdgeInsets(top: 13, leading: 16, bottom: 13, trailing: 16)
                    let notStatic = 1
                }
                """,
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let paths = files.keys.sorted().map { folder.appendingPathComponent($0).path }
        let app = AppDeclarations.read(paths) { $0.hasSuffix("ListRow.swift") }
        #expect(app.reached == [
            "compound": ["CompoundColorTokens", "CompoundFonts"], "accent": ["CompoundColorTokens"],
        ])
        #expect(app.wrapperMembers == ["compound": ["_bgBubbleIncoming"], "accent": ["_bgBubbleIncoming"]])
        #expect(app.declared == ["ListRowPadding.horizontal", "ListRowPadding.insets"])
    }
}

extension AppDeclarations {
    static func with(reached: [String: Set<String>] = [:], declared: Set<String> = []) -> AppDeclarations {
        var app = AppDeclarations()
        app.reached = reached
        app.declared = declared
        return app
    }
}
