@testable import DSGenCore
@testable import DSGenSite
import Foundation
import Testing

/// The guide's title, logo and accent: `site:` in dsgen.yml, else what the design system says of itself.
struct SiteIdentityTests {
    private func build(_ scratch: ScratchFolder, configuration: String) throws -> [String: Data] {
        try scratch.write(configuration, to: "dsgen.yml")
        let options = BuildOptions(
            contentDirectory: scratch.path + "/Content", templatesDirectory: Repository.templates,
            outputDirectory: scratch.path + "/site", configurationPath: scratch.path + "/dsgen.yml"
        )
        _ = try SiteBuilder(options: options).build()
        return try filesBelow(scratch.path + "/site")
    }

    private func spec(_ scratch: ScratchFolder) throws {
        let page = "# Colours\n\n```tokens color kind=color swift=Theme.Colors\nbrand #0060DF\n```\n"
        try scratch.write(page, to: "Content/colors.md")
        try scratch.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "Content/brand/logo.svg")
    }

    @Test func theSettingGivesTheTitleLogoAndAccent() throws {
        let scratch = try ScratchFolder()
        try spec(scratch)
        let files = try build(scratch, configuration: """
            site:
              title: Shop
              logo: \(scratch.path)/Content/brand/logo.svg
              accent: "#0060DF | #5EA8FF"
            """)
        let page = text(files, "colors.html")
        let logo = "<img class=\"site-logo\" src=\"brand/logo.svg\" alt=\"\">"
        #expect(page.contains("<a class=\"site-title\" href=\"index.html\">\(logo)Shop</a>"))
        #expect(page.contains("<style>:root { --accent: light-dark(#0060DF, #5EA8FF); }</style>"))
        #expect(page.contains("<title>Colours · Shop</title>"))
    }

    @Test func withoutTheSettingTheTitleIsTheHomePagesThenTheResolversThenTheFolders() {
        let page = { (path: String, title: String) in
            Page(path: path, displayPath: path, title: title, headings: [], fences: [], html: "", sourceHash: 0)
        }
        let named = DesignSystem(pages: [page("a.md", "A")], blocks: [], tokens: [], name: "Cairn")
        let withHome = DesignSystem(pages: [page("index.md", "Home")], blocks: [], tokens: [], name: "Cairn")
        let unnamed = DesignSystem(pages: [], blocks: [], tokens: [])
        let title = { (system: DesignSystem, folder: String) in
            SiteIdentity.make(SiteSetting(), system: system, contentDirectory: folder, published: []).0.title
        }
        #expect(title(withHome, "Content") == "Home")
        #expect(title(named, "Content") == "Cairn")
        #expect(title(unnamed, "Tokens/shop-tokens") == "shop-tokens")
        #expect(title(unnamed, "Content") == "Design System")
        #expect(title(unnamed, "./docs/") == "Design System")
    }

    @Test func aLogoOutsideTheContentFolderIsAnErrorAtItsLine() throws {
        let scratch = try ScratchFolder()
        try spec(scratch)
        try scratch.write("<svg/>", to: "logo.svg")
        #expect {
            _ = try build(scratch, configuration: "site:\n  logo: \(scratch.path)/logo.svg\n")
        } throws: { error in
            let message = (error as? DiagnosticError)?.diagnostics.first?.description ?? ""
            let path = scratch.path
            return message.hasPrefix(
                "\(path)/dsgen.yml:2:9: error: the logo '\(path)/logo.svg' is not a file the site publishes"
            )
        }
        #expect {
            _ = try build(scratch, configuration: "site:\n  logo: \(scratch.path)/Content/none.svg\n")
        } throws: { error in
            let path = scratch.path
            return (error as? DiagnosticError)?.diagnostics.map(\.description)
                == ["\(path)/dsgen.yml:2:9: error: the logo '\(path)/Content/none.svg' does not exist [missing_file]"]
        }
    }

    @Test func anAccentLinksCannotBeReadOnIsAWarningPerPage() {
        var setting = SiteSetting()
        setting.accent = [RGBA(hex: "#AAAAAA")!, RGBA(hex: "#333333")!]
        setting.accentLocation = SourceLocation(path: "dsgen.yml", line: 3, column: 11)
        let system = DesignSystem(pages: [], blocks: [], tokens: [])
        let warnings = SiteIdentity.make(setting, system: system, contentDirectory: "Content", published: []).1
        #expect(warnings.map(\.description) == [
            "dsgen.yml:3:11: warning: the accent #AAAAAA has a contrast of 2.3:1 on the light page (#FFFFFF); "
                + "links in it are hard to read below 4.5:1 [insufficient_contrast]",
            "dsgen.yml:3:11: warning: the accent #333333 has a contrast of 1.3:1 on the dark page (#1C1C1E); "
                + "links in it are hard to read below 4.5:1 [insufficient_contrast]",
        ])
    }
}
