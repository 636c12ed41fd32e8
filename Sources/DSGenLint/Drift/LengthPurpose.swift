/// What a length is for, as its name (or its type's) says: the groups `dsgen init` sorts an
/// app's lengths into, so that a type of generated constants (`spaceScale`, `borderWidthThin`,
/// `fontSizeBodyMd`) becomes pages a team would publish rather than one "dimension" page.
package enum LengthPurpose: String, CaseIterable, Hashable {
    case letterSpacing, lineHeights, fontSizes, borderWidths, spacing, sizes

    /// The purpose a name says, checked in this order: `letterSpacing` is no spacing, and
    /// `fontSize` and `iconSize` are no general size.
    package init?(name: String) {
        let words = name.lowercased()
        let found = Self.words.first { _, keys in keys.contains { words.contains($0) } }
        guard let found else { return nil }
        self = found.0
    }

    private static let words: [(LengthPurpose, [String])] = [
        (.letterSpacing, ["letterspacing", "tracking", "kerning"]),
        (.lineHeights, ["lineheight"]),
        (.fontSizes, ["fontsize", "textsize", "typesize"]),
        (.borderWidths, ["borderwidth", "strokewidth", "linewidth", "hairline"]),
        (.spacing, ["space", "spacing", "padding", "gap", "margin", "inset", "gutter"]),
        (.sizes, ["size", "icon", "avatar", "width", "height"]),
    ]

    /// The group the purpose gives its name to.
    package var group: String { rawValue }

    /// The `use=` of its fence: which hard-coded values lint proposes its tokens for.
    package var uses: [String] {
        switch self {
        case .sizes: ["size"]
        case .fontSizes, .lineHeights, .letterSpacing: ["text"]
        // Spacing is proposed for any use, as a group without `use=` is.
        case .spacing, .borderWidths: []
        }
    }
}
