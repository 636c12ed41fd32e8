import DSGenCore
import Foundation
import Testing
@testable import DSGenExport

/// `DesignSystem.xcassets`: colour tokens as an asset catalog, in Xcode's own bytes.
///
/// The golden files under `Golden/xcassets` are the catalog as emitted. To accept a deliberate
/// change, run once with `RECORD_GOLDEN=1`: the files are rewritten and the test fails, so a
/// recording never passes silently. Review the diff, then run again.
struct AssetCatalogEmitterTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden/xcassets"
    ).path

    /// Every appearance combination, opaque and translucent colours, nested groups, a system
    /// colour, an alias, and a token of another kind that the catalog leaves out.
    static let spec = """
    ```tokens colors kind=color
    accent   #FF9500                                  // one value for every appearance
    surface  #FFFFFF | #1C1C1E                        // light and dark
    label    #000000 | #FFFFFF | #1A1A1A | #F2F2F2    // light, dark, and each with high contrast
    error    red                                      // Apple's red, light and dark
    scrim    black.opacity(0.4)                       // translucent
    link     {colors.accent}                          // an alias
    ```

    ```tokens colors.status kind=color
    met      #34C759 | #30D158 | #248A3D              // one high-contrast value for light and dark
    overlay  #00000066 | #FFFFFF33                    // translucent, light and dark
    focus    #0A84FF | #0A84FF | #0A84FF | #409CFF    // only dark + high contrast differs
    ```

    ```tokens spacing kind=dimension
    md  16pt
    ```
    """

    @Test func catalogMatchesGoldenFiles() throws {
        let files = AssetCatalogEmitter().emit(try ExportFixture.system(Self.spec))
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try? FileManager.default.removeItem(atPath: Self.golden)
            for (path, data) in files {
                let file = URL(fileURLWithPath: Self.golden).appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file)
            }
            Issue.record("Recorded \(files.count) golden files in \(Self.golden); run again without RECORD_GOLDEN")
            return
        }
        let expected = FolderListing.files(in: Self.golden)
        #expect(files.keys.sorted() == expected)
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            let golden = FileManager.default.contents(atPath: Self.golden + "/" + path)
            #expect(data == golden, "\(path) differs from its golden file")
        }
    }

    @Test func groupsAreNamespacedFoldersAndOtherKindsAreLeftOut() throws {
        let files = AssetCatalogEmitter().emit(try ExportFixture.system(Self.spec))
        #expect(files.keys.sorted() == [
            "Colors/Contents.json", "Colors/Status/Contents.json", "Colors/Status/focus.colorset/Contents.json",
            "Colors/Status/met.colorset/Contents.json", "Colors/Status/overlay.colorset/Contents.json",
                "Colors/accent.colorset/Contents.json", "Colors/error.colorset/Contents.json",
                "Colors/label.colorset/Contents.json",
                "Colors/link.colorset/Contents.json", "Colors/scrim.colorset/Contents.json",
                "Colors/surface.colorset/Contents.json",
            "Contents.json",
        ])
        let group = String(decoding: try #require(files["Colors/Status/Contents.json"]), as: UTF8.self)
        #expect(
            group
                == "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  },\n  \"properties\" : " +
                    "{\n    \"provides-namespace\" : true\n  }\n}\n"
        )
    }

    @Test func entriesAreWrittenOnlyWhereTheirAppearanceDiffers() throws {
        let files = AssetCatalogEmitter().emit(try ExportFixture.system(Self.spec))
        func appearances(_ name: String) throws -> [String] {
            let text = String(decoding: try #require(files[name + ".colorset/Contents.json"]), as: UTF8.self)
            let entries = text.components(separatedBy: "\"idiom\" : \"universal\"").dropLast()
            return entries.map { entry in
                let slice = entry.components(separatedBy: "\"color\" : {").first!
                return ["dark", "high"].filter { slice.contains("\"value\" : \"\($0)\"") }.joined(separator: "+")
            }
        }
        #expect(try appearances("Colors/accent") == [""])
        #expect(try appearances("Colors/surface") == ["", "dark"])
        #expect(try appearances("Colors/label") == ["", "dark", "high", "dark+high"])
        #expect(try appearances("Colors/Status/met") == ["", "dark", "high", "dark+high"])
        #expect(try appearances("Colors/Status/focus") == ["", "dark+high"])
    }

    @Test(
        arguments: [
            (0.2, "0.200"), (1.0, "1.000"), (0.0, "0.000"), (0.4, "0.400"), (149.0 / 255, "0.584"), (1.2, "1.000"),
            (-0.0, "0.000"),
        ] as [(Double, String)])
    func componentsHaveThreeDecimalsAndAlwaysAPoint(value: Double, written: String) {
        guard case .string(let text) = ColorSetContents.component(value) else { Issue.record("not a string"); return }
        #expect(text == written)
    }
}
