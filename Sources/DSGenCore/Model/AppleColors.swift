/// Apple's published colour values: light, dark, and with Increase Contrast on (light, dark)
/// where Apple gives them. One table for everything that reads a colour by name: the spec, the
/// asset catalog reader, lint and the previews.
enum AppleColors {
    /// The system hues and grays of iOS, and the fixed colours.
    static let hues: [SystemColor] = [
        SystemColor(name: "red", "#FF3B30", "#FF453A", "#D70015", "#FF6961"),
        SystemColor(name: "orange", "#FF9500", "#FF9F0A", "#C93400", "#FFB340"),
        SystemColor(name: "yellow", "#FFCC00", "#FFD60A", "#B25000", "#FFD426"),
        SystemColor(name: "green", "#34C759", "#30D158", "#248A3D", "#30DB5B"),
        SystemColor(name: "mint", "#00C7BE", "#66D4CF", "#0C817B", "#66D4CF"),
        SystemColor(name: "teal", "#30B0C7", "#40C8E0", "#008299", "#5DE6FF"),
        SystemColor(name: "cyan", "#32ADE6", "#64D2FF", "#0071A4", "#70D7FF"),
        SystemColor(name: "blue", "#007AFF", "#0A84FF", "#0040DD", "#409CFF"),
        SystemColor(name: "indigo", "#5856D6", "#5E5CE6", "#3634A3", "#7D7AFF"),
        SystemColor(name: "purple", "#AF52DE", "#BF5AF2", "#8944AB", "#DA8FFF"),
        SystemColor(name: "pink", "#FF2D55", "#FF375F", "#D30F45", "#FF6482"),
        SystemColor(name: "brown", "#A2845E", "#AC8E68", "#7F6545", "#B59469"),
        SystemColor(name: "gray", "#8E8E93", "#8E8E93", "#6C6C70", "#AEAEB2"),
        SystemColor(name: "white", "#FFFFFF", "#FFFFFF"),
        SystemColor(name: "black", "#000000", "#000000"),
        SystemColor(name: "clear", "#00000000", "#00000000"),
    ]

    /// UIKit's semantic colours and grays, by UIKit's name, and SwiftUI's hierarchical styles.
    static let semantic: [String: SystemColor] = {
        let table = [
            SystemColor(name: "systemGray2", "#AEAEB2", "#636366", "#8E8E93", "#7C7C80"),
            SystemColor(name: "systemGray3", "#C7C7CC", "#48484A", "#AEAEB2", "#545456"),
            SystemColor(name: "systemGray4", "#D1D1D6", "#3A3A3C", "#BCBCC0", "#444446"),
            SystemColor(name: "systemGray5", "#E5E5EA", "#2C2C2E", "#D8D8DC", "#363638"),
            SystemColor(name: "systemGray6", "#F2F2F7", "#1C1C1E", "#EBEBF0", "#242426"),
            SystemColor(name: "label", "#000000", "#FFFFFF"),
            SystemColor(name: "secondaryLabel", "#3C3C4399", "#EBEBF599"),
            SystemColor(name: "tertiaryLabel", "#3C3C434D", "#EBEBF54D"),
            SystemColor(name: "quaternaryLabel", "#3C3C432E", "#EBEBF52E"),
            SystemColor(name: "placeholderText", "#3C3C434D", "#EBEBF54D"),
            SystemColor(name: "link", "#007AFF", "#0984FF"),
            SystemColor(name: "separator", "#3C3C434A", "#54545899"),
            SystemColor(name: "opaqueSeparator", "#C6C6C8", "#38383A"),
            SystemColor(name: "systemFill", "#78788033", "#7878805C"),
            SystemColor(name: "secondarySystemFill", "#78788029", "#78788052"),
            SystemColor(name: "tertiarySystemFill", "#7676801F", "#7676803D"),
            SystemColor(name: "quaternarySystemFill", "#74748014", "#7676802E"),
            SystemColor(name: "systemBackground", "#FFFFFF", "#000000"),
            SystemColor(name: "secondarySystemBackground", "#F2F2F7", "#1C1C1E", nil, "#242426"),
            SystemColor(name: "tertiarySystemBackground", "#FFFFFF", "#2C2C2E", nil, "#363638"),
            SystemColor(name: "systemGroupedBackground", "#F2F2F7", "#000000", "#EBEBF0", nil),
            SystemColor(name: "secondarySystemGroupedBackground", "#FFFFFF", "#1C1C1E", nil, "#242426"),
            SystemColor(name: "tertiarySystemGroupedBackground", "#F2F2F7", "#2C2C2E", "#EBEBF0", "#363638"),
            SystemColor(name: "lightText", "#FFFFFF99", "#FFFFFF99"),
            SystemColor(name: "darkText", "#000000", "#000000"),
        ]
        var byName = Dictionary(uniqueKeysWithValues: table.map { ($0.name, $0) })
        // SwiftUI's hierarchical styles take the label colours' values.
        for (swiftUI, uiKit) in [
            ("primary", "label"), ("secondary", "secondaryLabel"), ("tertiary", "tertiaryLabel"),
            ("quaternary", "quaternaryLabel")
        ] {
            byName[swiftUI] = byName[uiKit]
        }
        return byName
    }()

