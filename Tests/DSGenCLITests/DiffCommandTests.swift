import Foundation
import Testing

/// `dsgen diff OLD [NEW]`: exit statuses, folders and git revisions, and what bad input gets.
@Suite(.serialized)
struct DiffCommandTests {
    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-diff-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func write(_ spec: String, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("# Tokens\n\n```tokens spacing kind=dimension swift=DS.Spacing\n\(spec)\n```\n".utf8)
            .write(to: folder.appendingPathComponent("index.md"))
    }

    private func makeFolder(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    @Test func anAdditionExitsWith0AndARemovalWith1() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("md 16pt", to: folder.appendingPathComponent("v1"))
        try write("md 16pt\nlg 24pt", to: folder.appendingPathComponent("v2"))
        let added = try DSGenProcess.run(["diff", "v1", "v2"], in: folder)
        #expect(added.status == 0)
        #expect(added.standardOutput == "         added       spacing.lg (DS.Spacing.lg): 24 pt\n" +
            "1 change, 0 breaking: 1 added.\n")
        let removed = try DSGenProcess.run(["diff", "v2", "v1", "--reporter", "markdown"], in: folder)
        #expect(removed.status == 1)
        #expect(removed.standardOutput.contains("### Breaking\n\n- `spacing.lg` (`DS.Spacing.lg`) removed\n"))
    }

    @Test func aTokenAddedWithADeprecatedAliasToItIsAddedToo() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fence = { (lines: String) in "# Colours\n\n```tokens colors kind=color swift=DS.Colors\n\(lines)\n```\n" }
        for (name, lines) in [
            ("v1", "other #00FF00"),
            ("v2", "other #00FF00\nerror #FF0000\nhighPriority {colors.error} @deprecated({colors.error})"),
        ] {
            try makeFolder(folder.appendingPathComponent(name))
            try Data(fence(lines).utf8).write(to: folder.appendingPathComponent(name + "/index.md"))
        }
        let result = try DSGenProcess.run(["diff", "v1", "v2"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("added       colors.error (DS.Colors.error): #FF0000\n"))
        #expect(result.standardOutput.contains("added       colors.highPriority (DS.Colors.highPriority): #FF0000\n"))
        #expect(result.standardOutput.hasSuffix("2 changes, 0 breaking: 2 added.\n"))
    }

    @Test func aFolderThatIsNoDesignSystemIsAUsageError() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("md 16pt", to: folder.appendingPathComponent("v1"))
        try makeFolder(folder.appendingPathComponent("empty"))
        try makeFolder(folder.appendingPathComponent("App"))
        try Data("let x = 1\n".utf8).write(to: folder.appendingPathComponent("App/A.swift"))
        for other in ["empty", "App"] {
            let result = try DSGenProcess.run(["diff", other, "v1"], in: folder)
            #expect(result.status == 2, "\(other): \(result.standardOutput)")
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError == "\(other):1:1: error: \(other) holds no page and no token file " +
                "(.md, .tokens.json, .xcassets), so it is not a design system's content folder [usage]\n")
        }
        for name in ["p1", "p2"] {
            try makeFolder(folder.appendingPathComponent(name))
            try Data("# Prose\n".utf8).write(to: folder.appendingPathComponent(name + "/index.md"))
        }
        let prose = try DSGenProcess.run(["diff", "p1", "p2"], in: folder)
        #expect(prose.status == 2)
        #expect(prose.standardError.hasPrefix("error: neither p1 nor p2 has a token, so there is nothing to compare"))
    }

    @Test func aGitRevisionIsComparedWithTheFolderAsItIsNow() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let git = { (arguments: [String]) throws in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments
            process.currentDirectoryURL = folder
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        try write("md 16pt", to: folder.appendingPathComponent("Content"))
        try git(["init", "-q"])
        try git(["add", "Content"])
        try git(["commit", "-q", "-m", "v1"])
        try git(["tag", "v1"])
        try write("md 20pt", to: folder.appendingPathComponent("Content"))
        let result = try DSGenProcess.run(["diff", "v1", "--reporter", "json"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\"kind\": \"changed\""))
        #expect(result.standardOutput.contains("\"light\": \"16 pt\""))
        #expect(result.standardOutput.contains("\"light\": \"20 pt\""))
        let explicit = try DSGenProcess.run(["diff", "v1:Content", "Content"], in: folder)
        #expect(
            explicit.standardOutput.hasPrefix("         changed     spacing.md (DS.Spacing.md): light 16 pt → 20 pt\n"))
        let noFolder = try DSGenProcess.run(["diff", "v1:Docs", "Content"], in: folder)
        #expect(noFolder.status == 2)
        #expect(noFolder.standardError == "v1:Docs:1:1: error: git revision 'v1' has no folder 'Docs'; " +
            "name it as v1:FOLDER [missing_file]\n")
    }

    @Test func buildSinceAnEarlierVersionAddsAWhatChangedPage() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("md 16pt\nlg 24pt", to: folder.appendingPathComponent("old"))
        try write("md 20pt", to: folder.appendingPathComponent("Content"))
        let result = try DSGenProcess.run(["build", "--since", "old"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let page = try String(contentsOf: folder.appendingPathComponent("site/what-changed.html"), encoding: .utf8)
        #expect(page.contains("<h1 id=\"what-changed-since-old\">What changed since old</h1>"))
        #expect(page.contains("<code>spacing.lg</code> (<code>DS.Spacing.lg</code>) removed"))
        #expect(page.contains("light <code>16 pt</code> → <code>20 pt</code>"))
        #expect(page.contains("Source: <code>dsgen diff old</code>"))
        let home = try String(contentsOf: folder.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(home.contains("what-changed.html"))
        let missing = try DSGenProcess.run(["build", "--since", "nowhere"], in: folder)
        #expect(missing.status == 2)
    }

    @Test func aVersionThatIsNeitherAFolderNorARevisionIsAUsageError() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("md 16pt", to: folder.appendingPathComponent("Content"))
        let result = try DSGenProcess.run(["diff", "Old", "Content"], in: folder)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("Old:1:1: error: 'Old' is neither a folder nor a git revision"))
    }

    @Test func twoUnrelatedDesignSystemsAreAUsageError() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("md 16pt", to: folder.appendingPathComponent("a"))
        try makeFolder(folder.appendingPathComponent("b"))
        try Data("```tokens colors kind=color\naccent #0A84FF\n```\n".utf8).write(
            to: folder.appendingPathComponent("b/index.md"))
        let result = try DSGenProcess.run(["diff", "a", "b"], in: folder)
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "error: a and b share no token: they look like two different design systems [usage]\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func aVersionWithErrorsIsNotCompared() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("md 16pt", to: folder.appendingPathComponent("a"))
        try write("md 16", to: folder.appendingPathComponent("b"))
        let result = try DSGenProcess.run(["diff", "a", "b"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("b/index.md:4:4: error:"))
        #expect(result.standardError.hasSuffix("b does not load, so it cannot be compared.\n"))
    }

    @Test func anUnknownReporterIsAUsageError() throws {
        let result = try DSGenProcess.run(["diff", "Content", "Content", "--reporter", "html"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: The value 'html' is invalid for '--reporter <format>'"))
    }
}
