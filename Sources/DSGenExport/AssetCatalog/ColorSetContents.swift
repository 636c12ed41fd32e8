import DSGenCore

/// The `Contents.json` of one colour set, and of the catalog and its groups, as Xcode writes them.
enum ColorSetContents {
    /// `info` as Xcode writes it: Xcode rewrites any other author to `xcode` when it saves, so
    /// writing its own value keeps an export and Xcode's copy of it identical.
    static let info = JSONOutput.object(["author": .string("xcode"), "version": .integer(1)])

    /// The catalog's root `Contents.json`.
    static let catalog = JSONOutput.object(["info": info]).data(.pretty)

    /// A group folder whose name prefixes its colours' names (`Colors/Status/met`).
    static let namespace = JSONOutput.object([
        "info": info, "properties": .object(["provides-namespace": .bool(true)])
    ]).data(.pretty)

    /// A colour set for resolved `values`, or nil if they are not concrete colours.
    ///
    /// Entries follow Xcode's order: any (light), dark, high contrast, dark + high contrast, each
    /// written only where its appearance differs. Dark + high contrast is written whenever high
    /// contrast is: without it, Xcode would have to choose between the dark and the
    /// high-contrast entry, and dsgen's value must not depend on that choice.
    static func colorSet(for values: AppearanceValues<TokenValue>) -> JSONOutput? {
        var colors: [Appearance: RGBA] = [:]
        for appearance in Appearance.allCases {
            guard case .color(let color) = values[appearance], let rgba = color.rgba else { return nil }
            colors[appearance] = rgba
        }
        let light = colors[.light]!, dark = colors[.dark]!, lightHC = colors[.lightHighContrast]!,
            darkHC = colors[.darkHighContrast]!
        var entries = [entry(light, appearances: [])]
        if dark != light { entries.append(entry(dark, appearances: [luminosityDark])) }
        if lightHC != light { entries.append(entry(lightHC, appearances: [contrastHigh])) }
        if lightHC != light || darkHC != dark {
            entries.append(entry(darkHC, appearances: [luminosityDark, contrastHigh]))
        }
        return .object(["colors": .array(entries), "info": info])
    }

    private static let luminosityDark = JSONOutput.object([
        "appearance": .string("luminosity"), "value": .string("dark")
    ])
    private static let contrastHigh = JSONOutput.object(["appearance": .string("contrast"), "value": .string("high")])

    private static func entry(_ color: RGBA, appearances: [JSONOutput]) -> JSONOutput {
        let components = JSONOutput.object([
            "red": component(color.red), "green": component(color.green), "blue": component(color.blue),
            "alpha": component(color.alpha),
        ])
        var entry: [String: JSONOutput] = [
            "color": .object(["color-space": .string("srgb"), "components": components]),
            "idiom": .string("universal"),
        ]
        if !appearances.isEmpty { entry["appearances"] = .array(appearances) }
        return .object(entry)
    }

    /// Three decimals, as Xcode's inspector writes them (`"0.200"`, `"1.000"`). Always with a
    /// decimal point: Xcode reads `"1"` as 1/255.
    static func component(_ value: Double) -> JSONOutput {
        let thousandths = Int((min(max(value, 0), 1) * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return .string("\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction)
    }
}
