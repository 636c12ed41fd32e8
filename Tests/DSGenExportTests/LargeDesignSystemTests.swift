import DSGenCore
import Foundation
import Testing
@testable import DSGenExport

/// A design system of real size, written the way design tools export DTCG (made by
/// `bench/dtcg-corpus.py 600 200`): 600 literal tokens in five colour spaces, 200 aliases in chains
/// and across files, 600 composites whose fields are references, and three appearances from a
/// resolver. It imports without a problem, goes out and back in to the same bytes, and its Swift
/// compiles.
@Suite(.serialized)
struct LargeDesignSystemTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/large-dtcg"
    ).path

    private func load(_ path: String) throws -> DesignSystem {
        let (loaded, diagnostics) = ContentLoader.load(contentDirectory: path)
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(5).map(\.description))")
        return try #require(loaded)
    }

    @Test func importsWithoutAProblemAndRoundTripsByteForByte() throws {
        let system = try load(Self.folder)
        #expect(system.tokens.count == 1400)
        #expect(
            system.tokens.contains { $0.values.dark != nil }
                && system.tokens.contains { $0.values.lightHighContrast != nil })
        let exported = DTCGEmitter().emit(system)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-large-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for (path, data) in exported {
            let url = scratch.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let again = try load(scratch.path)
        #expect(again.tokens.map(\.path).sorted() == system.tokens.map(\.path).sorted())
        #expect(DTCGEmitter().emit(again) == exported)
    }

    @Test func itsSwiftTypeChecks() throws {
        let outcome = try SwiftCompiler.typeCheck(
            SwiftEmitter.source(for: try load(Self.folder)), on: .uiKit, isolation: "nonisolated")
        #expect(outcome.succeeded, "\(outcome.output.prefix(2000))")
    }
}
