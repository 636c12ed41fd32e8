import DSGenCore

extension DefinitionValue {
    /// Whether the definition holds the token's resolved value: numbers to within 0.001, colours
    /// to 8 bits per channel (dark only where the definition carries it), fonts by text style,
    /// size, weight, family and modifiers. Nil when the token's value is of another sort.
    func matches(_ token: ResolvedToken) -> Bool? {
        let spec = token.values.light
        switch self {
        case .number(let value):
            guard let expected = spec.plainNumber else { return nil }
            if value.isInfinite || expected.isInfinite { return value == expected }
            return abs(value - expected) < 0.001
        case .color(let light, let dark):
            guard let expected = token.lightAndDark else { return nil }
            return light.isClose(to: expected.light) && (dark.map { $0.isClose(to: expected.dark) } ?? true)
        case .typography(let font):
            guard case .typography(let expected) = spec else { return nil }
            return font.textStyle == expected.textStyle && abs(font.size - expected.size) < 0.001
                && font.weight == expected.weight
                && font.family == expected.family && font.modifiersBesidesBold == expected.modifiersBesidesBold
        case .material(let material):
            guard case .material(let expected) = spec else { return nil }
            return material == expected
        case .fontWeight(let weight):
            guard case .fontWeight(let expected) = spec else { return nil }
            return weight == expected
        case .fontFamily(let family):
            guard case .fontFamily(let expected) = spec else { return nil }
            return family == expected
        }
    }
}

extension TokenValue {
    /// A dimension, radius, opacity or number as one number: points, infinity for a round
    /// radius (SwiftUI's capsule), a fraction for an opacity.
    var plainNumber: Double? {
        switch self {
        case .dimension(let value), .radius(.points(let value)), .opacity(let value), .number(let value): value
        case .radius(.round): .infinity
        default: nil
        }
    }
}

extension ResolvedToken {
    /// The resolved light and dark values of a colour token.
    var lightAndDark: (light: RGBA, dark: RGBA)? {
        guard case .color(let light) = values.light, let lightValue = light.rgba,
              case .color(let dark) = values[.dark], let darkValue = dark.rgba else { return nil }
        return (lightValue, darkValue)
    }
}

extension Typography {
    /// The modifiers other than `.bold()`, which the weight already says.
    var modifiersBesidesBold: Set<FontModifier> { Set(modifiers).subtracting([.bold]) }
}
