import DSGenCore
import DSGenLint
import Foundation
import Testing
@testable import DSGenSite

/// The site shows what the check stage found, under the team's `dsgen.yml`, and a build reports
/// the spec rules `dsgen lint` reports.
struct CheckedSiteTests {
    private static let page = """
    # Page

    ```tokens spacing kind=dimension swift=DS.Spacing
    md  16pt
    ```

    ```tokens colors kind=color swift=DS.Colors
    red      #FF0000
    surface  #FFFFFF
    label    #EEEEEE  @on({colors.surface})
    ```

    ```swift
    Text("a")
        .padding(16)
    ```
    """

    private func build(_ scratch: ScratchFolder, configuration: String?) throws -> (BuildReport, String) {
        try scratch.write(Self.page, to: "Content/index.md")
        if let configuration { try scratch.write(configuration, to: "dsgen.yml") }
        let options = BuildOptions(
            contentDirectory: scratch.path + "/Content", templatesDirectory: Repository.templates,
            outputDirectory: scratch.path + "/site",
            configurationPath: configuration == nil ? nil : scratch.path + "/dsgen.yml"
        )
        let report = try SiteBuilder(options: options).build()
        return (report, try String(contentsOfFile: scratch.path + "/site/index.html", encoding: .utf8))
    }

    @Test func aRuleTurnedOffInTheConfigurationIsNotShownBesideTheExample() throws {
        let configuration = "rules:\n  hardcoded_spacing: off\n  insufficient_contrast: off\n"
        let (report, html) = try build(try ScratchFolder(), configuration: configuration)
        #expect(!html.contains("hardcoded_spacing"))
        #expect(!report.diagnostics.contains { $0.rule == .hardcodedSpacing })
    }

    @Test func aRuleMadeAWarningIsShownAsOne() throws {
        let configuration = "rules:\n  hardcoded_spacing: warning\n  insufficient_contrast: warning\n"
        let (report, html) = try build(try ScratchFolder(), configuration: configuration)
        #expect(
            html.contains(
                #"<li class="lint-finding lint-warning"><span class="lint-label">Warning</span> <span "# +
                    #"class="lint-line">line 2</span> hard-coded spacing 16; use DS.Spacing.md"#
            ))
        #expect(report.diagnostics.contains { $0.rule == .insufficientContrast && $0.severity == .warning })
    }

    @Test func theBuildReportsTheSpecRulesLintReports() throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.page, to: "Content/index.md")
        let options = BuildOptions(
            contentDirectory: scratch.path + "/Content", templatesDirectory: Repository.templates,
            outputDirectory: scratch.path + "/site")
        #expect {
            try SiteBuilder(options: options).build()
        } throws: { error in
            let rules = (error as? DiagnosticError)?.diagnostics.map(\.rule) ?? []
            // The contrast of `label` on `surface` is an error, the hue name a warning, as in `dsgen lint`.
            return rules.contains(.insufficientContrast) && rules.contains(.nonSemanticColorName)
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/site"))
    }

    @Test func aBrokenConfigurationStopsTheBuildAtItsLine() throws {
        let scratch = try ScratchFolder()
        #expect {
            _ = try build(scratch, configuration: "rules:\n  no_such_rule: off\n")
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.first?.description.hasPrefix(
                scratch.path + "/dsgen.yml:2:3: error:") == true
        }
    }
}
