import DSGenCore
import Foundation
import Testing
@testable import DSGenExport

/// A catalog dsgen writes reads back, through the asset catalog reader, as the colours of the spec.
struct AssetCatalogRoundTripTests {
    @Test func everyColourComesBackInEveryAppearance() throws {
        let system = try ExportFixture.system(AssetCatalogEmitterTests.spec)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dsgen-roundtrip-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent(AssetCatalogEmitter.folderName)
        for (path, data) in AssetCatalogEmitter().emit(system) {
            let file = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }

        let (tokens, diagnostics) = AssetCatalogReader.read(
            folder: catalog.path, displayPath: AssetCatalogEmitter.folderName)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // The catalog's name is the reader's outer group: designSystem.colors.status.met.
        let read = Dictionary(
            uniqueKeysWithValues: tokens.map { (String($0.path.dropFirst("designSystem.".count)), $0) })
        let colors = system.tokens.filter { $0.kind == .color }
        #expect(read.keys.sorted() == colors.map(\.path).sorted())
        #expect(colors.count == 9)
        for token in colors {
            let back = try #require(read[token.path])
            for appearance in Appearance.allCases {
                let expected = try #require(rgba(token.values[appearance]))
                let actual = try #require(rgba(back.values[appearance]))
                #expect(
                    distance(expected, actual) <= 1 / 255,
                    "\(token.path) in \(appearance): \(expected) became \(actual)")
            }
            #expect(back.values.declaresHighContrast == token.values.declaresHighContrast, "\(token.path)")
        }
    }

    private func rgba(_ value: TokenValue) -> RGBA? {
        guard case .color(let color) = value else { return nil }
        return color.rgba
    }

    private func distance(_ a: RGBA, _ b: RGBA) -> Double {
        [abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha)].max()!
    }
}
