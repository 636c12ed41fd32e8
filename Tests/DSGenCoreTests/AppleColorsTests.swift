import Foundation
import Testing
@testable import DSGenCore

/// Apple's named colours come from one table in the core: the hues with their Increase Contrast
/// values, UIKit's semantic colours and grays, and AppKit's colours, which asset catalogs refer to.
struct AppleColorsTests {
    @Test(arguments: [
        ("red", "#FF3B30", "#FF453A", "#D70015", "#FF6961"),
        ("blue", "#007AFF", "#0A84FF", "#0040DD", "#409CFF"),
        ("systemGray4", "#D1D1D6", "#3A3A3C", "#BCBCC0", "#444446"),
        ("label", "#000000", "#FFFFFF", "#000000", "#FFFFFF"),
        ("secondaryLabel", "#3C3C4399", "#EBEBF599", "#3C3C4399", "#EBEBF599"),
        ("secondarySystemGroupedBackground", "#FFFFFF", "#1C1C1E", "#FFFFFF", "#242426"),
        ("separator", "#3C3C434A", "#54545899", "#3C3C434A", "#54545899"),
        ("primary", "#000000", "#FFFFFF", "#000000", "#FFFFFF"),
    ])
    func aNameGivesApplesValuesInEveryAppearance(_ row: (String, String, String, String, String)) throws {
        let color = try #require(SystemColor.named(row.0))
        #expect(Appearance.allCases.map { color.value(in: $0).hex } == [row.1, row.2, row.3, row.4])
    }

    @Test func aCatalogReferenceNamesUIKitOrAppKit() throws {
        #expect(SystemColor.reference("systemRedColor")?.name == "red")
        #expect(SystemColor.reference("redColor") == nil)
        #expect(SystemColor.reference("whiteColor")?.name == "white")
        #expect(SystemColor.reference("labelColor")?.light.hex == "#000000")
        #expect(SystemColor.reference("labelColor", mac: true)?.light.hex == "#000000D9")
        #expect(SystemColor.reference("windowBackgroundColor")?.dark.hex == "#323232")
        #expect(SystemColor.reference("systemGray6Color")?.darkHighContrast.hex == "#242426")
        #expect(SystemColor.reference("tertiarySystemFillColor")?.dark.hex == "#7676803D")
        #expect(SystemColor.referenceNames.contains("systemGroupedBackgroundColor"))
    }

    @Test func aSpecNamesOnlyTheHues() {
        #expect(SystemColor.all["label"] == nil)
        #expect(SystemColor.all["red"] != nil)
    }

    @Test func aColourSetThatRefersToASemanticColourTakesItsAppearances() throws {
        let reference = { (name: String) in
            #"{ "color" : { "platform" : "ios", "reference" : "\#(name)" }, "idiom" : "universal" }"#
        }
        let catalog = try CatalogFixture([
            "Brand.xcassets/Text.colorset/Contents.json": colorSetJSON(reference("labelColor")),
            "Brand.xcassets/Card.colorset/Contents.json": colorSetJSON(
                reference("secondarySystemGroupedBackgroundColor")),
            "Brand.xcassets/Pane.colorset/Contents.json": colorSetJSON(reference("windowBackgroundColor")),
        ])
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.tokens.map(\.path) == ["brand.card", "brand.pane", "brand.text"])
        let hex = { (path: String, appearance: Appearance) -> String? in
            guard case .color(.system(let system))? = catalog.token(path)?.values[appearance] else { return nil }
            return system.value(in: appearance).hex
        }
        #expect(hex("brand.text", .dark) == "#FFFFFF")
        #expect(hex("brand.card", .darkHighContrast) == "#242426")
        #expect(hex("brand.pane", .light) == "#ECECEC")
    }
}
