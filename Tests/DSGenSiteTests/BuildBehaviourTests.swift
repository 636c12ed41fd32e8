import DSGenCore
import DSGenExport
import Foundation
import Synchronization
import Testing
@testable import DSGenSite

struct BuildBehaviourTests {
    private func builder(content: String, output: String, templates: String = Repository.templates) -> SiteBuilder {
        SiteBuilder(
            options: BuildOptions(contentDirectory: content, templatesDirectory: templates, outputDirectory: output))
    }

    @Test func buildingTwiceGivesByteIdenticalOutput() throws {
        let scratch = try ScratchFolder()
        _ = try builder(content: Repository.basicContent, output: scratch.path + "/one").build()
        _ = try builder(content: Repository.basicContent, output: scratch.path + "/two").build()
        let one = try filesBelow(scratch.path + "/one"), two = try filesBelow(scratch.path + "/two")
        #expect(one.keys.filter { $0.hasPrefix("downloads/") }.count == 17)
        #expect(one.keys.filter { !$0.hasPrefix("downloads/") }.sorted() == [
                ".dsgen-site", "assets/favicon.svg", "assets/site.js", "assets/style.css", "foundations/colors.html",
                "foundations/spacing.html", "foundations/surfaces.html", "index.html", "search-index.js", "tokens.css",
                "tokens.html",
            ])
        #expect(one == two)
    }

    @Test func theBuildRunsItsStepsInOrderAndTimesEach() throws {
        let scratch = try ScratchFolder()
        let shown = Mutex<[String]>([])
        let options = BuildOptions(
            contentDirectory: Repository.basicContent, templatesDirectory: Repository.templates,
            outputDirectory: scratch.path + "/site"
        )
        let report = try SiteBuilder(options: options) { step in
            shown.withLock { $0.append("[\(step.index)/\(step.count)] \(step.name)") }
        }.build()
        #expect(shown.withLock { $0 } == [
            "[1/5] Loading the content and the theme", "[2/5] Adding generated pages", "[3/5] Checking",
            "[4/5] Rendering and writing pages", "[5/5] Putting the site in place",
        ])
        #expect(report.steps.map(\.name) == ["load", "generated pages", "check", "render and write", "put in place"])
        #expect(report.steps.allSatisfy { $0.seconds >= 0 })
        #expect(report.steps.map(\.seconds).reduce(0, +) <= report.seconds)
    }

    @Test func aSpecErrorLeavesTheExistingSiteUntouched() throws {
        let scratch = try ScratchFolder()
        try scratch.copy(Repository.basicContent, to: "Content")
        let output = scratch.path + "/site"
        let report = try builder(content: scratch.path + "/Content", output: output).build()
        #expect(report.pageCount == 4)
        #expect(report.tokenCount == 26)
        let before = try filesBelow(output)

        try scratch.write("```tokens broken kind=color\nbad #12345\n```\n", to: "Content/broken.md")
        #expect {
            try builder(content: scratch.path + "/Content", output: output).build()
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map(\.description) == [
                "\(scratch.path)/Content/broken.md:2:5: error: '#12345' is not a hex colour: write #RGB, #RGBA, " +
                    "#RRGGBB or #RRGGBBAA with hex digits 0-9 and A-F [malformed_color]"
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

    @Test func aBuildRemovesTheStagingFoldersOfAKilledBuild() throws {
        let scratch = try ScratchFolder()
        try scratch.copy(Repository.basicContent, to: "Content")
        // A process id past the kernel's largest is never running.
        try scratch.write("half a site", to: ".site.dsgen-new-2147483647/index.html")
        try scratch.write("the site before", to: ".site.dsgen-old-2147483647/index.html")
        // Not a build's own folder: another output's, and a name that only starts the same way.
        try scratch.write("kept", to: ".site-two.dsgen-new-2147483647/index.html")
        try scratch.write("kept", to: ".site.dsgen-new-notes/index.html")
        _ = try builder(content: scratch.path + "/Content", output: scratch.path + "/site").build()
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
        #expect(left == [".site-two.dsgen-new-2147483647", ".site.dsgen-new-notes", "Content", "site"])
    }

    @Test func neverReplacesAFolderItDidNotWriteOrAFile() throws {
        let scratch = try ScratchFolder()
        try scratch.copy(Repository.basicContent, to: "Content")
        try scratch.write("struct App {}", to: "Sources/App.swift")
        try scratch.write("notes", to: "notes.txt")
        for (output, message) in [
            (
                "Sources",
                "holds files that dsgen did not write, and dsgen replaces the whole folder: empty it or choose " +
                    "another --output"
            ),
            ("notes.txt", "is a file; the site is written to a folder: choose another --output"),
        ] {
            let target = scratch.path + "/" + output
            #expect {
                try builder(content: scratch.path + "/Content", output: target).build()
            } throws: { error in
                (error as? DiagnosticError)?.diagnostics.map(\.description) == [
                    "\(target):1:1: error: '\(target)' \(message) [output_error]"
                ]
            }
        }
        #expect(try filesBelow(scratch.path + "/Sources") == ["App.swift": Data("struct App {}".utf8)])
        #expect(try String(contentsOfFile: scratch.path + "/notes.txt", encoding: .utf8) == "notes")
    }

    @Test func twoSourcesForOneSiteFileAreAnError() throws {
        let scratch = try ScratchFolder()
        try scratch.write("# Plain", to: "Content/colors.md")
        try scratch.write("# First", to: "Content/01-colors.md")
        try scratch.write("# Home", to: "Content/index.md")
        try scratch.copy(Repository.templates, to: "Templates")
        try scratch.write("<p>theme page</p>", to: "Templates/index.html")
        #expect {
            try builder(
                content: scratch.path + "/Content", output: scratch.path + "/site",
                templates: scratch.path + "/Templates"
            ).build()
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map(\.description) == [
                "\(scratch.path)/Content/colors.md:1:1: error: this file and \(scratch.path)/Content/01-colors.md " +
                    "would both be published as 'colors.html'; rename one of them [duplicate_output]",
                "\(scratch.path)/Templates/index.html:1:1: error: this file and \(scratch.path)/Content/index.md " +
                    "would both be published as 'index.html'; rename one of them [duplicate_output]",
            ]
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/site"))
    }

    @Test func orderPrefixesCannotLeadOutOfTheSite() throws {
        let scratch = try ScratchFolder()
        try scratch.write("# Escape", to: "Content/01-../02-../x.md")
        try scratch.write("precious", to: "x.html")
        _ = try builder(content: scratch.path + "/Content", output: scratch.path + "/out/site").build()
        #expect(try String(contentsOfFile: scratch.path + "/x.html", encoding: .utf8) == "precious")
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/out/site/01-../02-../x.html"))
    }

    @Test(arguments: [
        ("a/b.html", true), ("index.html", true), ("../x.html", false), ("a/../../x", false), ("/etc/passwd", false),
        ("a//b", false), ("./a", false), ("", false),
    ])
    func theWriterOnlyTakesPlainRelativePaths(path: String, plain: Bool) {
        #expect(FolderWriter.isPlainRelativePath(path) == plain)
    }

    @Test func refusesAnOutputInsideTheTemplates() throws {
        let scratch = try ScratchFolder()
        try scratch.copy(Repository.templates, to: "Templates")
        let output = scratch.path + "/Templates/out"
        #expect {
            try builder(content: Repository.basicContent, output: output, templates: scratch.path + "/Templates")
                .build()
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.first?.message.contains("is inside the templates folder") == true
        }
    }

    @Test func aLinkInTheOutputPathCannotLeadIntoTheTemplates() throws {
        let scratch = try ScratchFolder()
        try scratch.copy(Repository.templates, to: "Templates")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/link", withDestinationPath: scratch.path + "/Templates")
        #expect {
            try builder(
                content: Repository.basicContent, output: scratch.path + "/link/out",
                templates: scratch.path + "/Templates"
            ).build()
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.first?.message.contains("is inside the templates folder") == true
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/Templates/out"))
    }

    @Test func aPageCannotAlsoBeAFolder() throws {
        let scratch = try ScratchFolder()
        try scratch.write("# A", to: "Content/a.md")
        try scratch.write("# X", to: "Content/a.html/x.md")
        #expect {
            try builder(content: scratch.path + "/Content", output: scratch.path + "/site").build()
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map(\.description) == [
                "\(scratch.path)/Content/a.html/x.md:1:1: error: this file would be published inside 'a.html/', but " +
                    "\(scratch.path)/Content/a.md is published as the file 'a.html'; rename one of them " +
                    "[duplicate_output]"
            ]
        }
    }

    @Test(arguments: [
        ("why?.html", "why%3F.html"), ("guides/C#.html", "guides/C%23.html"), ("a b/c.html", "a%20b/c.html"),
        ("plain/page.html", "plain/page.html"),
    ])
    func sidebarLinksArePercentEncoded(path: String, href: String) {
        #expect(Navigation.urlPath(path) == href)
    }

    @Test func anEmptyFolderMayBecomeTheSite() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path + "/public", withIntermediateDirectories: true)
        let report = try builder(content: Repository.basicContent, output: scratch.path + "/public").build()
        #expect(report.pageCount == 4)
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
            let what = output == "." ? "a folder that holds the \(role)" : "the \(role)"
            return message.hasPrefix("'\(target)' is \(what)") && message.contains("dsgen never replaces it")
        }
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/content/index.md"))
    }
}
