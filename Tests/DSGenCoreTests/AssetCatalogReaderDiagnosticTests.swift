import Foundation
import Testing
@testable import DSGenCore

/// Every bad colour set is reported where the problem stands in its Contents.json, and never stops
/// the rest of the catalog from being read.
struct AssetCatalogReaderDiagnosticTests {
    private static let opaque = #""alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "0.000""#

    /// Reads a catalog of one good colour set and one named `Bad` holding `contents`.
    private func readBad(_ contents: String) throws -> CatalogFixture {
        try CatalogFixture([
            "Brand.xcassets/Bad.colorset/Contents.json": contents,
            "Brand.xcassets/Good.colorset/Contents.json": colorSetJSON(srgbEntry(Self.opaque)),
        ])
    }

    @Test func malformedJSON() throws {
        let catalog = try readBad("{\n\"colors\" : [\n{ \"idiom\" : \"universal\" \"color\" : {} }\n]\n}\n")
        #expect(catalog.places == ["Brand.xcassets/Bad.colorset/Contents.json:3:25 [invalid_json]"])
        #expect(catalog.tokens.map(\.path) == ["brand.good"])
    }

    @Test func componentOutOfRangeForItsSpace() throws {
        let catalog = try readBad(
            colorSetJSON(srgbEntry(#""alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "1.200""#)))
        #expect(catalog.places == ["Brand.xcassets/Bad.colorset/Contents.json:3:120 [color_component_out_of_range]"])
        #expect(
            catalog.diagnostics.first?.message
                == "red 1.2 is out of range: srgb holds values from 0 to 1; extended spaces such as extended-srgb " +
                    "hold others"
        )
        #expect(catalog.tokens.map(\.path) == ["brand.good"])
    }

    @Test func alphaOutOfRangeEvenInAnExtendedSpace() throws {
        let catalog = try readBad(
            colorSetJSON(
                srgbEntry(
                    #""alpha" : "1.500", "blue" : "0.000", "green" : "0.000", "red" : "1.200""#, space: "extended-srgb")
            ))
        #expect(catalog.places == ["Brand.xcassets/Bad.colorset/Contents.json:3:75 [color_component_out_of_range]"])
    }

    @Test func unknownColourSpace() throws {
        let catalog = try readBad(colorSetJSON(srgbEntry(Self.opaque, space: "lab")))
        #expect(catalog.places == ["Brand.xcassets/Bad.colorset/Contents.json:3:31 [unknown_color_space]"])
    }

    @Test func unknownAppearance() throws {
        let dim = #"{ "appearance" : "luminosity", "value" : "dim" }"#
        let catalog = try readBad(colorSetJSON(srgbEntry(Self.opaque), srgbEntry(Self.opaque, appearances: dim)))
        #expect(catalog.places == ["Brand.xcassets/Bad.colorset/Contents.json:4:20 [unknown_appearance]"])
    }

    @Test func missingColourInTheUniversalEntryLeavesTheSetOut() throws {
        // Xcode's own template AccentColor: a warning, not an error.
        let catalog = try readBad(colorSetJSON(#"{ "idiom" : "universal" }"#))
        #expect(catalog.places == ["Brand.xcassets/Bad.colorset/Contents.json:3:1 [missing_color]"])
        #expect(catalog.diagnostics.first?.severity == .warning)
        #expect(catalog.tokens.map(\.path) == ["brand.good"])
    }

    @Test func missingColourInAnotherEntryFallsBackToTheUniversalOne() throws {
        let catalog = try readBad(
            colorSetJSON(srgbEntry(Self.opaque), "{ \"appearances\" : [\(Trait.dark)], \"idiom\" : \"universal\" }"))
        #expect(catalog.places == ["Brand.xcassets/Bad.colorset/Contents.json:4:1 [missing_color]"])
        #expect(catalog.rgba("brand.bad", .dark) == RGBA(red: 0, green: 0, blue: 0))
    }

    @Test func noUniversalEntry() throws {
        let phoneOnly = srgbEntry(Self.opaque).replacingOccurrences(of: "universal", with: "iphone")
        let catalog = try readBad(colorSetJSON(phoneOnly, srgbEntry(Self.opaque, appearances: Trait.dark)))
        #expect(catalog.places == ["Brand.xcassets/Bad.colorset/Contents.json:3:1 [missing_universal_color]"])
    }

    @Test func componentInNoKnownNotation() throws {
        let catalog = try readBad(
            colorSetJSON(srgbEntry(#""alpha" : "1.000", "blue" : "0xZZ", "green" : "half", "red" : "0.000""#)))
        #expect(catalog.places == [
            "Brand.xcassets/Bad.colorset/Contents.json:3:84 [invalid_color_component]",
            "Brand.xcassets/Bad.colorset/Contents.json:3:102 [invalid_color_component]",
        ])
    }

    @Test func unknownSystemColourIsAWarning() throws {
        let catalog = try readBad(
            colorSetJSON(
                #"{ "color" : { "platform" : "ios", "reference" : "systemChartreuseColor" }, "idiom" : "universal" }"#))
        #expect(catalog.places == ["Brand.xcassets/Bad.colorset/Contents.json:3:49 [unknown_system_color]"])
        #expect(catalog.diagnostics.first?.severity == .warning)
    }

    @Test func alphaWrittenOneIsReadAsXcodeReadsItWithAWarning() throws {
        let catalog = try readBad(
            colorSetJSON(srgbEntry(#""alpha" : "1", "blue" : "0.000", "green" : "0.000", "red" : "0.000""#)))
        #expect(catalog.places == ["Brand.xcassets/Bad.colorset/Contents.json:3:66 [ambiguous_alpha]"])
        #expect(catalog.rgba("brand.bad")?.alpha == 1.0 / 255)
    }

    @Test func structuralProblems() throws {
        #expect(
            try readBad("{ \"info\" : { \"version\" : 1 } }").places == [
                "Brand.xcassets/Bad.colorset/Contents.json:1:1 [invalid_color_set]"
            ])
        #expect(
            try readBad(colorSetJSON(#"{ "color" : { "color-space" : "srgb" } }"#)).places == [
                "Brand.xcassets/Bad.colorset/Contents.json:3:1 [invalid_color_set]"
            ])
        let noBlue = try readBad(colorSetJSON(srgbEntry(#""alpha" : "1.000", "green" : "0.000", "red" : "0.000""#)))
        #expect(noBlue.places == ["Brand.xcassets/Bad.colorset/Contents.json:3:54 [invalid_color_set]"])
        let twice = try readBad(colorSetJSON(srgbEntry(Self.opaque), srgbEntry(Self.opaque)))
        #expect(twice.places == ["Brand.xcassets/Bad.colorset/Contents.json:4:1 [invalid_color_set]"])
    }

    @Test func twoColourSetsWithOneName() throws {
        let red = colorSetJSON(srgbEntry(Self.opaque))
        let catalog = try CatalogFixture([
            "Brand.xcassets/AccentColor.colorset/Contents.json": red,
            "Brand.xcassets/Group/Accent.colorset/Contents.json": red,
        ])
        #expect(catalog.places == ["Brand.xcassets/Group/Accent.colorset/Contents.json:3:1 [duplicate_token]"])
        #expect(catalog.diagnostics.first?.severity == .warning)
        #expect(
            catalog.diagnostics.first?.message
                == "the colour set 'Accent' is also at Brand.xcassets/AccentColor.colorset/Contents.json:3:1, in no " +
                    "folder that provides a namespace; Xcode keeps one symbol, ColorResource.accent, for all of them " +
                    "(with a warning), and dsgen keeps this one as 'brand.group.accent' " +
                    "(ColorResource.Group.accent); rename one, or tick 'Provides Namespace' on its folder"
        )
        #expect(catalog.tokens.map(\.path) == ["brand.accent", "brand.group.accent"])
        #expect(catalog.tokens.map(\.swiftName) == ["ColorResource.accent", "ColorResource.Group.accent"])
    }

    /// A shipping app's hand-made catalog has `background` in three folders: every copy is kept,
    /// with a warning each, and the content loads with no error.
    @Test func threeColourSetsWithOneNameAllLoad() throws {
        let red = colorSetJSON(srgbEntry(Self.opaque))
        let catalog = try CatalogFixture([
            "Brand.xcassets/Home/background.colorset/Contents.json": red,
            "Brand.xcassets/Settings/background.colorset/Contents.json": red,
            "Brand.xcassets/Widgets/background.colorset/Contents.json": red,
        ])
        #expect(catalog.diagnostics.allSatisfy { $0.severity == .warning && $0.rule == .duplicateToken })
        #expect(catalog.diagnostics.count == 2)
        #expect(
            catalog.tokens.map(\.path) == ["brand.background", "brand.settings.background", "brand.widgets.background"])
        #expect(catalog.tokens.map(\.swiftName) == [
            "ColorResource.background", "ColorResource.Settings.background", "ColorResource.Widgets.background",
        ])
        // As a content folder holds it: it loads, every copy a token of its own.
        let content = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-three-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: content) }
        for folder in ["Home", "Settings", "Widgets"] {
            let file = content.appendingPathComponent("Brand.xcassets/\(folder)/background.colorset/Contents.json")
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(red.utf8).write(to: file)
        }
        let (system, diagnostics) = ContentLoader.load(contentDirectory: content.path)
        #expect(!diagnostics.containsErrors, "\(diagnostics)")
        #expect(system?.tokens.count == 3)
    }

    @Test func aFolderThatIsNoCatalog() throws {
        #expect(try CatalogFixture([:], reading: "Missing.xcassets").places == ["Missing.xcassets:1:1 [missing_file]"])
        #expect(
            try CatalogFixture(["Brand/x.txt": ""], reading: "Brand").places == ["Brand:1:1 [invalid_asset_catalog]"])
        #expect(
            try CatalogFixture(["Brand.xcassets/Empty.colorset/x.txt": ""]).places == [
                "Brand.xcassets/Empty.colorset/Contents.json:1:1 [missing_file]"
            ])
    }
}

/// A link from inside a catalog back to the catalog is followed once, not forever.
struct AssetCatalogLinkTests {
    @Test func aLinkToAnAncestorIsNotWalkedAgain() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dsgen-xcassets-link-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: root) }
        let colorSet = root.appendingPathComponent("Brand.xcassets/Red.colorset")
        try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
        try Data(
            colorSetJSON(srgbEntry(#""alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "1.000""#)).utf8
        ).write(to: colorSet.appendingPathComponent("Contents.json"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Brand.xcassets/Loop").path, withDestinationPath: ".")
        let (tokens, diagnostics) = AssetCatalogReader.read(
            folder: root.appendingPathComponent("Brand.xcassets").path, displayPath: "Brand.xcassets")
        #expect(tokens.map(\.path) == ["brand.red"])
        #expect(diagnostics.isEmpty)
    }

    /// A colour set, or a colour set's `Contents.json`, linked to a file outside: nothing is read
    /// from it, read on its own (the catalog says so) or in a content folder (its listing does).
    @Test func aLinkOutOfTheCatalogIsNotRead() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dsgen-xcassets-out-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: root) }
        let red = colorSetJSON(srgbEntry(#""alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "1.000""#))
        let outside = root.appendingPathComponent("Outside/Secret.colorset")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data(red.utf8).write(to: outside.appendingPathComponent("Contents.json"))
        let catalog = root.appendingPathComponent("Content/Brand.xcassets")
        for name in ["Red", "Linked"] {
            try FileManager.default.createDirectory(
                at: catalog.appendingPathComponent(name + ".colorset"), withIntermediateDirectories: true)
        }
        try Data(red.utf8).write(to: catalog.appendingPathComponent("Red.colorset/Contents.json"))
        try FileManager.default.createSymbolicLink(
            atPath: catalog.appendingPathComponent("Stolen.colorset").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(
            atPath: catalog.appendingPathComponent("Linked.colorset/Contents.json").path,
            withDestinationPath: outside.appendingPathComponent("Contents.json").path)

        let alone = AssetCatalogReader.read(folder: catalog.path, displayPath: "Brand.xcassets")
        #expect(alone.tokens.map(\.path) == ["brand.red"])
        #expect(
            alone.diagnostics.map { "\($0.location) [\($0.rule)]" } == [
                "Brand.xcassets/Linked.colorset/Contents.json:1:1 [link_outside]",
                "Brand.xcassets/Stolen.colorset:1:1 [link_outside]",
            ])

        let content = root.appendingPathComponent("Content").path
        let (system, diagnostics) = ContentLoader.load(contentDirectory: content)
        #expect(system?.tokens.map(\.path) == ["brand.red"])
        #expect(
            diagnostics.filter { $0.rule == .linkOutside }.map(\.location.path).sorted() == [
                content + "/Brand.xcassets/Linked.colorset/Contents.json", content + "/Brand.xcassets/Stolen.colorset",
            ])
    }
}
