import DSGenCore
import Foundation
@testable import DSGenSite

/// Paths of the repository, found from this file, so tests use the real default theme.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let templates = root.appendingPathComponent("Templates").path
    static let tests = root.appendingPathComponent("Tests/DSGenSiteTests")
    static let basicContent = tests.appendingPathComponent("Fixtures/basic/Content").path
}

/// A scratch folder for a test, removed when the value goes away.
final class ScratchFolder {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "dsgen-site-test-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ text: String, to name: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func copy(_ folder: String, to name: String) throws {
        try FileManager.default.copyItem(atPath: folder, toPath: url.appendingPathComponent(name).path)
    }

    /// Builds `Content/` of this folder into `site/` with the repository's theme, as `dsgen build`
    /// does, and returns every file of the site with the build's report.
    func buildSite() throws -> (files: [String: Data], report: BuildReport) {
        let options = BuildOptions(
            contentDirectory: path + "/Content", templatesDirectory: Repository.templates,
            outputDirectory: path + "/site")
        let report = try SiteBuilder(options: options).build()
        return (try filesBelow(path + "/site"), report)
    }
}

/// The text of the site's file at `path`, or "" when the site has no such file.
func text(_ files: [String: Data], _ path: String) -> String {
    files[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
}

/// Every regular file below `folder`, keyed by its relative path.
func filesBelow(_ folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return files }
    while let path = enumerator.nextObject() as? String {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory)
        if !isDirectory.boolValue { files[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path)) }
    }
    return files
}
