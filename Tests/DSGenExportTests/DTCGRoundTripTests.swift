import DSGenCore
import Foundation
import Testing
@testable import DSGenExport

/// What `dsgen export dtcg` writes, dsgen reads back as the same design system, and writes again
/// byte for byte.
struct DTCGRoundTripTests {
    /// The parts of a resolved token a round trip must keep.
    private struct Kept: Equatable {
        /// Values as their descriptions, which write colours as 8-bit hex: DTCG's components are decimals.
        var path: String, kind: TokenKind, values: String, aliasOf: String?
        var swiftName: String, summary: String?, replacement: String?, deprecated: Bool, backgrounds: [String],
            vignette: String?
        var uses: [TokenUse]

        init(_ token: ResolvedToken) {
            path = token.path; kind = token.kind; values = String(describing: token.values); aliasOf = token.aliasOf
            swiftName = token.token.swiftName; summary = token.token.summary
            replacement = token.token.deprecation?.replacement?.path; deprecated = token.token.deprecation != nil
            backgrounds = token.token.backgrounds.map(\.path); vignette = token.token.vignette?.path
            uses = token.token.uses
        }
    }

    private func roundTrip(_ system: DesignSystem) throws {
        let files = DTCGEmitter().emit(system)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-dtcg-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, data) in files {
            let url = folder.appendingPathComponent("tokens/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let (loaded, diagnostics) = ContentLoader.load(contentDirectory: folder.path)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let back = try #require(loaded)
        #expect(back.tokens.count == system.tokens.count)
        let original = Dictionary(uniqueKeysWithValues: system.tokens.map { ($0.path, Kept($0)) })
        for token in back.tokens {
            #expect(Kept(token) == original[token.path], "\(token.path) changed on the way")
        }
        #expect(DTCGEmitter().emit(back) == files)
    }

    @Test func everyKindComesBackTheSame() throws {
        try roundTrip(try ExportFixture.system(ExportFixture.everyKind))
    }

    @Test func theExampleDesignSystemComesBackTheSame() throws {
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content")
        let (system, diagnostics) = ContentLoader.load(contentDirectory: content.path)
        #expect(!diagnostics.containsErrors)
        let example = try #require(system)
        #expect(
            example.tokens.contains { $0.token.uses == [.form] }
                && example.tokens.contains { $0.token.uses == [.foreground] })
        try roundTrip(example)
    }
}
