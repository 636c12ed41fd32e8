import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

struct BuildBehaviourTests {
    private func builder(content: String, output: String, templates: String = Repository.templates) -> SiteBuilder {
        SiteBuilder(options: BuildOptions(contentDirectory: content, templatesDirectory: templates, outputDirectory: output))
    }

    @Test func buildingTwiceGivesByteIdenticalOutput() throws {
        let scratch = try ScratchFolder()
        _ = try builder(content: Repository.basicContent, output: scratch.path + "/one").build()
        _ = try builder(content: Repository.basicContent, output: scratch.path + "/two").build()
        let one = try filesBelow(scratch.path + "/one"), two = try filesBelow(scratch.path + "/two")
        #expect(one.keys.sorted() == [".dsgen-site", "assets/style.css", "foundations/colors.html", "foundations/spacing.html", "index.html"])
        #expect(one == two)
    }

    @Test func aSpecErrorLeavesTheExistingSiteUntouched() throws {
        let scratch = try ScratchFolder()
        try scratch.copy(Repository.basicContent, to: "Content")
        let output = scratch.path + "/site"
        let report = try builder(content: scratch.path + "/Content", output: output).build()
        #expect(report.pageCount == 3)
        #expect(report.tokenCount == 8)
        let before = try filesBelow(output)

        try scratch.write("```tokens broken kind=color\nbad #12345\n```\n", to: "Content/broken.md")
        #expect {
            try builder(content: scratch.path + "/Content", output: output).build()
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map(\.description) == [
                "\(scratch.path)/Content/broken.md:2:5: error: '#12345' is not a hex colour: write #RGB, #RGBA, #RRGGBB or #RRGGBBAA with hex digits 0-9 and A-F [malformed_color]",
            ]
        }
        #expect(try filesBelow(output) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
        #expect(leftovers == ["Content", "site"])
    }

    @Test func aNewBuildReplacesStaleFilesOfItsOwnSite() throws {
        let scratch = try ScratchFolder()
        try scratch.copy(Repository.basicContent, to: "Content")
        _ = try builder(content: scratch.path + "/Content", output: scratch.path + "/site").build()
        try scratch.write("<p>stale</p>", to: "site/old-page.html")
        _ = try builder(content: scratch.path + "/Content", output: scratch.path + "/site").build()
        #expect(try filesBelow(scratch.path + "/site")["old-page.html"] == nil)
    }

    @Test func neverReplacesAFolderItDidNotWriteOrAFile() throws {
        let scratch = try ScratchFolder()
        try scratch.copy(Repository.basicContent, to: "Content")
        try scratch.write("struct App {}", to: "Sources/App.swift")
        try scratch.write("notes", to: "notes.txt")
        for (output, message) in [
            ("Sources", "holds files that dsgen did not write, and a build replaces its output folder: empty it or choose another --output"),
            ("notes.txt", "is a file; the site is written to a folder: choose another --output"),
        ] {
            let target = scratch.path + "/" + output
            #expect {
                try builder(content: scratch.path + "/Content", output: target).build()
            } throws: { error in
                (error as? DiagnosticError)?.diagnostics.map(\.description) == ["\(target):1:1: error: '\(target)' \(message) [output_error]"]
            }
        }
        #expect(try filesBelow(scratch.path + "/Sources") == ["App.swift": Data("struct App {}".utf8)])
        #expect(try String(contentsOfFile: scratch.path + "/notes.txt", encoding: .utf8) == "notes")
    }

    @Test func anEmptyFolderMayBecomeTheSite() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path + "/public", withIntermediateDirectories: true)
        let report = try builder(content: Repository.basicContent, output: scratch.path + "/public").build()
        #expect(report.pageCount == 3)
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/public/.dsgen-site"))
    }

    @Test(arguments: [("content", "content folder"), (".", "content folder")])
    func refusesAnOutputThatHoldsTheContent(output: String, role: String) throws {
        let scratch = try ScratchFolder()
        try scratch.write("# Home", to: "content/index.md")
        let target = output == "." ? scratch.path : scratch.path + "/" + output
        #expect {
            try builder(content: scratch.path + "/content", output: target).build()
        } throws: { error in
            let message = (error as? DiagnosticError)?.diagnostics.first?.message ?? ""
            return message.hasPrefix("the output folder '\(target)' contains the \(role)")
        }
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/content/index.md"))
    }
}
