import DSGenCore
import Foundation
import Testing

/// An asset catalog written to a temporary folder from files given inline, then read.
struct CatalogFixture {
    let root: URL
    let tokens: [Token]
    let diagnostics: [Diagnostic]

    /// Writes `files` (paths relative to the temporary folder) and reads `catalog` below it, with
    /// diagnostics printed from `catalog` as the user would name it.
    init(_ files: KeyValuePairs<String, String>, reading catalog: String = "Brand.xcassets") throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-xcassets-" + UUID().uuidString)
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        (tokens, diagnostics) = AssetCatalogReader.read(
            folder: root.appendingPathComponent(catalog).path, displayPath: catalog)
        try? FileManager.default.removeItem(at: root)
    }

    func token(_ path: String) -> Token? { tokens.first { $0.path == path } }

    /// The colour `path` takes in `appearance`, if it is a concrete one.
    func rgba(_ path: String, _ appearance: Appearance = .light) -> RGBA? {
        guard case .color(let color)? = token(path)?.values[appearance] else { return nil }
        return color.rgba
    }

    /// Diagnostics as `path:line:col [rule]`, the part every diagnostic test pins.
    var places: [String] { diagnostics.map { "\($0.location) [\($0.rule)]" } }
}

/// A colour set's Contents.json holding `entries`, one per line, each with its `color` written
/// inline: line 3 is the first entry, and so on.
func colorSetJSON(_ entries: String...) -> String {
    "{\n\"colors\" : [\n" + entries.joined(separator: ",\n")
        + "\n],\n\"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"
}

/// An sRGB universal entry with its `components` written as given, e.g. `"red" : "0.200", …`.
func srgbEntry(_ components: String, appearances: String? = nil, space: String = "srgb") -> String {
    let appearances = appearances.map { "\"appearances\" : [\($0)], " } ?? ""
    return
        "{ \(appearances)\"color\" : { \"color-space\" : \"\(space)\", \"components\" : { \(components) } }, " +
            "\"idiom\" : \"universal\" }"
}

/// The `appearances` items of a colour-set entry.
enum Trait {
    static let dark = "{ \"appearance\" : \"luminosity\", \"value\" : \"dark\" }"
    static let light = "{ \"appearance\" : \"luminosity\", \"value\" : \"light\" }"
    static let highContrast = "{ \"appearance\" : \"contrast\", \"value\" : \"high\" }"
}

/// Whether two colours agree to within `tolerance` in every component.
func isClose(_ a: RGBA?, _ b: RGBA, within tolerance: Double = 0.5 / 255) -> Bool {
    guard let a else { return false }
    return abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
        && abs(a.alpha - b.alpha) <= tolerance
}
