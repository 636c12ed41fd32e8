import DSGenCore
import Foundation
import Testing

/// The places no command replaces, checked against a throwaway folder that stands for `/`.
struct FolderGuardTests {
    struct Places {
        let root: URL
        var places: FolderGuard {
            FolderGuard(root: root.path, home: root.path + "/home", workingDirectory: root.path + "/home/work")
        }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-root-" + UUID().uuidString)
            for folder in ["home/work/app", "home/work/site", "srv/other"] {
                try FileManager.default.createDirectory(
                    at: root.appendingPathComponent(folder), withIntermediateDirectories: true
                )
            }
            try FileManager.default.createSymbolicLink(
                atPath: root.path + "/home/work/to-root", withDestinationPath: root.path
            )
        }

        func message(_ target: String, reading: [(role: String, path: String)] = []) -> String? {
            do {
                try places.check(target, noun: "site", option: "--output", reading: reading)
                return nil
            } catch {
                return error.message
            }
        }
    }

    @Test func eachPlaceIsRefusedAndNamed() throws {
        let places = try Places()
        defer { try? FileManager.default.removeItem(at: places.root) }
        let root = places.root.path
        #expect(places.message(root)?.hasPrefix("'\(root)' is the root of the file system;") == true)
        #expect(places.message("to-root")?.hasPrefix("'to-root' is the root of the file system;") == true)
        #expect(places.message(root + "/home")?.hasPrefix("'\(root)/home' is the home folder;") == true)
        #expect(places.message(".")?.hasPrefix("'.' is a folder that holds the home folder;") == false)
        #expect(places.message(".")?.hasPrefix("'.' is the working folder;") == true)
        let sources = [(role: "app's sources", path: "app")]
        #expect(places.message("app", reading: sources)?.hasPrefix("'app' is the app's sources;") == true)
        #expect(places.message(root + "/srv/other") == nil)
        #expect(places.message("site") == nil)
        #expect(places.message("app/Generated", reading: [("app's sources", "app")]) == nil)
        #expect(places.message("app/Generated")?.contains("dsgen never replaces it, whatever the flags") != true)
    }

    @Test func aFolderAboveAPlaceIsRefusedToo() throws {
        let places = try Places()
        defer { try? FileManager.default.removeItem(at: places.root) }
        #expect(places.message("..")?.hasPrefix("'..' is the home folder;") == true)
        #expect(places.message("app/..")?.hasPrefix("'app/..' is the working folder;") == true)
        let message = places.message(".", reading: [("content folder", "Content")])
        #expect(message == "'.' is the working folder; dsgen never replaces it, whatever the flags: " +
            "write the site to a folder of its own with --output")
    }
}
