import DSGenCore
import Foundation

/// `DesignSystem.xcassets`: the colour tokens as an Xcode asset catalog, so an app reads the
/// same colours the style guide shows, through Xcode's generated symbols.
///
/// Each group becomes a folder that provides a namespace, its name's first letter upper-cased
/// (as in the default Swift prefix): `colors.status.met` is `Colors/Status/met.colorset`, which
/// SwiftUI reads as `Color(.Colors.Status.met)` or `Color("Colors/Status/met")`. Token names are
/// kept as written; note that Xcode drops a trailing `Color` from its symbols (`accentColor` →
/// `.accent`). Values are the resolved sRGB colours, with dark and high-contrast entries where
/// the token varies. Other kinds of token have no place in an asset catalog and are left out.
public struct AssetCatalogEmitter: Emitter {
    /// The catalog's folder name, and `dsgen export xcassets`' default output.
    public static let folderName = "DesignSystem.xcassets"
    public var output: EmitterOutput { .folder(Self.folderName) }
    public var download: EmitterDownload {
        EmitterDownload(
            title: "Xcode asset catalog", file: "Contents.json",
            detail: "a folder of colour sets with dark and high-contrast appearances; copy the whole " +
                "DesignSystem.xcassets folder into Xcode"
        )
    }

    /// An emitter; it has no options.
    public init() {}

    /// The catalog's files, by path inside the catalog folder.
    public func emit(_ system: DesignSystem) -> [String: Data] {
        var files = ["Contents.json": ColorSetContents.catalog]
        for token in system.tokens where Self.isColor(token.kind) {
            guard let contents = ColorSetContents.colorSet(for: token.values) else { continue }
            let segments = token.path.split(separator: ".").map(String.init)
            let groups = segments.dropLast().map(Self.folderName(forGroup:))
            let path = (groups + [segments.last! + ".colorset", "Contents.json"]).joined(separator: "/")
            // Paths are unique in a spec, but groups differing only in their first letter's case
            // share a folder; the first token declared keeps the colour set.
            guard files[path] == nil else { continue }
            files[path] = contents.data(.pretty)
            for depth in groups.indices {
                files[groups[...depth].joined(separator: "/") + "/Contents.json"] = ColorSetContents.namespace
            }
        }
        return files
    }

    /// `status` → `Status`: groups read as types in Xcode's generated symbols.
    static func folderName(forGroup group: String) -> String {
        group.prefix(1).uppercased() + group.dropFirst()
    }

    /// Whether tokens of `kind` are colour sets. Exhaustive, so a new kind must decide.
    static func isColor(_ kind: TokenKind) -> Bool {
        switch kind {
        case .color: true
        case .dimension, .radius, .fontFamily, .fontWeight, .typography, .material, .gradient, .palette,
             .shadow, .opacity, .number, .duration,
             .cubicBezier, .transition, .strokeStyle, .border: false
        }
    }
}
