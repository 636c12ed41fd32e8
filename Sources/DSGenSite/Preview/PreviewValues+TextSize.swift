import DSGenCore

/// Text at an accessibility Dynamic Type size: each preview is drawn again at AX1 (iOS's
/// "Accessibility Medium"), where a text style grows and a fixed `.system(size:)` font does not.
extension PreviewValues {
    /// The point size of each text style at AX1, from Apple's Dynamic Type table.
    static func accessiblePointSize(_ style: TextStyle) -> Double {
        switch style {
        case .largeTitle: 44
        case .title: 38
        case .title2: 34
        case .title3: 31
        case .headline, .body: 28
        case .callout: 26
        case .subheadline: 25
        case .footnote: 23
        case .caption: 22
        case .caption2: 20
        }
    }

    /// The body's size at the size drawn: what text without a font of its own is set in.
    var bodySize: Double { accessibleText ? Self.accessiblePointSize(.body) : TextStyle.body.pointSize }

    /// `typography` at the size drawn: at AX1 a text style grows (a size relative to it in
    /// proportion), a custom font without one grows with the body, a fixed system size stays.
    func scaled(_ typography: Typography) -> Typography {
        guard accessibleText else { return typography }
        let style: TextStyle
        switch (typography.textStyle, typography.family) {
        case (let textStyle?, _): style = textStyle
        case (nil, .custom): style = .body
        case (nil, .system): return typography
        }
        var scaled = typography
        scaled.size = typography.size * Self.accessiblePointSize(style) / style.pointSize
        return scaled
    }
}