    /// AppKit's colours (macOS), by the name a colour set's `reference` gives them.
    static let appKit: [String: SystemColor] = {
        let table = [
            SystemColor(name: "labelColor", "#000000D9", "#FFFFFFD9"),
            SystemColor(name: "secondaryLabelColor", "#00000080", "#FFFFFF8C"),
            SystemColor(name: "tertiaryLabelColor", "#00000042", "#FFFFFF40"),
            SystemColor(name: "quaternaryLabelColor", "#0000001A", "#FFFFFF1A"),
            SystemColor(name: "textColor", "#000000", "#FFFFFF"),
            SystemColor(name: "placeholderTextColor", "#0000003F", "#FFFFFF3F"),
            SystemColor(name: "selectedTextColor", "#000000", "#FFFFFF"),
            SystemColor(name: "textBackgroundColor", "#FFFFFF", "#1E1E1E"),
            SystemColor(name: "selectedTextBackgroundColor", "#B3D7FF", "#3F638B"),
            SystemColor(name: "windowBackgroundColor", "#ECECEC", "#323232"),
            SystemColor(name: "underPageBackgroundColor", "#969696E5", "#282828E5"),
            SystemColor(name: "controlBackgroundColor", "#FFFFFF", "#1E1E1E"),
            SystemColor(name: "controlColor", "#FFFFFF", "#FFFFFF3F"),
            SystemColor(name: "controlTextColor", "#000000D9", "#FFFFFFD9"),
            SystemColor(name: "disabledControlTextColor", "#0000003F", "#FFFFFF3F"),
            SystemColor(name: "windowFrameTextColor", "#000000D9", "#FFFFFFD9"),
            SystemColor(name: "headerTextColor", "#000000D9", "#FFFFFF"),
            SystemColor(name: "separatorColor", "#0000001A", "#FFFFFF1A"),
            SystemColor(name: "gridColor", "#E6E6E6", "#1A1A1A"),
            SystemColor(name: "linkColor", "#0068DA", "#419CFF"),
            SystemColor(name: "controlAccentColor", "#007AFF", "#0A84FF"),
            SystemColor(name: "selectedContentBackgroundColor", "#0064E1", "#0058D0"),
            SystemColor(name: "unemphasizedSelectedContentBackgroundColor", "#DCDCDC", "#464646"),
            SystemColor(name: "findHighlightColor", "#FFFF00", "#FFFF00"),
        ]
        return Dictionary(uniqueKeysWithValues: table.map { ($0.name, $0) })
    }()
}
