import Foundation
import Testing

/// `dsgen export swift`: the tokens as one Swift file, by default `DesignSystem.swift` where it runs.
@Suite(.serialized)
struct SwiftExportCommandTests {
    @Test func writesDesignSystemSwiftInTheWorkingDirectory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dsgen-export-swift-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try Data("```tokens spacing kind=dimension\nmd  16pt  // Standard gaps\n```\n".utf8).write(
            to: folder.appendingPathComponent("Content/index.md"))
        let result = try DSGenProcess.run(["export", "swift"], in: folder)
        #expect(result.status == 0)
        #expect(result.standardError == "Wrote swift to DesignSystem.swift (1 file).\n")
        let source = try String(contentsOf: folder.appendingPathComponent("DesignSystem.swift"), encoding: .utf8)
        #expect(
            source.contains(
                "    public enum Spacing {\n        /// Standard gaps\n        public static let md: CGFloat = 16\n  " +
                    "  }\n"
            ))
    }
}
