/// One of Apple's named colours: a hue that follows dark mode (`red`), a fixed colour (`white`),
/// or a semantic colour (`label`, `systemGroupedBackground`), with its value in each appearance.
public struct SystemColor: Hashable, Sendable {
    public let name: String
    public let light: RGBA
    public let dark: RGBA
    /// The values with Increase Contrast on; the same as light and dark where Apple gives none.
    public let lightHighContrast: RGBA
    public let darkHighContrast: RGBA

    init(
        name: String, _ light: String, _ dark: String, _ lightHighContrast: String? = nil,
        _ darkHighContrast: String? = nil
    ) {
        self.name = name
        self.light = RGBA(hex: light)!
        self.dark = RGBA(hex: dark)!
        self.lightHighContrast = lightHighContrast.flatMap(RGBA.init(hex:)) ?? self.light
        self.darkHighContrast = darkHighContrast.flatMap(RGBA.init(hex:)) ?? self.dark
    }

    /// The names a spec may give as a colour value: Apple's system hues (iOS) and the fixed
    /// `white`, `black` and `clear`.
    public static let all: [String: SystemColor] = Dictionary(
        uniqueKeysWithValues: AppleColors.hues.map { ($0.name, $0) }
    )

    /// The system colour UIKit and AppKit name with `system` in front: `systemRed` is `red`.
    public static func prefixed(_ name: String) -> SystemColor? {
        guard name.hasPrefix("system"), name.count > 6 else { return nil }
        return all[name.dropFirst(6).prefix(1).lowercased() + name.dropFirst(7)]
    }

    /// Any colour Apple names on iOS, as SwiftUI or UIKit spell it: the hues (`red`, `systemRed`),
    /// the grays (`systemGray4`), the semantic colours (`label`, `secondarySystemBackground`,
    /// `separator`) and SwiftUI's hierarchical ones (`primary`, `secondary`).
    public static func named(_ name: String) -> SystemColor? {
        all[name] ?? prefixed(name) ?? AppleColors.semantic[name]
    }

    /// The colour a colour set's `"reference"` names (`systemRedColor`, `labelColor`,
    /// `windowBackgroundColor`): UIKit's values, or AppKit's for a name only AppKit has and for
    /// an entry of the `mac` idiom. Nil for a name Apple does not publish values for.
    public static func reference(_ name: String, mac: Bool = false) -> SystemColor? {
        guard name.hasSuffix("Color"), name.count > 5 else { return nil }
        if mac, let appKit = AppleColors.appKit[name] { return appKit }
        let bare = String(name.dropLast(5))
        // `redColor` is UIKit's pure red, not `systemRed`: only the fixed colours keep their name.
        if ["white", "black", "clear"].contains(bare) { return all[bare] }
        return prefixed(bare) ?? AppleColors.semantic[bare] ?? AppleColors.appKit[name]
    }

    /// Every name `reference(_:)` reads, sorted, for messages.
    public static var referenceNames: [String] {
        let names = AppleColors.hues.map {
            ["white", "black", "clear"].contains($0.name)
                ? $0.name + "Color" : "system" + $0.name.prefix(1).uppercased() + $0.name.dropFirst() + "Color"
        }
            + AppleColors.semantic.keys.map { $0 + "Color" } + AppleColors.appKit.keys
        return Set(names).sorted()
    }

    /// The value this colour takes in `appearance`.
    public func value(in appearance: Appearance) -> RGBA {
        switch appearance {
        case .light: light
        case .dark: dark
        case .lightHighContrast: lightHighContrast
        case .darkHighContrast: darkHighContrast
        }
    }
}
