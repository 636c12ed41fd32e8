import DSGenCore
import DSGenLint
import Foundation

extension InitFiles {
    /// What `copies(of:avoiding:)` copies, and what it says about it.
    struct Copies {
        /// Content path → source file.
        var files: [String: String] = [:]
        /// Catalogs whose group a Swift group already takes, which stay where they are.
        var leftOut: [String] = []
        /// A note for each catalog whose colour sets won over those of the same name in another
        /// catalog of its name (an app's iOS and Mac `Assets.xcassets`).
        var notes: [String] = []
    }

    /// Content path → source file, for the DTCG files (under `tokens/`, as they lay) and the colour
    /// sets of the catalogs (under `assets/`, with their folders' `Contents.json`). Catalogs of one
    /// name are merged; where two hold a colour set of one name with other values, an iOS
    /// catalog's is kept (dsgen reads an app's iOS branch), else the last in path order, and a
    /// note says so.
    static func copies(of found: Found, avoiding groups: Set<String>) -> Copies {
        var copies = Copies()
        for file in found.tokenFiles { copies.files["tokens/" + file.relative] = file.source }
        var clashes: [String: (others: Set<String>, names: [String])] = [:]
        for catalog in found.catalogs.enumerated().sorted(by: { isIOS($0.element) == isIOS($1.element)
            ? $0.offset < $1.offset : !isIOS($0.element) }).map(\.element) {
            let name = (catalog as NSString).lastPathComponent
            // A catalog's tokens are grouped under its name; one that meets a Swift group stays out,
            // as the colours code names from it are on the pages already.
            guard !groups.contains(AssetCatalogReader.group(ofCatalogNamed: name)) else {
                copies.leftOut.append(catalog)
                continue
            }
            // Walked as every folder is: a link inside the catalog cannot make the walk endless.
            for inner in FolderListing.files(in: catalog) {
                guard inner.hasSuffix("Contents.json") else { continue }
                let folder = (inner as NSString).deletingLastPathComponent
                guard folder.isEmpty || folder.hasSuffix(".colorset") || !folder.contains(".") else { continue }
                let destination = "assets/" + name + "/" + inner, source = catalog + "/" + inner
                if folder.hasSuffix(".colorset"), let earlier = copies.files[destination],
                   FileManager.default.contents(atPath: earlier) != FileManager.default.contents(atPath: source) {
                    let other = String(earlier.dropLast(inner.count + 1))
                    clashes[catalog, default: ([], [])].others.insert(other)
                    clashes[catalog, default: ([], [])].names.append(
                        String((folder as NSString).lastPathComponent.dropLast(".colorset".count))
                    )
                }
                copies.files[destination] = source
            }
        }
        copies.notes = clashes.keys.sorted().map { catalog in
            let (others, names) = clashes[catalog]!
            let sets = names.count == 1 ? "1 colour set, \(names[0])," : "\(names.count) colour sets, such as " +
                names.prefix(2).joined(separator: " and ") + ","
            let reason = isIOS(catalog) ? ", as dsgen reads an app's iOS branch" : ""
            return "\(catalog): note: \(sets) also in \(others.sorted().joined(separator: ", ")) with other values; " +
                "the content folder keeps this catalog's" + reason
        }
        return copies
    }

    /// Whether a catalog is an iOS target's: a folder on its path is named for iOS.
    private static func isIOS(_ catalog: String) -> Bool {
        catalog.split(separator: "/").dropLast().contains { folder in
            folder.lowercased() == "ios" || folder.lowercased().hasSuffix("-ios")
        }
    }
}
