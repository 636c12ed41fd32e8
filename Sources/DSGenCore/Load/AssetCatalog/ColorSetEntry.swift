/// One element of a colour set's `colors` array: which device, gamut and appearance it is for.
struct ColorSetEntry {
    /// The appearance an entry names: a luminosity (or none, Xcode's "Any"), with or without
    /// high contrast.
    struct Slot: Hashable {
        var isDark: Bool?
        var isHighContrast: Bool

        /// Xcode's "Any" appearance: the entry every colour set needs.
        static let any = Slot(isDark: nil, isHighContrast: false)
    }

    var node: JSONNode
    var idiom: String
    /// `mac-catalyst` on an iPad entry meant for Mac Catalyst apps.
    var subtype: String?
    var gamut: String?
    var slot: Slot

    /// The entry, or nil with diagnostics when it does not say what it is for.
    static func read(_ node: JSONNode) -> (ColorSetEntry?, [Diagnostic]) {
        guard node.members != nil else {
            return (nil, [Diagnostic(
                .invalidColorSet, at: node.location,
                "each entry of \"colors\" should be an object; this one is \(node.kindDescription)"
            )])
        }
        guard let idiom = node["idiom"]?.string else {
            let message = node["idiom"].map { "\"idiom\" is \($0.kindDescription)" } ?? "this entry has no \"idiom\""
            return (nil, [Diagnostic(
                .invalidColorSet, at: node["idiom"]?.location ?? node.location,
                message + "; Xcode writes \"idiom\" : \"universal\" for every device"
            )])
        }
        var diagnostics: [Diagnostic] = []
        let gamut = node["display-gamut"]
        if let gamut, gamut.string != "sRGB", gamut.string != "display-P3" {
            diagnostics.append(Diagnostic(
                .invalidColorSet, at: gamut.location,
                "\"display-gamut\" is \(gamut.string.map { "'\($0)'" } ?? gamut.kindDescription); " +
                    "Xcode writes \"sRGB\" or \"display-P3\""
            ))
        }
        let (slot, appearanceDiagnostics) = readSlot(node["appearances"])
        diagnostics += appearanceDiagnostics
        guard let slot, diagnostics.isEmpty else { return (nil, diagnostics) }
        return (ColorSetEntry(
            node: node, idiom: idiom, subtype: node["subtype"]?.string, gamut: gamut?.string, slot: slot
        ), [])
    }

    /// The order in which gamuts are preferred for dsgen's sRGB model: any, then sRGB, then P3.
    var gamutRank: Int {
        switch gamut {
        case nil: 0
        case "sRGB": 1
        default: 2
        }
    }

    private static func readSlot(_ appearances: JSONNode?) -> (Slot?, [Diagnostic]) {
        var slot = Slot(isDark: nil, isHighContrast: false)
        guard let appearances else { return (slot, []) }
        guard let items = appearances.array else {
            return (nil, [Diagnostic(
                .unknownAppearance, at: appearances.location,
                "\"appearances\" should be an array of {\"appearance\", \"value\"} objects; " +
                    "it is \(appearances.kindDescription)"
            )])
        }
        var seen: Set<String> = []
        for item in items {
            let kind = item["appearance"]?.string, value = item["value"]?.string
            switch (kind, value) {
            case ("luminosity", "light"), ("luminosity", "dark"):
                slot.isDark = value == "dark"
            case ("contrast", "high"):
                slot.isHighContrast = true
            default:
                let written = "\(kind.map { "\"\($0)\"" } ?? "no appearance") : " +
                    "\(value.map { "\"\($0)\"" } ?? "no value")"
                return (nil, [Diagnostic(
                    .unknownAppearance, at: item.location,
                    "unknown appearance \(written); Xcode writes luminosity light or dark, and contrast high"
                )])
            }
            if let kind, !seen.insert(kind).inserted {
                return (nil, [Diagnostic(
                    .unknownAppearance, at: item.location,
                    "this entry names its \(kind) twice; an entry has at most one luminosity and one contrast"
                )])
            }
        }
        return (slot, [])
    }
}

extension ColorSetEntry.Slot {
    /// The slot Xcode picks for `appearance` among `available` ones: an entry applies when each
    /// trait it names matches, and the one naming more traits wins. When both a dark and a
    /// high-contrast entry apply, contrast wins, as a spec's `light | dark | high contrast` means.
    static func best(for appearance: Appearance, among available: Set<Self>) -> Self? {
        let candidates = [
            Self(isDark: appearance.isDark, isHighContrast: appearance.isHighContrast),
            Self(isDark: nil, isHighContrast: appearance.isHighContrast),
            Self(isDark: appearance.isDark, isHighContrast: false),
            Self(isDark: nil, isHighContrast: false),
        ]
        return candidates.first(where: available.contains)
    }
}
