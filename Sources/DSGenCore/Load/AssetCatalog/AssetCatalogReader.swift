import Foundation

/// Reads the colour sets of an Xcode asset catalog (`Brand.xcassets`) as colour tokens.
///
/// A token's path is the catalog's name in lower camel case (`brand`), then one group per folder
/// that provides a namespace (`Colors/Status/` → `colors.status`; folders without a namespace
/// add nothing, as in Xcode), then the colour set's name as Xcode's generated Swift symbol spells
/// it (`Primary Color.colorset` → `primary`). Its Swift name is that symbol on `ColorResource`,
/// the type Xcode generates (`ColorResource.Colors.Status.met`), which SwiftUI code reads as
/// `Color(.Colors.Status.met)`; the catalog's name is not part of it, as in Xcode.
///
/// Image sets, app icons and other asset types are skipped. Values follow the colour set's
/// universal entries, converted to sRGB (see `AssetColorSpace`); each token's location is
/// its universal entry in the colour set's `Contents.json`.
public enum AssetCatalogReader {
    /// Reads the catalog, or the single colour set, at `folder`; diagnostics name files below
    /// `displayPath`, the path the user knows it by. Nothing is read from outside `root` (a real
    /// path; the content folder, whose listing has reported the links that lead out of it), or,
    /// without one, from outside the catalog, each link out of it reported here.
    public static func read(
        folder: String, displayPath: String, root: String? = nil
    ) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        let folder = FolderListing.normalized(folder), displayPath = FolderListing.normalized(displayPath)
        guard FolderListing.isFolder(folder) == true else {
            return ([], [Diagnostic(
                .missingFile, at: .start(of: displayPath),
                "'\(displayPath)' is not a folder; an asset catalog is a folder named *.xcassets"
            )])
        }
        var catalog = CatalogWalk(
            root: root ?? FolderListing.realPath(folder) ?? folder, reportsLinksOutside: root == nil
        )
        let name = (folder as NSString).lastPathComponent
        switch (name as NSString).pathExtension {
        case "xcassets":
            let group = AssetSymbolName.lowerCamel((name as NSString).deletingPathExtension)
            catalog.walk(folder, displayPath: displayPath, namespace: Namespace(groups: group.isEmpty ? [] : [group]))
        case "colorset":
            catalog.readColorSet(folder, displayPath: displayPath, namespace: Namespace.enclosing(folder))
        default:
            return ([], [Diagnostic(
                .invalidAssetCatalog, at: .start(of: displayPath),
                "'\(displayPath)' is neither an asset catalog (*.xcassets) nor a colour set (*.colorset)"
            )])
        }
        return (catalog.tokens, catalog.diagnostics.sorted())
    }
}

extension AssetCatalogReader {
    /// The property name Xcode generates for a colour set named `name` (`Primary Color` →
    /// `primary`), which is also the last segment of its token's path.
    public static func symbolName(_ name: String) -> String {
        AssetSymbolName.property(name)
    }

    /// The group a catalog's tokens lie in: `Brand.xcassets` → `brand`.
    public static func group(ofCatalogNamed name: String) -> String {
        AssetSymbolName.lowerCamel((name as NSString).deletingPathExtension)
    }
}

extension RuleID {
    /// An asset catalog's folder, or a group's `Contents.json`, that is not what Xcode writes.
    public static let invalidAssetCatalog: RuleID = "invalid_asset_catalog"
    /// A colour set's `Contents.json` whose structure is not a colour set's: no `colors` array,
    /// an entry without an idiom, a colour without components, two entries for one appearance.
    public static let invalidColorSet: RuleID = "invalid_color_set"
    /// A component that is not a number, an 8-bit integer or a `0x` byte.
    public static let invalidColorComponent: RuleID = "invalid_color_component"
    /// A component outside 0…1 in a colour space that is not extended, or any alpha outside 0…1.
    public static let colorComponentOutOfRange: RuleID = "color_component_out_of_range"
    /// A `color-space` other than the six asset catalogs use.
    public static let unknownColorSpace: RuleID = "unknown_color_space"
    /// An appearance other than luminosity light or dark and contrast high.
    public static let unknownAppearance: RuleID = "unknown_appearance"
    /// An entry with no `color`, which Xcode writes for an empty slot (a warning).
    public static let missingColor: RuleID = "missing_color"
    /// A colour set with no universal entry for Xcode's "Any" appearance.
    public static let missingUniversalColor: RuleID = "missing_universal_color"
    /// A `reference` to a system colour dsgen has no values for, such as `labelColor` (a warning).
    public static let unknownSystemColor: RuleID = "unknown_system_color"
    /// An alpha written `"1"`, which Xcode reads as 1/255 (a warning).
    public static let ambiguousAlpha: RuleID = "ambiguous_alpha"
}
