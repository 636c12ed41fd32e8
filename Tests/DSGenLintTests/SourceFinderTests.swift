import DSGenCore
import Foundation
@testable import DSGenLint
import Testing

/// The Swift files lint reads from a folder: not the design system `dsgen export swift` wrote
/// there (the style guide's download, an export kept beside the app), unless it is named.
struct SourceFinderTests {
    @Test func anExportedFileInAFolderIsLeftOutUnlessItIsNamed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-finder-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("site/downloads"), withIntermediateDirectories: true
        )
        try Data("let a = 1\n".utf8).write(to: root.appendingPathComponent("App.swift"))
        let exported = GeneratedSwift.firstLine + "\n// Do not edit by hand.\nenum DesignSystem {}\n"
        try Data(exported.utf8).write(to: root.appendingPathComponent("site/downloads/DesignSystem.swift"))
        // A file that only mentions the line further down is the team's own.
        try Data(("// Notes\n" + exported).utf8).write(to: root.appendingPathComponent("Notes.swift"))
        let folder = root.path
        let (found, _) = SourceFinder.swiftFiles(in: [folder], excluding: LintConfiguration())
        #expect(found.map { $0.replacingOccurrences(of: folder + "/", with: "") } == ["App.swift", "Notes.swift"])
        let download = folder + "/site/downloads/DesignSystem.swift"
        let (named, _) = SourceFinder.swiftFiles(in: [folder, download], excluding: LintConfiguration())
        #expect(named.count == 3)
        var configuration = LintConfiguration()
        configuration.tokenFiles = ["*/site/downloads/DesignSystem.swift"]
        #expect(SourceFinder.swiftFiles(in: [folder], excluding: configuration).0.count == 3)
    }
}
