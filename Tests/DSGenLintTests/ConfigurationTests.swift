@testable import DSGenCore
@testable import DSGenLint
import Testing

/// `dsgen.yml`: every setting is read, and every mistake is an error at its line.
struct ConfigurationTests {
    @Test func everySettingIsRead() throws {
        let yaml = """
        sources: [App/Sources, Packages]
        exclude:
          - "**/Generated/**"
        token_files: ["**/DesignSystem.swift"]
        rules:
          hardcoded_font: warning
          non_semantic_color_name: off
        allow:
          hardcoded_spacing: [0, 1, 0.5]
          hardcoded_color: [white]
        """
        let configuration = try ConfigurationReader.parse(yaml, path: "dsgen.yml").get()
        #expect(configuration.sources == ["App/Sources", "Packages"])
        #expect(configuration.isExcluded("App/Sources/Generated/Assets.swift"))
        #expect(!configuration.isExcluded("App/Sources/Views/Row.swift"))
        #expect(configuration.isTokenFile("App/Sources/DesignSystem.swift"))
        #expect(configuration.isTokenFile("DesignSystem.swift"))
        #expect(configuration.severity(of: .hardcodedFont, default: .error) == .warning)
        #expect(configuration.severity(of: .nonSemanticColorName, default: .warning) == nil)
        #expect(configuration.severity(of: .hardcodedSpacing, default: .error) == .error)
        #expect(configuration.allows(.hardcodedSpacing, number: 0.5))
        #expect(!configuration.allows(.hardcodedSpacing, number: 2))
        #expect(configuration.allows(.hardcodedColor, name: "white"))
    }

