import Foundation

/// Reads one `Name.colorset/Contents.json` into a colour token.
///
/// Only `universal` entries give values: dsgen's model has appearances, not devices. Entries for
/// other devices are still checked, so a broken one is reported.
enum ColorSetReader {
    /// What a colour set is called: the token's path and Swift name.
    struct Naming {
        var path: String
        var swiftName: String
    }

    /// The token of the colour set in `folder`, or nil with the diagnostics saying why not.
    static func read(folder: String, displayPath: String, naming: Naming) -> (Token?, [Diagnostic]) {
        let file = displayPath + "/Contents.json"
        guard let data = FileManager.default.contents(atPath: folder + "/Contents.json") else {
            return (nil, [Diagnostic(
                .missingFile, at: .start(of: file), "the colour set has no Contents.json, so it has no colour"
            )])
        }
        let document: JSONDocument
        switch JSONDocument.read(data, path: file) {
        case .success(let read): document = read
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        guard let colors = document.root["colors"]?.array else {
            let at = document.root["colors"]?.location ?? document.root.location
            return (nil, [Diagnostic(
                .invalidColorSet, at: at,
                "a colour set's Contents.json holds a \"colors\" array of entries; this one has none"
            )])
        }
        var diagnostics: [Diagnostic] = []
        let (chosen, skippedUniversal) = choose(colors, diagnostics: &diagnostics)
        // A colour set with an error is left out whole, rather than read with a slot missing.
        guard !diagnostics.containsErrors else { return (nil, diagnostics) }
        guard let universal = chosen[.any] else {
            if skippedUniversal { return (nil, diagnostics) }
            let at = colors.first?.location ?? document.root["colors"]?.location ?? document.root.location
            return (nil, diagnostics + [Diagnostic(
                .missingUniversalColor, at: at,
                "the colour set has no universal entry for any appearance " +
                    "(\"idiom\" : \"universal\" without \"appearances\"), which every colour needs"
            )])
        }
        let values = Appearance.allCases.map { appearance in
            TokenValue.color(chosen[ColorSetEntry.Slot.best(for: appearance, among: Set(chosen.keys))!]!.color)
        }
        let token = Token(
            path: naming.path, kind: .color,
            values: AppearanceValues(
                light: values[0],
                dark: values[1] != values[0] ? values[1] : nil,
                lightHighContrast: values[2] != values[0] ? values[2] : nil,
                darkHighContrast: values[3] != values[1] ? values[3] : nil
            ),
            summary: nil, deprecation: nil, swiftName: naming.swiftName, location: universal.entry.node.location
        )
        return (token, diagnostics)
    }

    /// The colour each slot (an appearance, with or without high contrast) takes: among the
    /// universal entries, the one of the gamut preferred (any, then sRGB, then P3); and whether
    /// a universal entry was skipped with a warning (an empty slot, a system colour dsgen does
    /// not know), which leaves the set out without it also being reported as having none.
    private static func choose(
        _ colors: [JSONNode], diagnostics: inout [Diagnostic]
    ) -> (chosen: [ColorSetEntry.Slot: (entry: ColorSetEntry, color: ColorValue)], skippedUniversal: Bool) {
        var chosen: [ColorSetEntry.Slot: (entry: ColorSetEntry, color: ColorValue)] = [:]
        var skippedUniversal = false
        for node in colors {
            let (read, entryDiagnostics) = ColorSetEntry.read(node)
            diagnostics += entryDiagnostics
            guard let entry = read else { continue }
            let isUsed = entry.idiom == "universal" && entry.subtype == nil
            guard let colorNode = node["color"] else {
                // Xcode leaves a slot without "color" until a colour is picked: its template
                // AccentColor is one. Such a slot is skipped, not an error.
                let isUniversal = isUsed && entry.slot == .any
                skippedUniversal = skippedUniversal || isUniversal
                let consequence = isUniversal
                    ? "without its universal colour, the colour set is left out" : "the entry is skipped"
                diagnostics.append(Diagnostic(
                    .warning, .missingColor, at: node.location,
                    "this entry has no \"color\" (Xcode leaves a slot empty until a colour is picked); \(consequence)"
                ))
                continue
            }
            let (value, colorDiagnostics) = AssetColor.read(colorNode)
            diagnostics += colorDiagnostics
            guard isUsed else { continue }
            guard let color = value else {
                skippedUniversal = skippedUniversal || entry.slot == .any
                continue
            }
            if let other = chosen[entry.slot], other.entry.gamutRank == entry.gamutRank {
                diagnostics.append(Diagnostic(
                    .invalidColorSet, at: node.location,
                    "a second entry for the same appearance and gamut; " +
                        "the first is at line \(other.entry.node.location.line)"
                ))
            } else if chosen[entry.slot].map({ entry.gamutRank < $0.entry.gamutRank }) ?? true {
                chosen[entry.slot] = (entry, color)
            }
        }
        return (chosen, skippedUniversal)
    }
}
