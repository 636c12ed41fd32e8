import Foundation
import Testing

/// Every command that writes a folder, run against every place it must never replace, in a
/// throwaway tree (its own HOME; the file system's root is left to `FolderGuardTests`, since CI
/// runs as root): each is refused, and the tree is byte for byte what it was.
struct FolderGuardMatrixTests {
    /// A throwaway tree: `home/` is HOME, `home/projects/work/` the working folder, holding the
    /// app, a content folder, a folder of someone else's files and a link to each place.
    struct Tree {
        let root: URL
        var home: URL { root.appendingPathComponent("home") }
        var work: URL { home.appendingPathComponent("projects/work") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-guard-" + UUID().uuidString)
            let files = [
                "app/DesignSystem.swift": "enum DesignSystem {\n    enum Spacing {\n" +
                    "        static let md: CGFloat = 16\n    }\n}\n",
                "Content/index.md": "# Tokens\n\n```tokens spacing kind=dimension swift=DesignSystem.Spacing\n" +
                    "md 16pt\n```\n",
                "dsgen.yml": "sources: [\"app\"]\n",
                "notes.txt": "the team's own notes\n",
                "foreign/keep.txt": "someone else's file\n",
            ]
            for (path, text) in files {
                let file = root.appendingPathComponent("home/projects/work/" + path)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true
                )
                try Data(text.utf8).write(to: file)
            }
            let links = [
                "link-work": ".", "link-up": "..", "link-home": home.path, "link-app": "app",
                "link-content": "Content", "link-foreign": "foreign",
            ]
            for (name, target) in links {
                try FileManager.default.createSymbolicLink(
                    atPath: work.appendingPathComponent(name).path, withDestinationPath: target
                )
            }
        }

        /// Every entry below the root, links not followed: a file's bytes, a link's target, a folder.
        func snapshot() throws -> [String: String] {
            var entries: [String: String] = [:]
            func walk(_ folder: URL, _ relative: String) throws {
                for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                    let url = folder.appendingPathComponent(name), path = relative + name
                    let type = try FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType
                    switch type {
                    case .typeSymbolicLink?:
                        entries[path] = "link " + (try FileManager.default.destinationOfSymbolicLink(atPath: url.path))
                    case .typeDirectory?:
                        entries[path] = "folder"
                        try walk(url, path + "/")
                    default:
                        entries[path] = "file " + (try Data(contentsOf: url)).base64EncodedString()
                    }
                }
            }
            try walk(root, "")
            return entries
        }

        func run(_ arguments: [String]) throws -> DSGenProcess.Result {
            try DSGenProcess.run(arguments, in: work, environment: ["HOME": home.path])
        }
    }

    static let commands: [[String]] = [
        ["build", "--output"], ["export", "xcassets", "--output"], ["init", "--from", "app", "--force", "--content"],
    ]

    /// The places no command replaces, whatever the flags (the home folder is added as an absolute path).
    static let neverReplaced = [".", "..", "app", "link-work", "link-up", "link-home", "link-app"]

    @Test(arguments: commands)
    func eachCommandRefusesThePlacesItMustNeverReplace(_ command: [String]) throws {
        let tree = try Tree()
        defer { try? FileManager.default.removeItem(at: tree.root) }
        let before = try tree.snapshot()
        for place in Self.neverReplaced + [tree.home.path] {
            let result = try tree.run(command + [place])
            #expect(result.status == 2, "\(command) \(place): \(result.standardError)")
            #expect(result.standardError.contains("dsgen never replaces it, whatever the flags"), "\(place)")
            #expect(try tree.snapshot() == before, "\(command) \(place) changed the tree")
        }
    }

    @Test(arguments: [["build", "--output"], ["export", "xcassets", "--output"]])
    func buildAndExportRefuseTheContentAndAForeignFolder(_ command: [String]) throws {
        let tree = try Tree()
        defer { try? FileManager.default.removeItem(at: tree.root) }
        let before = try tree.snapshot()
        for place in ["Content", "link-content"] {
            let result = try tree.run(command + [place])
            #expect(result.status == 2, "\(place): \(result.standardError)")
            #expect(result.standardError.contains("is the content folder; dsgen never replaces it"), "\(place)")
        }
        for place in ["foreign", "link-foreign"] {
            let result = try tree.run(command + [place])
            #expect(result.status == 1, "\(place): \(result.standardError)")
            #expect(result.standardError.contains("holds files that dsgen did not write"), "\(place)")
        }
        #expect(try tree.snapshot() == before)
    }

    @Test func initMovesAForeignFolderAsideRatherThanDeletingIt() throws {
        let tree = try Tree()
        defer { try? FileManager.default.removeItem(at: tree.root) }
        let result = try tree.run(["init", "--from", "app", "--content", "foreign", "--force"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains(
            "Moved the existing foreign aside to foreign.backup (nothing was deleted)."
        ))
        #expect(result.standardError.contains("Moved the existing dsgen.yml aside to dsgen.yml.backup"))
        let work = tree.work.path
        let kept = try String(contentsOfFile: work + "/foreign.backup/keep.txt", encoding: .utf8)
        #expect(kept == "someone else's file\n")
        #expect(try String(contentsOfFile: work + "/dsgen.yml.backup", encoding: .utf8) == "sources: [\"app\"]\n")
        #expect(FileManager.default.fileExists(atPath: work + "/foreign/.dsgen-content"))
        #expect(FileManager.default.fileExists(atPath: work + "/app/DesignSystem.swift"))
        #expect(FileManager.default.fileExists(atPath: work + "/notes.txt"))
    }

    @Test func initAgainKeepsEachEarlierFolderAndReadsNoneOfThem() throws {
        let tree = try Tree()
        defer { try? FileManager.default.removeItem(at: tree.root) }
        // The app is the working folder itself: its content folders must not be read as its files.
        for round in 1...3 {
            let result = try tree.run(["init", "--from", ".", "--content", "Guide", "--force"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardError.contains("Read 1 tokens in 1 fences from 1 Swift file(s)"), "\(round)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: tree.work.path)
        #expect(Set(names).isSuperset(of: ["Guide", "Guide.backup", "Guide.backup-2", "Content", "app"]))
    }

    @Test func initEndsOnLinksThatLoop() throws {
        let tree = try Tree()
        defer { try? FileManager.default.removeItem(at: tree.root) }
        let app = tree.work.appendingPathComponent("app")
        for folder in ["a", "b"] {
            try FileManager.default.createDirectory(
                at: app.appendingPathComponent(folder), withIntermediateDirectories: true
            )
            try FileManager.default.createSymbolicLink(
                atPath: app.appendingPathComponent(folder + "/up").path, withDestinationPath: ".."
            )
        }
        let result = try tree.run(["init", "--from", "app", "--content", "N", "--force"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("Read 1 tokens in 1 fences from 1 Swift file(s) into N/"))
    }
}