    static let mistakes: [(String, String)] = [
        (
            "sources: [App]\nsourcs: [Lib]\n",
            "dsgen.yml:2:1: error: unknown key 'sourcs'; did you mean 'sources'?; the keys are sources, exclude, " +
                "token_files, rules, allow, generated_pages, contrast, site, versions [configuration]"
        ),
        (
            "rules:\n  hardcoded_font: loud\n",
            "dsgen.yml:2:19: error: a rule is set to error, warning or off, not 'loud' [configuration]"
        ),
        (
            "rules:\n  hardcoded_spacin: off\n",
            "dsgen.yml:2:3: error: 'hardcoded_spacin' is not a rule; did you mean 'hardcoded_spacing'? [configuration]"
        ),
        (
            "allow:\n  hardcoded_spacing: [0, eight]\n",
            "dsgen.yml:2:26: error: 'eight' is not a number; hardcoded_spacing allows numbers, such as [0, 1] " +
                "[configuration]"
        ),
        ("sources:\n  nested: true\n", "dsgen.yml:2:3: error: 'sources' takes a list, such as [a, b] [configuration]"),
        (
            "site:\n  accent: #0060DF\n",
            "dsgen.yml:2:10: error: 'accent' takes plain text, "
                + "in quotes (a # starts a comment in YAML): accent: \"#0060DF\" [configuration]"
        ),
        (
            "site:\n  accent: \"#0060DF | blue\"\n",
            "dsgen.yml:2:11: "
                + "error: 'accent' is a colour in hex, such as \"#0060DF\", or light and dark: "
                + "\"#0060DF | #5EA8FF\"; '#0060DF | blue' is not [configuration]"
        ),
        (
            "site:\n  titel: Shop\n",
            "dsgen.yml:2:3: "
                + "error: unknown key 'titel' in 'site'; did you mean 'title'?; "
                + "the keys are title, logo, accent [configuration]"
        ),
        (
            "site: Shop\n",
            "dsgen.yml:1:7: "
                + "error: 'site' takes a mapping of title, logo and accent, such as 'title: Shop' [configuration]"
        ),
        (
            "rules: [hardcoded_font]\n",
            "dsgen.yml:1:8: error: 'rules' takes a mapping of rule ids, such as 'hardcoded_font: warning' " +
                "[configuration]"
        ),
        (
            "- just\n- a list\n",
            "dsgen.yml:1:1: error: the configuration must be a mapping of settings, such as 'sources: [App]' " +
                "[configuration]"
        ),
        (
            "sources: [App\n",
            "dsgen.yml:2:1: error: this is not valid YAML: did not find expected ',' or ']' [configuration]"
        ),
        (
            "allow:\n  unknown_token: [16]\n",
            "dsgen.yml:2:3: error: unknown_token has no values to allow; 'allow' applies to hardcoded_spacing, " +
                "hardcoded_radius, hardcoded_font, hardcoded_size, hardcoded_opacity, hardcoded_shadow, " +
                "hardcoded_motion, hardcoded_line_width, hardcoded_color, hardcoded_material [configuration]"
        ),
        (
            "allow:\n  hardcoded_color: [white, wihte]\n",
            "dsgen.yml:2:28: error: 'wihte' is not a name hardcoded_color reports; did you mean 'white'? " +
                "[configuration]"
        ),
        ("sources:\nexclude: []\n", "dsgen.yml:1:9: error: 'sources' needs a value, such as [a, b] [configuration]"),
        (
            "generated_pages: maybe\n",
            "dsgen.yml:1:18: error: 'generated_pages' is off, on, or a mapping of titles and order, not 'maybe' " +
                "[configuration]"
        ),
        (
            "generated_pages:\n  title: {fg: Text}\n",
            "dsgen.yml:2:3: error: unknown key 'title' in 'generated_pages'; did you mean 'titles'?; the keys are " +
                "titles, order, tiers [configuration]"
        ),
        (
            "generated_pages:\n  tiers: {fg: meaning}\n",
            "dsgen.yml:2:15: error: a tier is primitive, semantic or component, not 'meaning' [configuration]"
        ),
        (
            "generated_pages:\n  order: color\n",
            "dsgen.yml:2:10: error: 'order' takes a list of groups, such as [color, fg] [configuration]"
        ),
        (
            "sources: [A]\nsources: [B]\n",
            "dsgen.yml:1:1: error: the key 'sources' appears more than once in this mapping; keep one [configuration]"
        ),
        (
            "contrast:\n  appearances: [light-high-contrast, darkHighContrst]\n",
            "dsgen.yml:2:38: error: 'darkHighContrst' is no appearance (light, dark, light-high-contrast, " +
                "dark-high-contrast); did you mean 'darkHighContrast'? [configuration]"
        ),
        (
            "contrast: [dark]\n",
            "dsgen.yml:1:11: error: 'contrast' takes a mapping, such as 'appearances: [light-high-contrast]' " +
                "[configuration]"
        ),
    ]

    @Test func theSiteSettingIsReadWithWhereEachWasWritten() throws {
        let yaml = "site:\n  title: Shop\n  logo: Content/logo.svg\n  accent: \"#0060DF | #5EA8FF\"\n"
        let site = try ConfigurationReader.parse(yaml, path: "dsgen.yml").get().site
        #expect(site.title == "Shop")
        #expect(site.logo == "Content/logo.svg")
        #expect(site.logoLocation == SourceLocation(path: "dsgen.yml", line: 3, column: 9))
        #expect(site.accent.map(\.hex) == ["#0060DF", "#5EA8FF"])
    }

    @Test func contrastAppearancesAreReadByEitherName() throws {
        let yaml = "contrast:\n  appearances: [light-high-contrast, darkHighContrast]\n"
        let configuration = try ConfigurationReader.parse(yaml, path: "dsgen.yml").get()
        #expect(configuration.contrastAppearances == [.lightHighContrast, .darkHighContrast])
    }

    @Test(arguments: mistakes)
    func aMistakeIsAnErrorAtItsLine(yaml: String, expected: String) {
        guard case .failure(let diagnostic) = ConfigurationReader.parse(yaml, path: "dsgen.yml") else {
            Issue.record("accepted: \(yaml)")
            return
        }
        #expect(diagnostic.description == expected)
    }

