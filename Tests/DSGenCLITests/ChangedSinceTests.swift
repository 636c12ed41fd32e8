import Foundation
import Testing

/// `dsgen lint --changed-since REF` on a git repository: the Swift sources changed since REF
/// (modified, added, renamed; a deleted one is not there), every source when the spec changed, and
/// exit 2 with what to do where there is no repository or no such revision.
struct ChangedSinceTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-changed-" + UUID().uuidString)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Content"), withIntermediateDirectories: true
        )
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("App"), withIntermediateDirectories: true
        )
        try write("Content/index.md", "# Tokens\n\n```tokens spacing kind=dimension swift=DS.Spacing\nmd 16pt\n```\n")
        try write("dsgen.yml", "sources: [App]\n")
        for name in ["A", "B", "C"] { try write("App/\(name).swift", view(name, 16)) }
        try git(["init", "-q"])
        try git(["add", "-A"])
        try git(["commit", "-q", "-m", "one"])
    }

    func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(path))
    }

    func view(_ name: String, _ padding: Int) -> String {
        "import SwiftUI\nlet \(name.lowercased()) = Text(\"\(name)\").padding(\(padding))\n"
    }

    func git(_ arguments: [String]) throws {
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

    func lint(_ revision: String, in directory: URL? = nil) throws -> DSGenProcess.Result {
        try DSGenProcess.run(["lint", "--no-cache", "--changed-since", revision], in: directory ?? folder)
    }

    @Test func onlyTheChangedSourcesAreLinted() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let unchanged = try lint("HEAD")
        #expect(unchanged.status == 0)
        #expect(unchanged.standardError == "0 Swift files changed since HEAD.\nLinted 0 files: 0 errors, 0 warnings.\n")

        try write("App/A.swift", view("A", 15))
        try git(["mv", "App/B.swift", "App/Renamed.swift"])
        try git(["rm", "-q", "App/C.swift"])
        try write("App/New.swift", view("New", 16))
        let changed = try lint("HEAD")
        #expect(changed.status == 1)
        #expect(changed.standardOutput.split(separator: "\n").map { $0.prefix { $0 != ":" } } == [
            "App/A.swift", "App/New.swift", "App/Renamed.swift",
        ])
        #expect(changed.standardError.hasPrefix("3 Swift files changed since HEAD.\n"))
    }

    @Test func aChangeOfTheSpecLintsEverySource() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("Content/index.md", "# Tokens\n\n```tokens spacing kind=dimension swift=DS.Spacing\n" +
            "md 16pt\nlg 24pt\n```\n")
        let result = try lint("HEAD")
        #expect(result.status == 1)
        #expect(result.standardOutput.split(separator: "\n").count == 3)
        #expect(result.standardError.hasPrefix(
            "The spec, the configuration or a token file changed since HEAD: every source is linted.\n"
        ))
    }

    @Test func noRepositoryOrNoRevisionIsAUsageError() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let unknown = try lint("v9")
        #expect(unknown.status == 2)
        #expect(unknown.standardError == "v9:1:1: error: 'v9' is no revision of this repository; name a branch, " +
            "a tag or a commit (origin/main, v1.2, HEAD~1) [configuration]\n")
        try FileManager.default.removeItem(at: folder.appendingPathComponent(".git"))
        let outside = try lint("HEAD")
        #expect(outside.status == 2)
        #expect(outside.standardError.contains("--changed-since needs a git repository"))
        let withPaths = try DSGenProcess.run(["lint", "--changed-since", "HEAD", "App"], in: folder)
        #expect(withPaths.status == 2)
        #expect(withPaths.standardError.contains("--changed-since picks the files to lint itself; give it no PATH"))
    }

    /// CI checks out one commit by default: the message says how to fetch the revision.
    @Test func aRevisionAShallowCloneLacksSaysHowToFetchIt() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("App/A.swift", view("A", 15))
        try git(["commit", "-q", "-am", "two"])
        let clone = folder.appendingPathComponent("clone")
        try git(["clone", "-q", "--depth", "1", "file://" + folder.path, clone.path])
        let result = try lint("HEAD~1", in: clone)
        #expect(result.status == 2)
        #expect(result.standardError == "HEAD~1:1:1: error: 'HEAD~1' is not in this clone, which is shallow; " +
            "fetch it (git fetch origin HEAD~1, or git fetch --unshallow), or check out with the history it needs " +
            "(fetch-depth: 0) [configuration]\n")
    }
}
