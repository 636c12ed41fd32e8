import DSGenCore
import Foundation
import Testing
@testable import DSGenExport

/// A design system written as large published ones write theirs (made once by hand from their
/// published facts): a base palette of numbered ramps, a functional layer of aliases per theme, a
/// component layer aliasing that (and a component that `$extends` another), a resolver with a theme
/// modifier spelt light/dark/light-hc/dark-hc and a scale modifier (desktop, mobile), two theme
/// files it does not name, and the deviations real exports have (no `$type` on a ramp, a stray
/// `alpha` key, hex strings, dp/em/%/vw units, the drafts' "100ms", weight names, a shadow without
/// spread). It loads with warnings only, every one a format deviation, and round-trips.
@Suite(.serialized)
struct PublishedDesignSystemTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/published-dtcg"
    ).path

    private func load(_ path: String, themes: [String: String] = [:]) throws -> (DesignSystem, [Diagnostic]) {
        let (loaded, diagnostics) = ContentLoader.load(contentDirectory: path, themes: themes)
        #expect(
            !diagnostics.containsErrors, "\(diagnostics.filter { $0.severity == .error }.prefix(5).map(\.description))")
        return (try #require(loaded), diagnostics)
    }

    @Test func loadsWithFormatDeviationsOnly() throws {
        let (system, diagnostics) = try load(Self.folder)
        #expect(system.tokens.count == 119)
        #expect(Set(diagnostics.map(\.rule)) == [.formatDeviation])
        #expect(
            diagnostics.contains {
                $0.message.contains("dark-dimmed.tokens.json") && $0.message.contains("light-colorblind.tokens.json")
            })
        #expect(system.themes.map(\.name) == ["scale"])
        // Four layers: a component state → a component → a functional colour → a palette step,
        // and each appearance through its own functional file.
        let hover = try #require(system.token("button.primary.bgColor.hover")?.values)
        #expect(hover.light == .color(.rgba(RGBA(hex: "#0969DA")!)))
        #expect(hover.dark == .color(.rgba(RGBA(hex: "#218BFF")!)))
        #expect(hover.lightHighContrast == .color(.rgba(RGBA(hex: "#033D8B")!)))
        #expect(hover.darkHighContrast == .color(.rgba(RGBA(hex: "#80CCFF")!)))
        #expect(system.token("button.danger.bgColor.rest")?.values.light == .color(.rgba(RGBA(hex: "#CF222E")!)))
        #expect(system.token("button.danger.height")?.values.light == .dimension(32))
        #expect(system.token("base.color.gray.9")?.values.light == .color(.rgba(RGBA(hex: "#24292F")!)))
        #expect(system.token("base.shape.corner.small")?.values.light == .dimension(8))
        #expect(system.token("base.font.tracking.wide")?.values.light == .dimension(0.8))
    }

    @Test func theScaleModifiersOtherContextGivesItsSizes() throws {
        let (mobile, _) = try load(Self.folder, themes: ["scale": "mobile"])
        #expect(mobile.token("button.primary.height")?.values.light == .dimension(44))
        #expect(mobile.token("text.size.body")?.values.light == .dimension(17))
    }

    @Test(arguments: ["desktop", "mobile"])
    func roundTripsByteForByte(_ scale: String) throws {
        let (system, _) = try load(Self.folder, themes: ["scale": scale])
        let exported = DTCGEmitter().emit(system)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dsgen-published-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for (path, data) in exported {
            let url = scratch.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let (again, diagnostics) = try load(scratch.path)
        // What went out is DTCG to the letter, but for the units the file wrote outside the format.
        #expect(
            diagnostics.allSatisfy { $0.message.contains("is not a DTCG unit") || $0.message.contains("has no unit") })
        #expect(again.tokens.map(\.path).sorted() == system.tokens.map(\.path).sorted())
        for token in system.tokens {
            #expect(again.token(token.path)?.values == token.values, "\(token.path)")
        }
        #expect(DTCGEmitter().emit(again) == exported)
    }

    @Test func itsSwiftTypeChecks() throws {
        let (system, _) = try load(Self.folder)
        let outcome = try SwiftCompiler.typeCheck(
            SwiftEmitter.source(for: system), on: .uiKit, isolation: "nonisolated")
        #expect(outcome.succeeded, "\(outcome.output.prefix(2000))")
    }
}
