import DSGenCore
import Foundation
import Testing
@testable import DSGenLint

/// Real files teams publish (`Tests/RealWorld/`, each listed with its source, commit and licence
/// in `SOURCES.md`), loaded and linted as `dsgen build` and `dsgen lint` do: a change that makes
/// one of them stop loading, lose tokens or say something new fails here.
struct RealWorldTests {
    struct Source: Sendable, CustomStringConvertible {
        var folder: String
        var tokens: Int
        /// The appearances some token has a value of its own in once resolved (a system colour's
        /// are Apple's), light aside.
        var appearances: Set<Appearance>
        /// Every diagnostic of the load and the spec's lint, counted by rule.
        var diagnostics: [String: Int]
        var description: String { folder }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("RealWorld")

    static let sources: [Source] = [
        // DTCG 2025.10 files (primitives and semantic aliases) whose shadows give 8-digit hex fallbacks.
        Source(folder: "infomaniak-tokens", tokens: 324, appearances: [], diagnostics: ["format_deviation": 2]),
        // A demo app's catalog: an accent colour that refers to macOS's system blue, whose dark and
        // Increase Contrast values are Apple's.
        Source(
            folder: "pulse-demo-catalog", tokens: 1, appearances: [.dark, .lightHighContrast, .darkHighContrast],
            diagnostics: [:]
        ),
        // Tokens Studio as synced to a repository: 22 sets with $value and its own types (fontSizes, boxShadow),
        // math with floor() and min(), $themes.json of 17 themes in 6 groups.
        Source(
            folder: "digdir-tokensstudio", tokens: 538, appearances: [.dark],
            diagnostics: ["format_deviation": 12, "legacy_token_format": 1]
        ),
        // Tokens Studio's older value/type sets beside $themes.json and $metadata.json: three brands, light and dark.
        Source(
            folder: "nve-tokensstudio", tokens: 501, appearances: [.dark],
            diagnostics: ["format_deviation": 1, "legacy_token_format": 6, "unresolved_alias": 9]
        ),
        // Tokens Studio's single file of several sets, its $themes inside, rgba({ref},0.08) alpha colours.
        Source(
            folder: "tokensstudio-twotheme", tokens: 336, appearances: [],
            diagnostics: ["non_semantic_color_name": 5, "format_deviation": 2, "legacy_token_format": 19]
        ),
        // A single file whose set names have slashes and whose math uses the older $name references.
        Source(
            folder: "tokensstudio-transformer-sample", tokens: 18, appearances: [],
            diagnostics: ["format_deviation": 2, "legacy_token_format": 2, "unresolved_alias": 1]
        ),
        // DTCG 2025.10 files read through a resolver with a light and dark theme modifier.
        Source(folder: "figma-sds-resolver", tokens: 298, appearances: [.dark], diagnostics: [:]),
        // Apple's sample app: two catalogs with namespaced groups, system colours and high contrast values.
        Source(
            folder: "foodtruck-catalog", tokens: 15, appearances: [.dark, .lightHighContrast, .darkHighContrast],
            diagnostics: ["non_semantic_color_name": 6]
        ),
        // A shipping app's catalog: a namespaced group and an empty one.
        Source(folder: "homeassistant-catalog", tokens: 7, appearances: [.dark], diagnostics: [:]),
    ]

    @Test(arguments: sources)
    func eachSourceLoadsAndLintsAsPinned(_ source: Source) throws {
        let folder = Self.root.appendingPathComponent(source.folder).path
        let (loaded, loading) = ContentLoader.load(contentDirectory: folder)
        let system = try #require(loaded, "\(loading)")
        let findings = Linter(system: system, configuration: LintConfiguration()).lintSpec(loading: loading)
        #expect(!findings.contains { $0.severity == .error }, "\(findings.map(\.diagnostic.description))")
        #expect(system.tokens.count == source.tokens)
        let declared = Set(system.tokens.flatMap { token in
            token.values.declaredByAppearance.map(\.appearance).filter { $0 != .light }
        })
        #expect(declared == source.appearances)
        let byRule = Dictionary(findings.map { ($0.rule.rawValue, 1) }, uniquingKeysWith: +)
        #expect(byRule == source.diagnostics, "\(findings.map(\.diagnostic.description))")
    }

    /// Every folder here is listed in SOURCES.md, and every source listed has its folder.
    @Test func everyFolderHasItsSource() throws {
        let listed = try String(contentsOf: Self.root.appendingPathComponent("SOURCES.md"), encoding: .utf8)
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.path)
            .filter { FolderListing.isFolder(Self.root.appendingPathComponent($0).path) == true }
        // The Swift sources are for `dsgen init` (RealWorldInitTests) and components' API (ComponentAPITests);
        // the articles for the preview checks (PreviewCheckTests).
        let swiftSources: Set<String> = [
            "ddg-designresourceskit-swift", "homeassistant-designsystem-swift", "homeassistant-components-swift",
            "tca-docc-articles",
        ]
        #expect(Set(folders) == Set(Self.sources.map(\.folder)).union(swiftSources))
        for folder in folders { #expect(listed.contains("`\(folder)/`"), "\(folder) is not in SOURCES.md") }
    }
}
