/// A SwiftUI text style with its size at the default (Large) content size and its default weight.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    public var pointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }

    /// The line height (leading) in points at the default (Large) content size, from Apple's
    /// Dynamic Type table.
    public var lineHeight: Double {
        switch self {
        case .largeTitle: 41
        case .title: 34
        case .title2: 28
        case .title3: 25
        case .headline, .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption: 16
        case .caption2: 13
        }
    }
}

/// A font weight: SwiftUI's names, in DTCG's numeric order (100–900).
public enum FontWeight: String, CaseIterable, Hashable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The DTCG / CSS numeric weight.
    public var numericValue: Int { (Self.allCases.firstIndex(of: self)! + 1) * 100 }

    public init?(numericValue: Int) {
        guard numericValue % 100 == 0, (100...900).contains(numericValue) else { return nil }
        self = Self.allCases[numericValue / 100 - 1]
    }
}

/// SwiftUI's `Font.Design`.
public enum FontDesign: String, CaseIterable, Hashable, Sendable {
    case `default`, rounded, serif, monospaced
}

/// A font family: one of the system designs, or a named custom family.
public enum FontFamily: Hashable, Sendable {
    case system(FontDesign)
    case custom(String)
}

/// Modifiers SwiftUI applies to a font after choosing it (`.body.monospacedDigit()`).
public enum FontModifier: String, CaseIterable, Hashable, Sendable {
    case bold, italic, monospaced, monospacedDigit, smallCaps
}

/// A complete type style: a text style, or an explicit size, weight and family.
public struct Typography: Hashable, Sendable {
    /// The text style it scales with under Dynamic Type, if any.
    public var textStyle: TextStyle?
    public var size: Double
    public var weight: FontWeight
    public var family: FontFamily
    public var modifiers: [FontModifier]

    public init(
        textStyle: TextStyle?, size: Double, weight: FontWeight, family: FontFamily = .system(.default),
        modifiers: [FontModifier] = []
    ) {
        self.textStyle = textStyle
        self.size = size
        self.weight = weight
        self.family = family
        self.modifiers = modifiers
    }

    public init(textStyle: TextStyle, modifiers: [FontModifier] = []) {
        self.init(
            textStyle: textStyle, size: textStyle.pointSize, weight: textStyle.defaultWeight, modifiers: modifiers
        )
    }
}
