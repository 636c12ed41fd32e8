import Foundation
import Testing

/// The command line is a contract scripts rely on: help text, exit statuses and where output goes.
@Suite(.serialized)
struct CommandLineTests {
    static let snapshots = DSGenProcess.repository.appendingPathComponent("Tests/DSGenCLITests/Snapshots")

    /// Compares `text` with a committed snapshot; `RECORD_GOLDEN=1` rewrites it and fails.
    private func expectSnapshot(_ text: String, named name: String) throws {
        let file = Self.snapshots.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.snapshots, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            Issue.record("Recorded \(name); run again without RECORD_GOLDEN")
            return
        }
        #expect(text == (try String(contentsOf: file, encoding: .utf8)))
    }

    @Test func helpIsPinned() throws {
        let result = try DSGenProcess.run(["--help"])
        #expect(result.status == 0)
        try expectSnapshot(result.standardOutput, named: "help.txt")
    }

    @Test func buildHelpIsPinned() throws {
        let result = try DSGenProcess.run(["help", "build"])
        #expect(result.status == 0)
        try expectSnapshot(result.standardOutput, named: "build-help.txt")
    }

    @Test func initHelpIsPinned() throws {
        let result = try DSGenProcess.run(["help", "init"])
        #expect(result.status == 0)
        try expectSnapshot(result.standardOutput, named: "init-help.txt")
    }

    @Test func initWithoutFromIsAUsageError() throws {
        let result = try DSGenProcess.run(["init"])
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix("error: --from needs at least one folder or Swift file of the app [usage]"))
    }

    @Test func versionPrintsTheVersion() throws {
        let result = try DSGenProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "0.1.0\n")
    }

    @Test func anUnknownFlagIsAUsageErrorWithStatus2() throws {
        let result = try DSGenProcess.run(["build", "--frobnicate"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.hasPrefix(
                "error: Unknown option '--frobnicate' [usage]\nUsage: dsgen build [--content <dir>] [--output <dir>] " +
                    "[--templates <dir>]"
            ))
    }

    @Test func anEmptyPathIsAUsageError() throws {
        let result = try DSGenProcess.run(["build", "--output", ""])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: --output needs a folder, not an empty path [usage]"))
    }

    @Test func anUnknownCommandIsAUsageError() throws {
        let result = try DSGenProcess.run(["publish"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: Unexpected argument 'publish' [usage]"))
    }

    @Test func buildWritesTheSiteAndASummary() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-cli-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let content = DSGenProcess.repository.appendingPathComponent("Tests/DSGenSiteTests/Fixtures/basic/Content").path
        // No --templates: the built-in theme needs no files beside the binary.
        let result = try DSGenProcess.run([
            "build", "--content", content, "--output", scratch.appendingPathComponent("out").path,
        ])
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("Built 4 pages and 26 tokens into \(scratch.path)/out/ (27 files) in "))
        #expect(
            FileManager.default.fileExists(atPath: scratch.appendingPathComponent("out/foundations/colors.html").path))
    }

    /// Out of file descriptors, a folder cannot be opened: the build stops and says so, rather
    /// than publishing a site with the folder's pages missing.
    @Test func aFolderThatCannotBeOpenedFailsTheBuild() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-cli-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Each level of the walk holds its folder open: forty levels need more than sixteen descriptors.
        let deep = (1...40).map { "f\($0)" }.joined(separator: "/")
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("Content/" + deep), withIntermediateDirectories: true)
        try Data("# Home\n".utf8).write(to: scratch.appendingPathComponent("Content/index.md"))
        try Data("# Deep\n".utf8).write(to: scratch.appendingPathComponent("Content/" + deep + "/page.md"))
        let limited = try DSGenProcess.run(
            ["build", "--content", "Content", "--output", "site"], in: scratch, openFiles: 16)
        #expect(limited.status == 1)
        #expect(
            limited.standardError.contains(
                ": error: cannot read this folder (its permissions, or too many files open), so its pages and files " +
                    "would be missing from the site [unreadable_file]"
            ))
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("site").path))
        let unlimited = try DSGenProcess.run(
            ["build", "--content", "Content", "--output", "site"], in: scratch, openFiles: 256)
        #expect(unlimited.status == 0)
        #expect(
            FileManager.default.fileExists(atPath: scratch.appendingPathComponent("site/" + deep + "/page.html").path))
    }

    /// With almost no file descriptors the runtime's thread pool cannot start; dsgen says so
    /// before it starts one, instead of crashing.
    @Test func tooFewFileDescriptorsIsAUsageError() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-cli-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try Data("# Home\n".utf8).write(to: scratch.appendingPathComponent("Content/index.md"))
        let result = try DSGenProcess.run(
            ["build", "--content", "Content", "--output", "site"], in: scratch, openFiles: 4)
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "error: dsgen needs to have at least 16 files open at once, and this shell allows 4; raise the " +
                    "limit with 'ulimit -n 16' or more [usage]\n"
        )
    }

    @Test func aSpecErrorExits1WithDiagnosticsOnStandardError() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-cli-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try Data("# Colours\n\n```tokens colors kind=color\nerror #FF3B3\nok {colors.eror}\n```\n".utf8).write(
            to: scratch.appendingPathComponent("Content/colors.md"))
        let templates = DSGenProcess.repository.appendingPathComponent("Templates").path
        let result = try DSGenProcess.run(["build", "--templates", templates], in: scratch)
        #expect(result.status == 1)
        #expect(result.standardError == """
        Content/colors.md:4:7: error: '#FF3B3' is not a hex colour: write #RGB, #RGBA, #RRGGBB or #RRGGBBAA with hex \
        digits 0-9 and A-F [malformed_color]
        Content/colors.md:5:4: error: '{colors.eror}' refers to no token [unresolved_alias]
        Build failed with 2 errors; site/ was left as it was.

        """)
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("site").path))
    }

    @Test func aBrokenTemplateOverrideExits1AndNamesTheFile() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-cli-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("theme"), withIntermediateDirectories: true)
        try Data("# Home\n".utf8).write(to: scratch.appendingPathComponent("Content/index.md"))
        try Data("<nav>\n{{#pages}}\n</nav>\n".utf8).write(to: scratch.appendingPathComponent("theme/nav.mustache"))
        let result = try DSGenProcess.run(["build", "--templates", "theme"], in: scratch)
        #expect(result.status == 1)
        #expect(result.standardError == """
        theme/nav.mustache:4:2: error: this template does not parse: a section is never closed ({{/name}} is missing) \
        [template_error]
        Build failed with 1 error; site/ was left as it was.

        """)
    }

    /// The preview refuses to start on a folder that is not there, before it listens.
    @Test(arguments: [
        (
            ["serve", "--content", "/nonexistent/Content", "--port", "0"],
            "/nonexistent/Content:1:1: error: content folder '/nonexistent/Content' does not exist; create it or " +
                "pass --content DIR [missing_file]\n"
        ),
        (
            ["serve", "--templates", "README.md", "--port", "0"],
            "README.md:1:1: error: 'README.md' is a file; --templates takes the folder that holds your template " +
                "overrides [missing_file]\n"
        ),
    ])
    func serveExits2OnAFolderThatIsNotThere(arguments: [String], message: String) throws {
        let result = try DSGenProcess.run(arguments, in: DSGenProcess.repository)
        #expect(result.status == 2)
        #expect(result.standardError == message)
    }

    /// A content folder that is not there is a usage error, whichever command is given it.
    @Test(arguments: [
        ["build", "--output", "/nonexistent/site"], ["export", "css", "--output", "/nonexistent/x.css"],
        ["serve", "--port", "0"],
    ])
    func aMissingContentFolderExits2(arguments: [String]) throws {
        let result = try DSGenProcess.run([arguments[0], "--content", "/nonexistent/Content"] + arguments.dropFirst())
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix(
                "/nonexistent/Content:1:1: error: content folder '/nonexistent/Content' does not exist; create it or " +
                    "pass --content DIR [missing_file]\n"
            ))
    }
}
