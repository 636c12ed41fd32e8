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

    /// The file of an appearance's tokens: `design-system.tokens.json` for light.
    public static func tokensFile(_ appearance: Appearance) -> String {
        appearance == .light ? "design-system.tokens.json" : "design-system.\(DTCGNames.context(appearance)).tokens.json"
    }

    public init() {}

    public func emit(_ system: DesignSystem) -> [String: Data] {
        var files: [String: Data] = [:]
        let tokens = system.tokens
        files[Self.tokensFile(.light)] = Self.data(Self.tree(tokens.map { ($0.path, Self.object($0, in: .light)) }))
        // Each context's sources merge in order, the last value winning: dark with high contrast
        // lists the dark file first, so its own file holds only what high contrast changes further.
        var contexts: [String: [[String: String]]] = [DTCGNames.context(.light): []]
        for appearance in Appearance.allCases where appearance != .light {
            let base: Appearance = appearance == .darkHighContrast ? .dark : .light
            let differing = tokens.filter { !Self.writesTheSame($0, in: appearance, as: base) }
            var sources = base == .dark ? contexts[DTCGNames.context(.dark)] ?? [] : []
            if !differing.isEmpty {
                files[Self.tokensFile(appearance)] = Self.data(Self.tree(differing.map { ($0.path, Self.object($0, in: appearance)) }))
                sources.append(["$ref": Self.tokensFile(appearance)])
            }
            contexts[DTCGNames.context(appearance)] = sources
        }
        let resolver: [String: Any] = [
            "name": "Design system", "version": DTCGNames.version,
            "description": "Written by dsgen export dtcg. The appearance modifier chooses light or dark mode, with or without Increase Contrast.",
            "sets": ["tokens": ["sources": [["$ref": Self.tokensFile(.light)]]]],
            "modifiers": [DTCGNames.appearanceModifier: ["default": DTCGNames.context(.light), "contexts": contexts]],
            "resolutionOrder": [["$ref": "#/sets/tokens"], ["$ref": "#/modifiers/\(DTCGNames.appearanceModifier)"]],
        ]
        files[Self.resolverFile] = Self.data(resolver)
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
    static func object(_ token: ResolvedToken, in appearance: Appearance) -> [String: Any] {
        let declared = token.token.values[appearance]
        let (value, valueExtras) = if case .alias = declared {
            DTCGValue.json(declared, in: appearance)
        } else {
            DTCGValue.json(token.values[appearance], in: appearance)
        }
        var extras = valueExtras
        extras["swift"] = token.token.swiftName
        if token.kind.rawValue != token.kind.dtcgType { extras["kind"] = token.kind.rawValue }
        if !token.token.backgrounds.isEmpty { extras["on"] = token.token.backgrounds.map(\.path) }
        if let vignette = token.token.vignette { extras["vignette"] = vignette.path }
        var object: [String: Any] = [
            "$type": token.kind.dtcgType, "$value": value,
            "$extensions": foreignExtensions(token.token).merging([DTCGNames.extensionKey: extras]) { _, ours in ours },
        ]
        if let summary = token.token.summary { object["$description"] = summary }
        if let deprecation = token.token.deprecation {
            object["$deprecated"] = deprecation.replacement.map { "Use {\($0.path)} instead." } ?? true
        }
        return object
    }

    /// Other tools' extensions, as the token was read with them.
    private static func foreignExtensions(_ token: Token) -> [String: Any] {
        guard let text = token.extensions, let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return [:] }
        return object
    }

    /// Nests tokens by their dotted paths: `spacing.md` → `{"spacing": {"md": …}}`.
    static func tree(_ tokens: [(path: String, object: [String: Any])]) -> [String: Any] {
        var root: [String: Any] = [:]
        for (path, object) in tokens {
            insert(object, at: path.split(separator: ".").map(String.init)[...], into: &root)
        }
        return root
    }

    private static func insert(_ object: [String: Any], at path: ArraySlice<String>, into group: inout [String: Any]) {
        guard let first = path.first else { return }
        if path.count == 1 {
            group[first] = object
            return
        }
        var child = group[first] as? [String: Any] ?? [:]
        insert(object, at: path.dropFirst(), into: &child)
        group[first] = child
    }

    /// Pretty-printed with sorted keys and a final newline: the same bytes on every run.
    static func data(_ object: Any) -> Data {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data()
        return data + Data("\n".utf8)
    }
}
