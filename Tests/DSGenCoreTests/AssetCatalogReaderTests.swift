import Foundation
import Testing
@testable import DSGenCore

/// Colour sets written as Xcode and other tools write them are read as colour tokens.
struct AssetCatalogReaderTests {
    private static let slate = RGBA(red: 0.2, green: 0.4, blue: 0.6)

    @Test func everyComponentNotationReadsTheSameColour() throws {
        let catalog = try CatalogFixture([
            "Brand.xcassets/Contents.json": "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }",
            "Brand.xcassets/Float.colorset/Contents.json": colorSetJSON(
                srgbEntry(#""alpha" : "1.000", "blue" : "0.600", "green" : "0.400", "red" : "0.200""#)),
            "Brand.xcassets/Integer.colorset/Contents.json": colorSetJSON(
                srgbEntry(#""alpha" : "255", "blue" : "153", "green" : "102", "red" : "51""#)),
            "Brand.xcassets/Hex.colorset/Contents.json": colorSetJSON(
                srgbEntry(#""alpha" : "0xFF", "blue" : "0x99", "green" : "0x66", "red" : "0x33""#)),
            "Brand.xcassets/Numbers.colorset/Contents.json": colorSetJSON(
                srgbEntry(#""alpha" : 1, "blue" : 0.6, "green" : 0.4, "red" : 0.2"#))
        ])
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.tokens.map(\.path) == ["brand.float", "brand.hex", "brand.integer", "brand.numbers"])
        for token in catalog.tokens {
            #expect(token.kind == .color)
            #expect(catalog.rgba(token.path) == Self.slate, "\(token.path)")
            #expect(token.values.varies == false, "\(token.path)")
        }
    }

    @Test func appearancesAreReadAsXcodePicksThem() throws {
        let catalog = try CatalogFixture([
            "Brand.xcassets/Surface.colorset/Contents.json": colorSetJSON(
                srgbEntry(#""alpha" : "1.000", "blue" : "1.000", "green" : "1.000", "red" : "1.000""#),
                srgbEntry(
                    #""alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "0.000""#, appearances: Trait.dark
                ),
                srgbEntry(
                    #""alpha" : "0.500", "blue" : "0.800", "green" : "0.800", "red" : "0.800""#,
                    appearances: Trait.highContrast),
                srgbEntry(
                    #""alpha" : "1.000", "blue" : "0.200", "green" : "0.200", "red" : "0.200""#,
                    appearances: Trait.dark + ", " + Trait.highContrast)
            ),
            // Xcode's "Any, Light, Dark": the light entry, not "Any", is the light value.
            "Brand.xcassets/Label.colorset/Contents.json": colorSetJSON(
                srgbEntry(#""alpha" : "1.000", "blue" : "0.500", "green" : "0.500", "red" : "0.500""#),
                srgbEntry(
                    #""alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "0.000""#,
                    appearances: Trait.light),
                srgbEntry(
                    #""alpha" : "1.000", "blue" : "1.000", "green" : "1.000", "red" : "1.000""#, appearances: Trait.dark
                )
            ),
        ])
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.rgba("brand.surface", .light) == RGBA(red: 1, green: 1, blue: 1))
        #expect(catalog.rgba("brand.surface", .dark) == RGBA(red: 0, green: 0, blue: 0))
        #expect(catalog.rgba("brand.surface", .lightHighContrast) == RGBA(red: 0.8, green: 0.8, blue: 0.8, alpha: 0.5))
        #expect(catalog.rgba("brand.surface", .darkHighContrast) == RGBA(red: 0.2, green: 0.2, blue: 0.2))
        #expect(catalog.rgba("brand.label", .light) == RGBA(red: 0, green: 0, blue: 0))
        #expect(catalog.rgba("brand.label", .dark) == RGBA(red: 1, green: 1, blue: 1))
        #expect(catalog.token("brand.label")?.values.declaresHighContrast == false)
        // The token points at its universal entry: line 3 of the colour set, where it opens.
        #expect(
            catalog.token("brand.surface")?.location.description == "Brand.xcassets/Surface.colorset/Contents.json:3:1")
    }

    @Test func wideGamutAndGraySpacesAreConvertedToSRGB() throws {
        let catalog = try CatalogFixture([
            "Brand.xcassets/P3Red.colorset/Contents.json": colorSetJSON(
                srgbEntry(
                    #""alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "1.000""#, space: "display-p3")),
            "Brand.xcassets/P3OfSRGBRed.colorset/Contents.json": colorSetJSON(
                srgbEntry(
                    #""alpha" : "1.000", "blue" : "0.1386", "green" : "0.2003", "red" : "0.9175""#, space: "display-p3")
            ),
            "Brand.xcassets/P3Gray.colorset/Contents.json": colorSetJSON(
                srgbEntry(
                    #""alpha" : "0.400", "blue" : "0.500", "green" : "0.500", "red" : "0.500""#, space: "display-p3")),
            "Brand.xcassets/Extended.colorset/Contents.json": colorSetJSON(
                srgbEntry(
                    #""alpha" : "1.000", "blue" : "0.500", "green" : "-0.100", "red" : "1.200""#, space: "extended-srgb"
                )),
            "Brand.xcassets/Linear.colorset/Contents.json": colorSetJSON(
                srgbEntry(
                    #""alpha" : "1.000", "blue" : "1.000", "green" : "0.2176", "red" : "0.000""#,
                    space: "extended-linear-srgb")),
            "Brand.xcassets/Gray.colorset/Contents.json": colorSetJSON(
                srgbEntry(#""alpha" : "1.000", "white" : "0.500""#, space: "gray-gamma-22")),
            "Brand.xcassets/ExtendedGray.colorset/Contents.json": colorSetJSON(
                srgbEntry(#""alpha" : "0.500", "white" : "-0.200""#, space: "extended-gray"))
        ])
        #expect(catalog.diagnostics.isEmpty)
        // P3's pure red lies outside sRGB: clipped to sRGB's own red.
        #expect(catalog.rgba("brand.p3Red")?.hex == "#FF0000")
        // sRGB red written in P3 coordinates comes back as sRGB red.
        #expect(isClose(catalog.rgba("brand.p3OfSRGBRed"), RGBA(red: 1, green: 0, blue: 0)))
        // Both spaces share the D65 white point, so a gray stays the same gray.
        #expect(isClose(catalog.rgba("brand.p3Gray"), RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.4), within: 1e-9))
        #expect(catalog.rgba("brand.extended") == RGBA(red: 1, green: 0, blue: 0.5))
        // Linear 0.2176 is sRGB 0.504, as is gray 0.5 with a 2.2 power curve.
        #expect(isClose(catalog.rgba("brand.linear"), RGBA(red: 0, green: 0.504, blue: 1)))
        #expect(isClose(catalog.rgba("brand.gray"), RGBA(red: 0.504, green: 0.504, blue: 0.504)))
        #expect(catalog.rgba("brand.extendedGray") == RGBA(red: 0, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func systemColourReferencesBecomeSystemColours() throws {
        let catalog = try CatalogFixture([
            "Brand.xcassets/Error.colorset/Contents.json": colorSetJSON(
                #"{ "color" : { "platform" : "ios", "reference" : "systemRedColor" }, "idiom" : "universal" }"#,
                #"{ "appearances" : [{ "appearance" : "contrast", "value" : "high" }], "color" : { "reference" : "# +
                    #""blackColor" }, "idiom" : "universal" }"#
            ),
        ])
        #expect(catalog.diagnostics.isEmpty)
        let values = try #require(catalog.token("brand.error")?.values)
        #expect(values.light == .color(.system(SystemColor.all["red"]!)))
        #expect(values.dark == nil)
        #expect(values.lightHighContrast == .color(.system(SystemColor.all["black"]!)))
    }

    @Test func namespacedFoldersNestTheGroupAndTheSwiftName() throws {
        let namespace =
            "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }, \"properties\" : { \"provides-namespace\" : " +
                "true } }"
        let red = colorSetJSON(srgbEntry(#""alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "1.000""#))
        let files: KeyValuePairs<String, String> = [
            "Brand.xcassets/Colors/Contents.json": namespace,
            "Brand.xcassets/Colors/Status/Contents.json": namespace,
            "Brand.xcassets/Colors/Status/Met.colorset/Contents.json": red,
            "Brand.xcassets/Colors/Status/Default.colorset/Contents.json": red,
            "Brand.xcassets/Plain/Accent Color.colorset/Contents.json": red,
            "Brand.xcassets/Plain/Logo.imageset/Contents.json": "not a colour set, never read",
        ]
        let catalog = try CatalogFixture(files)
        #expect(catalog.diagnostics.isEmpty)
        #expect(
            catalog.tokens.map(\.path) == ["brand.colors.status.default", "brand.colors.status.met", "brand.accent"])
        #expect(
            catalog.tokens.map(\.swiftName) == [
                "ColorResource.Colors.Status.`default`", "ColorResource.Colors.Status.met", "ColorResource.accent",
            ])
        // One colour set read on its own keeps the name it has in its catalog.
        let single = try CatalogFixture(files, reading: "Brand.xcassets/Colors/Status/Met.colorset")
        #expect(single.tokens.map(\.path) == ["brand.colors.status.met"])
        #expect(
            single.token("brand.colors.status.met")?.location.description
                == "Brand.xcassets/Colors/Status/Met.colorset/Contents.json:3:1")
    }

    @Test(arguments: [
        ("Background", "background"), ("MidnightGreen", "midnightGreen"), ("AccentColor", "accent"),
        ("appPrimaryColor", "appPrimary"), ("YP Background", "ypBackground"), ("card-background", "cardBackground"),
        ("ff_on_primary", "ffOnPrimary"), ("WSDOTbackground", "wsdoTbackground"), ("121212", "_121212"),
        ("Color", "color"),
    ])
    func colourSetNamesAreSpeltAsXcodeGeneratesThem(name: String, symbol: String) {
        #expect(AssetSymbolName.property(name) == symbol)
    }
}
