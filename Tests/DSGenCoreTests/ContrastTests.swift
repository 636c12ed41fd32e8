import Testing
@testable import DSGenCore

/// WCAG 2.x contrast, against pairs whose ratios are known.
struct ContrastTests {
    @Test(arguments: [
        ("#FFFFFF", "#000000", 21.0),
        ("#000000", "#FFFFFF", 21.0),
        ("#777777", "#FFFFFF", 4.48),
        ("#FFFFFF", "#C75300", 4.50),
        ("#000000", "#FF9F0A", 10.22),
        ("#FFFFFF", "#FFFFFF", 1.0),
    ])
    func ratioOfKnownPairs(text: String, background: String, expected: Double) throws {
        let ratio = try #require(RGBA(hex: text)).contrastRatio(on: try #require(RGBA(hex: background)))
        #expect(abs(ratio - expected) < 0.005, "\(text) on \(background): \(ratio)")
    }

    @Test func translucentTextIsMixedWithItsBackground() throws {
        // Apple's secondary label, #3C3C43 at 60%, on white: 3.44:1, short of AA for body text.
        let ratio = try #require(RGBA(hex: "#3C3C4399")).contrastRatio(on: try #require(RGBA(hex: "#FFFFFF")))
        #expect(abs(ratio - 3.44) < 0.01)
        #expect(ContrastLevel(ratio: ratio) == .fails)
    }

    @Test func levelsFollowWCAGThresholds() {
        #expect(ContrastLevel(ratio: 4.49) == .fails)
        #expect(ContrastLevel(ratio: 4.5) == .aa)
        #expect(ContrastLevel(ratio: 6.99) == .aa)
        #expect(ContrastLevel(ratio: 7) == .aaa)
    }
}
