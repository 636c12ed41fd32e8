/// A SwiftUI colour name that resolves to Apple's system colour, which differs between light and dark.
public struct SystemColor: Hashable, Sendable {
    public let name: String
    public let light: RGBA
    public let dark: RGBA

    /// Apple's system colours (iOS, default contrast) plus the fixed `white`, `black` and `clear`.
    public static let all: [String: SystemColor] = {
        let table: [(String, String, String)] = [
            ("red", "#FF3B30", "#FF453A"), ("orange", "#FF9500", "#FF9F0A"),
            ("yellow", "#FFCC00", "#FFD60A"), ("green", "#34C759", "#30D158"),
            ("mint", "#00C7BE", "#66D4CF"), ("teal", "#30B0C7", "#40C8E0"),
            ("cyan", "#32ADE6", "#64D2FF"), ("blue", "#007AFF", "#0A84FF"),
            ("indigo", "#5856D6", "#5E5CE6"), ("purple", "#AF52DE", "#BF5AF2"),
            ("pink", "#FF2D55", "#FF375F"), ("brown", "#A2845E", "#AC8E68"),
            ("gray", "#8E8E93", "#8E8E93"),
            ("white", "#FFFFFF", "#FFFFFF"), ("black", "#000000", "#000000"),
            ("clear", "#00000000", "#00000000"),
        ]
        return Dictionary(uniqueKeysWithValues: table.map { name, light, dark in
            (name, SystemColor(name: name, light: RGBA(hex: light)!, dark: RGBA(hex: dark)!))
        })
    }()

    /// The system colour UIKit and AppKit name with `system` in front: `systemRed` is `red`.
    public static func prefixed(_ name: String) -> SystemColor? {
        guard name.hasPrefix("system"), name.count > 6 else { return nil }
        return all[name.dropFirst(6).prefix(1).lowercased() + name.dropFirst(7)]
    }

    /// The value this colour takes in `appearance` (high contrast falls back to the base appearance).
    public func value(in appearance: Appearance) -> RGBA {
        appearance.isDark ? dark : light
    }
}