    /// A source that does not exist is reported where dsgen.yml names it, not at the path.
    @Test func generatedPagesAreOnByDefaultAndSetOffOrTitledAndOrdered() throws {
        #expect(try ConfigurationReader.parse("sources: [App]\n", path: "dsgen.yml").get().generatedPages.isOn)
        #expect(try !ConfigurationReader.parse("generated_pages: off\n", path: "dsgen.yml").get().generatedPages.isOn)
        let yaml = "generated_pages:\n  titles: { fg: Foreground }\n  order: [color, fg]\n"
        let setting = try ConfigurationReader.parse(yaml, path: "dsgen.yml").get().generatedPages
        #expect(setting == GeneratedPagesSetting(titles: ["fg": "Foreground"], order: ["color", "fg"]))
    }

    @Test func aMissingSourceIsReportedAtItsLine() throws {
        let configuration = try ConfigurationReader.parse(
            "rules:\n  hardcoded_font: off\nsources:\n  - Nowhere/Kit\n  - Nowhere/App\n", path: "dsgen.yml"
        ).get()
        let (files, missing) = SourceFinder.swiftFiles(
            in: configuration.sources, excluding: configuration, writtenAt: configuration.sourceLocations)
        #expect(files.isEmpty)
        #expect(missing.map(\.description) == [
                "dsgen.yml:4:5: error: the source 'Nowhere/Kit' does not exist; fix the path or remove it from " +
                    "'sources' [missing_file]",
                "dsgen.yml:5:5: error: the source 'Nowhere/App' does not exist; fix the path or remove it from " +
                    "'sources' [missing_file]",
        ])
    }

    @Test func anEmptyFileIsTheDefaults() throws {
        let configuration = try ConfigurationReader.parse("", path: "dsgen.yml").get()
        #expect(configuration.sources.isEmpty)
        #expect(configuration.allows(.hardcodedSpacing, number: 0))
    }

    @Test func zeroIsAllowedByDefaultAndAnEmptyListReportsIt() throws {
        let code = "VStack(spacing: 0) { Text(\"a\") }.clipShape(RoundedRectangle(cornerRadius: 0))\n"
        #expect(LintFixture.lint(code).findings.isEmpty)
        let strict = try ConfigurationReader.parse(
            "allow:\n  hardcoded_spacing: []\n  hardcoded_radius: []\n", path: "dsgen.yml"
        ).get()
        #expect(LintFixture.lint(code, configuration: strict).findings.map(\.message) == [
            "hard-coded spacing 0; no token has this value, nearest: DesignSystem.Spacing.xxs (4pt)",
            "hard-coded corner radius 0; no token has this value, nearest: DesignSystem.CornerRadius.small (4pt)",
        ])
    }

    @Test func allowedValuesAndSeveritiesApplyToFindings() {
        var configuration = LintConfiguration()
        configuration.allowedNumbers["hardcoded_spacing"] = [0, 1]
        configuration.allowedNames["hardcoded_color"] = ["white"]
        configuration.severities["hardcoded_radius"] = .some(.warning)
        let code = "Text(\"a\").padding(1).foregroundStyle(.white).cornerRadius(12).padding(2)\n"
        let findings = LintFixture.lint(code, configuration: configuration).findings
        #expect(
            findings.map { "\($0.rule) \($0.severity.rawValue)" } == [
                "hardcoded_radius warning", "hardcoded_spacing error",
            ])
    }

    @Test func tokenFilesAreWhereLiteralsBelong() {
        var configuration = LintConfiguration()
        configuration.tokenFiles = ["**/Theme/*.swift"]
        let code =
            "extension CGFloat { static let gutter: CGFloat = 16 }\nlet x = Color.red\nlet y = " +
                "DesignSystem.Spacing.huge\n"
        let findings = LintFixture.lint(code, path: "App/Theme/Metrics.swift", configuration: configuration).findings
        #expect(findings.map(\.rule) == [.unknownToken])
    }
}
