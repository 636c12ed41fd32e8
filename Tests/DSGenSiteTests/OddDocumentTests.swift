import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// Documentation as people write it, at its oddest: each renders, or stops with a located
/// diagnostic; none crashes the build.
struct OddDocumentTests {
    @Test func aTableWithRaggedRowsKeepsTheHeadersColumns() throws {
        let scratch = try ScratchFolder()
        try scratch.write("# Table\n\n| a | b |\n|---|---|\n| 1 |\n| 1 | 2 | 3 |\n", to: "Content/index.md")
        let html = text(try scratch.buildSite().files, "index.html")
        // GitHub's rule: a short row is filled with empty cells, a long row loses its extra cells.
        #expect(html.contains("<tr>\n<td>1</td>\n<td></td>\n</tr>"))
        #expect(html.contains("<tr>\n<td>1</td>\n<td>2</td>\n</tr>"))
        #expect(!html.contains("<td>3</td>"))
    }

    @Test func aHeadingOfPunctuationOnlyGetsNoEmptyAnchor() throws {
        let scratch = try ScratchFolder()
        try scratch.write("# Odd\n\n## ?!…\n\nText.\n\n## Next\n", to: "Content/index.md")
        let html = text(try scratch.buildSite().files, "index.html")
        #expect(html.contains("?!…</h2>"))
        #expect(!html.contains("id=\"\""))
        #expect(!html.contains("href=\"#\""))
    }

    @Test func pagesThatLinkToEachOtherBuildOnce() throws {
        let scratch = try ScratchFolder()
        try scratch.write("# A\n\n[B](b.md) and [myself](a.md#a)\n", to: "Content/a.md")
        try scratch.write("# B\n\n[A](a.md#a)\n", to: "Content/b.md")
        let (files, report) = try scratch.buildSite()
        #expect(report.diagnostics.isEmpty)
        #expect(text(files, "a.html").contains("<a href=\"b.html\">B</a>"))
        #expect(text(files, "b.html").contains("<a href=\"a.html#a\">A</a>"))
    }

    @Test func namesWithSpacesAndAccentsAreLinkedAndPublished() throws {
        let scratch = try ScratchFolder()
        try scratch.write(
            "# Home\n\n[Farben](Farben%20und%20T%C3%B6ne.md), [also](<Farben und Töne.md>) and " +
                "![Logo](bilder/logo%20final.png)\n",
            to: "Content/index.md")
        try scratch.write("# Farben und Töne\n", to: "Content/Farben und Töne.md")
        try scratch.write("png", to: "Content/bilder/logo final.png")
        let (files, report) = try scratch.buildSite()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(files["Farben und Töne.html"] != nil)
        #expect(files["bilder/logo final.png"] == Data("png".utf8))
        let home = text(files, "index.html")
        #expect(home.contains("href=\"Farben%20und%20T%C3%B6ne.html\""))
        #expect(home.contains("src=\"bilder/logo%20final.png\""))
        // The sidebar names the page by its title.
        #expect(home.contains("href=\"Farben%20und%20T%C3%B6ne.html\">Farben und Töne</a>"))
    }

    @Test func anImageOverAHundredMegabytesIsCopiedAsItIs() throws {
        let scratch = try ScratchFolder()
        try scratch.write("# Home\n\n![Poster](poster.png)\n", to: "Content/index.md")
        let poster = scratch.path + "/Content/poster.png"
        #expect(FileManager.default.createFile(atPath: poster, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: poster))
        try handle.truncate(atOffset: 101 << 20)
        try handle.write(contentsOf: Data("end".utf8))
        try handle.close()
        let options = BuildOptions(
            contentDirectory: scratch.path + "/Content", templatesDirectory: Repository.templates,
            outputDirectory: scratch.path + "/site")
        _ = try SiteBuilder(options: options).build()
        let copied = try FileManager.default.attributesOfItem(atPath: scratch.path + "/site/poster.png")[.size] as? Int
        #expect(copied == (101 << 20) + 3)
    }

    @Test func linksThatLeadOutsideTheContentAreLeftOutWithAWarning() throws {
        let scratch = try ScratchFolder()
        try scratch.write("root:x:0:0 top secret\n", to: "secret.md")
        try scratch.write("secret image", to: "secret.png")
        try scratch.write("# Home\n", to: "Content/index.md")
        try scratch.write("# Shared\n", to: "Content/shared/original.md")
        let manager = FileManager.default
        try manager.createSymbolicLink(
            atPath: scratch.path + "/Content/passwd.md", withDestinationPath: scratch.path + "/secret.md")
        try manager.createSymbolicLink(atPath: scratch.path + "/Content/logo.png", withDestinationPath: "../secret.png")
        try manager.createSymbolicLink(
            atPath: scratch.path + "/Content/copy.md", withDestinationPath: "shared/original.md")
        let (files, report) = try scratch.buildSite()
        #expect(files["passwd.html"] == nil)
        #expect(files["logo.png"] == nil)
        #expect(text(files, "copy.html").contains("Shared"))
        #expect(!files.values.contains { String(decoding: $0, as: UTF8.self).contains("top secret") })
        let warnings = report.diagnostics.map { $0.description.replacingOccurrences(of: scratch.path, with: "") }
            .sorted()
        let real = FolderListing.realPath(scratch.path) ?? scratch.path
        #expect(warnings.map { $0.replacingOccurrences(of: real, with: "") } == [
                "/Content/logo.png:1:1: warning: this is a link to '/secret.png', outside the content folder; dsgen " +
                    "reads nothing from outside it, so it is left out: copy the file in instead [link_outside]",
                "/Content/passwd.md:1:1: warning: this is a link to '/secret.md', outside the content folder; dsgen " +
                    "reads nothing from outside it, so it is left out: copy the file in instead [link_outside]",
        ])
    }

    @Test func aThemeFileThatLeadsOutsideTheTemplatesIsLeftOut() throws {
        let scratch = try ScratchFolder()
        try scratch.write("top secret", to: "secret.css")
        try scratch.write("# Home\n", to: "Content/index.md")
        try FileManager.default.createDirectory(
            atPath: scratch.path + "/Templates/assets", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/Templates/assets/extra.css", withDestinationPath: scratch.path + "/secret.css")
        let (theme, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        #expect(theme?.assets["assets/extra.css"] == nil)
        #expect(diagnostics.map(\.rule) == [.linkOutside])
    }

    @Test func aPagePastTheBudgetIsAnErrorAndLeftOut() throws {
        let scratch = try ScratchFolder()
        try scratch.write("# Home\n", to: "Content/index.md")
        try scratch.write(
            "# Huge\n\n" + String(repeating: "Words of a long page.\n\n", count: 400_000), to: "Content/huge.md")
        let options = BuildOptions(
            contentDirectory: scratch.path + "/Content", templatesDirectory: Repository.templates,
            outputDirectory: scratch.path + "/site")
        #expect {
            try SiteBuilder(options: options).build()
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map(\.description) == [
                "\(scratch.path)/Content/huge.md:1:1: error: this page is 9 MB; dsgen reads pages of up to 8 MB, so " +
                    "it is left out: split it up [unreadable_file]"
            ]
        }
    }
}
