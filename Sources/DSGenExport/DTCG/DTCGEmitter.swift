import DSGenCore
import Foundation

/// The design system as W3C Design Tokens (DTCG 2025.10), for Figma plug-ins, Style Dictionary,
/// Terrazzo and the rest of the token world.
///
/// `design-system.tokens.json` holds every token in light mode. Each other appearance has a file
/// of the tokens whose value differs there, and `design-system.resolver.json` (Resolver Module
/// 2025.10) names them as the contexts of an `appearance` modifier. A token that aliases another
/// stays an alias (`{colors.goals}`), so each appearance resolves it to its own value. What DTCG
/// cannot say rides in the `dev.dsgen` extension, and dsgen reads it back: a round trip through
/// these files gives the same design system.
public struct DTCGEmitter: Emitter {
    public static let resolverFile = "design-system.resolver.json"
    public var output: EmitterOutput { .folder("tokens") }
    public var download: EmitterDownload {
        EmitterDownload(
            title: "W3C Design Tokens (DTCG 2025.10)", file: Self.resolverFile,
            detail: "a resolver whose appearance modifier names the light, dark and high-contrast token " +
                "files beside it"
        )
    }

    /// The file of an appearance's tokens: `design-system.tokens.json` for light.
    public static func tokensFile(_ appearance: Appearance) -> String {
        appearance == .light
            ? "design-system.tokens.json"
            : "design-system.\(DTCGNames.context(appearance)).tokens.json"
    }

    public init() {}

    public func emit(_ system: DesignSystem) -> [String: Data] {
        let tokens = system.tokens
        var trees: [String: [(path: String, object: JSONOutput)]] = [
            Self.tokensFile(.light): tokens.map { ($0.path, Self.object($0, in: .light)) }
        ]
        // Each context's sources merge in order, the last value winning: dark with high contrast
        // lists the dark file first, so its own file holds only what high contrast changes further.
        var contexts: [String: [JSONOutput]] = [DTCGNames.context(.light): []]
        for appearance in Appearance.allCases where appearance != .light {
            let base: Appearance = appearance == .darkHighContrast ? .dark : .light
            let differing = tokens.filter { !Self.writesTheSame($0, in: appearance, as: base) }
            var sources = base == .dark ? contexts[DTCGNames.context(.dark)] ?? [] : []
            if !differing.isEmpty {
                trees[Self.tokensFile(appearance)] = differing.map { ($0.path, Self.object($0, in: appearance)) }
                sources.append(["$ref": .string(Self.tokensFile(appearance))])
            }
            contexts[DTCGNames.context(appearance)] = sources
        }
        // The files are independent: each is encoded on a core of its own.
        let names = trees.keys.sorted(), contents = trees
        let encoded = names.concurrentMap { Self.tree(contents[$0] ?? []).data(.pretty) }
        var files = Dictionary(uniqueKeysWithValues: zip(names, encoded))
        let resolver: JSONOutput = [
            "name": "Design system", "version": .string(DTCGNames.version),
            "description": .string(
                "Written by dsgen export dtcg. The appearance modifier chooses light or dark mode, " +
                    "with or without Increase Contrast."
            ),
            "sets": ["tokens": ["sources": [["$ref": .string(Self.tokensFile(.light))]]]],
            "modifiers": .object([DTCGNames.appearanceModifier: [
                "default": .string(DTCGNames.context(.light)), "contexts": .object(contexts.mapValues(JSONOutput.array))
            ]]),
            "resolutionOrder": [
                ["$ref": "#/sets/tokens"], ["$ref": .string("#/modifiers/\(DTCGNames.appearanceModifier)")]
            ],
        ]
        files[Self.resolverFile] = resolver.data(.pretty)
        return files
    }

    /// Whether `token`'s entry is the same in both appearances, known without writing it: an
    /// entry is its declared alias, or its resolved value (and a material's fill is light or dark).
    static func writesTheSame(_ token: ResolvedToken, in appearance: Appearance, as base: Appearance) -> Bool {
        let declared = (token.token.values[appearance], token.token.values[base])
        switch declared {
        case (.alias, _), (_, .alias): return declared.0 == declared.1
        default:
            if token.kind == .material, appearance.isDark != base.isDark { return false }
            return token.values[appearance] == token.values[base]
        }
    }

    /// One token as it stands in `appearance`: its declared alias, or its resolved value.
    static func object(_ token: ResolvedToken, in appearance: Appearance) -> JSONOutput {
        let declared = token.token.values[appearance]
        var (value, valueExtras) = if case .alias = declared {
            declared.dtcg(in: appearance)
        } else {
            token.values[appearance].dtcg(in: appearance)
        }
        // A unit the token file wrote (em, %, vw) is written back as it was.
        if let unit = token.token.writtenUnit, case .dimension(let points) = declared {
            value = ["value": .number(points / unit.pointsPerUnit), "unit": .string(unit.rawValue)]
        }
        var extras = valueExtras
        extras["swift"] = .string(token.token.swiftName)
        if token.kind.rawValue != token.kind.dtcgType { extras["kind"] = .string(token.kind.rawValue) }
        if !token.token.backgrounds.isEmpty { extras["on"] = .array(token.token.backgrounds.map { .string($0.path) }) }
        if let vignette = token.token.vignette { extras["vignette"] = .string(vignette.path) }
        if !token.token.uses.isEmpty { extras["use"] = .array(token.token.uses.map { .string($0.rawValue) }) }
        var object: [String: JSONOutput] = [
            "$type": .string(token.kind.dtcgType), "$value": value,
            "$extensions": .object(
                foreignExtensions(token.token).merging([DTCGNames.extensionKey: .object(extras)]) { _, ours in ours }
            ),
        ]
        if let summary = token.token.summary { object["$description"] = .string(summary) }
        if let deprecation = token.token.deprecation {
            object["$deprecated"] = deprecation.replacement.map { .string("Use {\($0.path)} instead.") } ?? true
        }
        return .object(object)
    }

    /// Other tools' extensions, as the token was read with them.
    private static func foreignExtensions(_ token: Token) -> [String: JSONOutput] {
        guard let text = token.extensions, case .success(let document) = JSONDocument.read(Data(text.utf8), path: ""),
              case .object(let members) = JSONOutput(document.root) else { return [:] }
        return members
    }

    /// Nests tokens by their dotted paths: `spacing.md` → `{"spacing": {"md": …}}`.
    static func tree(_ tokens: [(path: String, object: JSONOutput)]) -> JSONOutput {
        let root = Group()
        for (path, object) in tokens {
            var group = root
            let parts = path.split(separator: ".").map(String.init)
            for part in parts.dropLast() {
                if group.groups[part] == nil { group.groups[part] = Group() }
                group = group.groups[part]!
            }
            group.tokens[parts.last ?? path] = object
        }
        return root.json
    }

    /// A group while the tree is built: a reference, so that filling a deep group copies nothing.
    private final class Group {
        var groups: [String: Group] = [:]
        var tokens: [String: JSONOutput] = [:]

        var json: JSONOutput { .object(tokens.merging(groups.mapValues(\.json)) { token, _ in token }) }
    }
}
