import Foundation
import Testing

/// What goes wrong with versions: a revision that is not there or no longer builds is listed as
/// unavailable with a warning (the build goes on), a content page under v/ is an error, and a
/// `versions:` that cannot be read is an error at its line.
extension VersionsTests {
    @Test func aVersionThatCannotBeBuiltIsListedAsUnavailable() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.shell(["git", "checkout", "-q", "-b", "broken", "v1.0"], in: folder) == 0)
        try append("\n```tokens more kind=color\nbad {colors.nothing}\n```\n", to: "Content/colors.md")
        #expect(try Self.shell(["git", "-c", "user.name=T", "-c", "user.email=t@example.com",
                                "commit", "-qam", "broken"], in: folder) == 0)
        #expect(try Self.shell(["git", "tag", "v0.5"], in: folder) == 0)
        // v0.4's page is an object git no longer has, as in a partial clone.
        try "# Lost\n".write(to: folder.appendingPathComponent("Content/lost.md"), atomically: true, encoding: .utf8)
        #expect(try Self.shell(["git", "add", "Content/lost.md"], in: folder) == 0)
        #expect(try Self.shell(["git", "-c", "user.name=T", "-c", "user.email=t@example.com",
                                "commit", "-qm", "lost"], in: folder) == 0)
        #expect(try Self.shell(["git", "tag", "v0.4"], in: folder) == 0)
        let blob = "8ce21750d686333a955d7a752208f89fa8dba878"
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(
            ".git/objects/" + blob.prefix(2) + "/" + blob.dropFirst(2)
        ))
        #expect(try Self.shell(["git", "checkout", "-q", "-f", "main"], in: folder) == 0)
        try append("  - v0.5\n  - v0.1\n  - v0.4\n", to: "dsgen.yml")
        let result = try DSGenProcess.run(["build"], in: folder)
        #expect(result.status == 0)
        let warnings = result.standardError.split(separator: "\n").dropLast().map(String.init)
        #expect(warnings == [
            "dsgen.yml:8:5: warning: version 'v0.5' cannot be built: it does not build under today's " +
                "rules: v0.5:Content/colors.md:10:5: '{colors.nothing}' refers to no token (unresolved_alias); " +
                "the version menu lists it as unavailable [version_unavailable]",
            "dsgen.yml:9:5: warning: version 'v0.1' cannot be built: it is not a git revision of this " +
                "repository (a tag, a branch or a commit); the version menu lists it as unavailable " +
                "[version_unavailable]",
            "dsgen.yml:10:5: warning: version 'v0.4' cannot be built: git cannot read its files (is an object " +
                "missing, in a shallow or partial clone?); the version menu lists it as unavailable " +
                "[version_unavailable]",
        ])
        let menu = Self.between(try read("site/v/v1.0/index.html"), "<details class=\"version-menu\">", "</details>")
        #expect(menu.contains("<li><span class=\"version-unavailable\">v0.5 (unavailable)</span></li>"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/v/v0.5").path))
    }

    @Test func rulesMayMakeAnUnavailableVersionAnErrorOrSayNothing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try append("  - v0.1\nrules:\n  version_unavailable: error\n", to: "dsgen.yml")
        let failed = try DSGenProcess.run(["build"], in: folder)
        #expect(failed.status == 1)
        #expect(failed.standardError == "dsgen.yml:8:5: error: version 'v0.1' cannot be built: it is not a git " +
            "revision of this repository (a tag, a branch or a commit) [version_unavailable]\n" +
            "Build failed with 1 error; site/ was left as it was.\n")
        try "versions: [v0.1, v1.0]\nrules:\n  version_unavailable: \"off\"\n"
            .write(to: folder.appendingPathComponent("dsgen.yml"), atomically: true, encoding: .utf8)
        let quiet = try DSGenProcess.run(["build"], in: folder)
        #expect(quiet.status == 0)
        #expect(quiet.standardError.hasPrefix("Built 6 pages and 7 tokens into site/ (51 files), with 1 earlier " +
            "version in site/v/, in "))
    }

    @Test func aContentPageUnderTheVersionsFolderIsAnError() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Content/v"), withIntermediateDirectories: true
        )
        try "# Old\n".write(to: folder.appendingPathComponent("Content/v/old.md"), atomically: true, encoding: .utf8)
        let result = try DSGenProcess.run(["build"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains(
            "Content/v/old.md:1:1: error: this file would be published inside 'v/', which dsgen writes itself; " +
                "rename its folder [duplicate_output]"
        ))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
    }

    @Test(arguments: [
        ("versions: v2.0\n", "dsgen.yml:1:11: error: 'versions' takes a list of git revisions, newest first, " +
            "such as [v2.0, v1.0] [configuration]"),
        ("versions: [release/1.1, release-1.1]\n", "dsgen.yml:1:25: error: 'release-1.1' and 'release/1.1' " +
            "would both be published in v/release-1.1/; list each version once [configuration]"),
        ("versions:\n  - {revision: v2.0, lable: Two}\n", "dsgen.yml:2:22: error: unknown key 'lable' in a " +
            "version; did you mean 'label'?; the keys are revision, label [configuration]"),
        ("versions:\n  - label: Two\n", "dsgen.yml:2:5: error: a version needs its revision, such as " +
            "'revision: v2.0' [configuration]"),
    ])
    func aVersionsSettingThatCannotBeReadIsAnError(setting: String, message: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try setting.write(to: folder.appendingPathComponent("dsgen.yml"), atomically: true, encoding: .utf8)
        let result = try DSGenProcess.run(["build"], in: folder)
        #expect(result.status == 2)
        #expect(result.standardError.split(separator: "\n").first.map(String.init) == message)
    }
}
