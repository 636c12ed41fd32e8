/// The appearances a token can vary by: light and dark, each optionally in high contrast.
public enum Appearance: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case light
    case dark
    case lightHighContrast
    case darkHighContrast

    public var isDark: Bool { self == .dark || self == .darkHighContrast }
    public var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }

    public var description: String { rawValue }
}

/// A value declared per appearance: always light; dark and high contrast only where they differ.
///
/// A spec line writes these positionally: `light`, `light | dark`, `light | dark | high-contrast`
/// (one value for both high-contrast appearances), or `light | dark | light-hc | dark-hc`.
public struct AppearanceValues<Value: Hashable & Sendable>: Hashable, Sendable {
    public var light: Value
    public var dark: Value?
    public var lightHighContrast: Value?
    public var darkHighContrast: Value?

    public init(light: Value, dark: Value? = nil, lightHighContrast: Value? = nil, darkHighContrast: Value? = nil) {
        self.light = light
        self.dark = dark
        self.lightHighContrast = lightHighContrast
        self.darkHighContrast = darkHighContrast
    }

    /// The value that applies in `appearance`: high contrast falls back to its base, dark to light.
    public subscript(appearance: Appearance) -> Value {
        switch appearance {
        case .light: light
        case .dark: dark ?? light
        case .lightHighContrast: lightHighContrast ?? light
        case .darkHighContrast: darkHighContrast ?? dark ?? light
        }
    }

    /// Declares `value` for `appearance` (for light, replaces the light value).
    public mutating func set(_ value: Value, for appearance: Appearance) {
        switch appearance {
        case .light: light = value
        case .dark: dark = value
        case .lightHighContrast: lightHighContrast = value
        case .darkHighContrast: darkHighContrast = value
        }
    }

    public var declaresHighContrast: Bool { lightHighContrast != nil || darkHighContrast != nil }

    /// Every declared value, light first.
    public var declared: [Value] { [light] + [dark, lightHighContrast, darkHighContrast].compactMap { $0 } }

    /// Every declared value with its appearance, light first.
    public var declaredByAppearance: [(appearance: Appearance, value: Value)] {
        [(Appearance.light, light)]
            + [(Appearance.dark, dark), (.lightHighContrast, lightHighContrast), (.darkHighContrast, darkHighContrast)]
            .compactMap { appearance, value in value.map { (appearance, $0) } }
    }

    /// Whether the value differs by appearance (so each one is worth labelling).
    public var varies: Bool { dark != nil || declaresHighContrast }

    public func map<T>(_ transform: (Value) throws -> T) rethrows -> AppearanceValues<T> {
        AppearanceValues<T>(
            light: try transform(light), dark: try dark.map(transform),
            lightHighContrast: try lightHighContrast.map(transform),
            darkHighContrast: try darkHighContrast.map(transform)
        )
    }
}
