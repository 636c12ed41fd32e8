import Foundation
import Testing

/// `dsgen init` on the shapes apps write their tokens in, each followed by `dsgen build` and
/// `dsgen lint` as a team would run them next: the guide builds and lint finds no drift.
struct InitCommandTests {
    static let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Apps")

    /// A scratch folder holding a copy of the app fixture `name` as `App/`.
    func scratch(with app: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-init-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.apps.appendingPathComponent(app), to: folder.appendingPathComponent("App"))
        return folder
    }

    func text(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(arguments: ["guide", "generated", "extensions", "tokens-studio", "themes"])
    func initThenBuildAndLintFindNoDrift(_ app: String) throws {
        let folder = try scratch(with: app)
        defer { try? FileManager.default.removeItem(at: folder) }
        let initialized = try DSGenProcess.run(["init", "--from", "App"], in: folder)
        #expect(initialized.status == 0, "\(initialized.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Content/index.md").path))
        let built = try DSGenProcess.run(["build"], in: folder)
        #expect(built.status == 0, "\(built.standardError)")
        #expect(!built.standardError.contains("error:"))
        let linted = try DSGenProcess.run(["lint"], in: folder)
        #expect(linted.status == 0, "\(linted.standardOutput)")
        #expect(!linted.standardOutput.contains("[token_drift]") && !linted.standardOutput.contains("[token_missing]"))
    }

    @Test func theGuidesDesignSystemBecomesPagesThatKeepItsNames() throws {
        let folder = try scratch(with: "guide")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DSGenProcess.run(["init", "--from", "App"], in: folder)
        #expect(result.status == 0)
        #expect(try text(folder, "Content/01-spacing.md").contains("""
        ```tokens spacing kind=dimension swift=DesignSystem.Spacing
        xxs           4pt   // 4pt - Tiny gaps (badge padding)
        """))
        #expect(try text(folder, "Content/01-spacing.md").contains("formPadding   20pt  // Forms and modals\n"))
        let colors = try text(folder, "Content/02-colors.md")
        #expect(colors.contains("actions         red                 // Red - for action-related UI\n"))
        #expect(colors.contains("scrim           black.opacity(0.4)\n"))
        #expect(colors.contains("text            #000000 | #FFFFFF\n"))
        #expect(colors.contains("danger          {colors.error}\n"))
        #expect(
            try text(folder, "Content/04-cornerRadius.md").contains(
                "```tokens cornerRadius kind=radius swift=DesignSystem.CornerRadius\n"))
        #expect(try text(folder, "Content/05-typography.md").contains("title    title2.bold()\n"))
        #expect(
            try text(folder, "dsgen.yml").contains("sources: [\"App\"]\ntoken_files: [\"App/DesignSystem.swift\"]\n"))
        #expect(result.standardError.contains(
            "App/DesignSystem.swift:16:28: warning: 2 definitions are not read: their values are not literals dsgen " +
                "can read, such as 'DesignSystem.Spacing.zoom' (App/DesignSystem.swift:16:28) and " +
                "'DesignSystem.Typography.mono' (App/DesignSystem.swift:53:20) [init_skipped]\n"
        ))
        #expect(
            result.standardError.contains("3 definition(s) not read (--verbose lists each, and so does its home page).")
        )
        let verbose = try DSGenProcess.run(
            ["init", "--from", "App", "--content", "Verbose", "--force", "--verbose"], in: folder)
        #expect(
            verbose.standardError.contains(
                "App/DesignSystem.swift:16:28: warning: 'DesignSystem.Spacing.zoom' is not read: its value, " +
                    "MainActor.assumeIsolated { 1.0 }, is not a literal dsgen can read as a dimension [init_skipped]"
            ))
        #expect(
            try text(folder, "Content/index.md").contains(
                "- `DesignSystem.Spacing.zoom` (`App/DesignSystem.swift:16:28`)"))
    }

    @Test func aGeneratedClassOverACatalogKeepsItsAliasLayer() throws {
        let folder = try scratch(with: "generated")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try DSGenProcess.run(["init", "--from", "App"], in: folder).status == 0)
        let core = try text(folder, "Content/01-coreColors.md")
        #expect(core.contains("green900  #1B5E2E | #86E69F\n"))
        #expect(core.contains("gray900   #000000 | #FFFFFF\n"))
        let semantic = try text(folder, "Content/02-semanticColors.md")
        #expect(semantic.contains("bgAccent   {coreColors.green900}  // Accent backgrounds: badges, selected rows.\n"))
        #expect(semantic.contains("fgPrimary  {coreColors.gray900}\n"))
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("Content/assets/Colors.xcassets/green900.colorset/Contents.json")
                    .path))
    }

    @Test func tokensStudiosFilesComeInWithTheirThemesAsAResolver() throws {
        let folder = try scratch(with: "tokens-studio")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DSGenProcess.run(["init", "--from", "App"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        // Its file of several sets is copied as it is: the build reads it in place, with its themes.
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("Content/tokens/legacy-export.json").path))
        for set in ["global", "light", "dark"] {
            #expect(
                FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent("Content/tokens/tokens/\(set).tokens.json").path))
        }
        let resolver = try text(folder, "Content/tokens/tokens/tokens.resolver.json")
        #expect(resolver.contains("\"Dark\" : [\n          {\n            \"$ref\" : \"dark.tokens.json\""))
        #expect(
            resolver.contains(
                "\"base\" : {\n      \"sources\" : [\n        {\n          \"$ref\" : \"global.tokens.json\""))
        let built = try DSGenProcess.run(["build"], in: folder)
        #expect(built.status == 0, "\(built.standardError)")
        let css = try text(folder, "site/tokens.css")
        #expect(css.contains("--surface-background: light-dark(#F9FAFB, #111827);"))
        #expect(css.contains("--elevation-card: 0px 2px 8px #1118271F;"))
        #expect(css.contains("--typography-title: 600 28px \"Inter\", var(--font);"))
        #expect(
            built.standardError.contains(
                "legacy-export.json:1:1: warning: this is Tokens Studio's file of several sets: its 1 set"))
        #expect(
            built.standardError.contains(
                "'{spacing.base} * 6' is Tokens Studio's math, which DTCG does not have; it is worked out (24px) " +
                    "[format_deviation]"
            ))
    }

    @Test func extensionsOfThePlatformsTypesAreGroupedByWhatTheyHold() throws {
        let folder = try scratch(with: "extensions")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DSGenProcess.run(["init", "--from", "App"], in: folder)
        #expect(result.status == 0)
        // Lengths by what their names say they are for; arithmetic over them worked out.
        let spacing = try text(folder, "Content/01-spacing.md")
        #expect(spacing.contains("""
            ```tokens spacing kind=dimension swift=CGFloat
            spaceScale     4pt
            layoutPadding  16pt
            doubleSpace    8pt   // Twice the scale, worked out.
            ```
            """))
        #expect(
            try text(folder, "Content/02-layout.md").contains(
                "```tokens layout kind=radius swift=CGFloat\ncardRadius  12pt\n"))
        #expect(try text(folder, "Content/03-borderWidths.md").contains(
            "```tokens borderWidths kind=dimension swift=CGFloat\nhairline  0.5pt\n"
        ))
        let colors = try text(folder, "Content/04-colors.md")
        #expect(colors.contains("brandMuted  {colors.brand}.opacity(0.5)\n"))
        #expect(colors.contains("surface     #F2F2F7 | #1C1C1E | #F2F2F7 | #242426\n"))
        #expect(colors.contains("```tokens colors kind=color swift=ShapeStyle\naccentFill  #FF9400\n"))
        #expect(
            result.standardError.contains(
                "App/Layout.swift:29:16: warning: 'EdgeInsets.card' is not read: EdgeInsets is no kind of token " +
                    "dsgen has [init_skipped]"
            ))
    }

    @Test func badInputWritesNothing() throws {
        let folder = try scratch(with: "guide")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "enum Broken { static let x: CGFloat = = 4 }\n".write(
            to: folder.appendingPathComponent("App/Broken.swift"), atomically: true, encoding: .utf8)
        let broken = try DSGenProcess.run(["init", "--from", "App"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.standardError.contains("App/Broken.swift:1:"))
        #expect(broken.standardError.contains("[swift_syntax]"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Content").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("dsgen.yml").path))

        let missing = try DSGenProcess.run(["init", "--from", "Nowhere"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("Nowhere:1:1: error: 'Nowhere' does not exist"))

        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/Broken.swift"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try "keep me".write(to: folder.appendingPathComponent("Content/mine.md"), atomically: true, encoding: .utf8)
        let existing = try DSGenProcess.run(["init", "--from", "App"], in: folder)
        #expect(existing.status == 2)
        #expect(
            existing.standardError.contains(
                "Content:1:1: error: 'Content' exists, and dsgen init writes it anew; choose another --content, or " +
                    "add --force to move it aside to a backup (nothing is deleted) [output_error]"
            ))
        #expect(try text(folder, "Content/mine.md") == "keep me")

        let forced = try DSGenProcess.run(["init", "--from", "App", "--force"], in: folder)
        #expect(forced.status == 0)
        #expect(
            forced.standardError.contains("Moved the existing Content aside to Content.backup (nothing was deleted)."))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Content/mine.md").path))
        #expect(try text(folder, "Content.backup/mine.md") == "keep me")
    }

    @Test func aCatalogWhoseComponentsAreNotNumbersIsReportedAtItsPlace() throws {
        let folder = try scratch(with: "generated")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad =
            #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "# +
                #""x", "green" : "0.5", "red" : "0.5" } }, "idiom" : "universal" } ] }"#
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("App/Colors.xcassets/bad.colorset"), withIntermediateDirectories: true)
        try bad.write(
            to: folder.appendingPathComponent("App/Colors.xcassets/bad.colorset/Contents.json"), atomically: true,
            encoding: .utf8)
        let result = try DSGenProcess.run(["init", "--from", "App"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains("App/Colors.xcassets/bad.colorset/Contents.json:1:99: error: blue is \"x\""))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Content").path))
    }
}
