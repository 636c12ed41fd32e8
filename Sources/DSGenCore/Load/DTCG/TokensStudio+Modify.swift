/// Tokens Studio's colour modifiers (`"$extensions": {"studio.tokens": {"modify": {"type": "lighten",
/// "value": "0.2", "space": "srgb"}}}`), worked out where DTCG can hold the result: `alpha` over any
/// colour, `lighten` and `darken` in sRGB or HSL and `mix` in sRGB over a colour written in the file.
extension TokensStudio {
    /// The colour `value` (already in DTCG's form) with its modifier applied, and a note when it could not be.
    static func modified(_ value: JSONNode, extensions: JSONNode?) -> (value: JSONNode, note: String?) {
        guard let modify = extensions?["studio.tokens"]?["modify"], let type = modify["type"]?.string else {
            return (value, nil)
        }
        let amount = modify["value"].flatMap { $0.number ?? $0.string.flatMap(Double.init) }
        guard let amount, (0...1).contains(amount) else {
            return (value, "its '\(type)' modifier has no amount from 0 to 1, so the colour is read unmodified")
        }
        let space = modify["space"]?.string?.lowercased() ?? "srgb"
        let base = literal(value)
        if type == "alpha", let base {
            let faded = RGBA(red: base.red, green: base.green, blue: base.blue, alpha: amount)
            return (colorObject(faded, like: value), nil)
        }
        if type == "alpha", let text = value.string, isReference(text) {
            return (make(.string("rgba(\(text), \(amount))"), like: value), nil)
        }
        let mixColor = modify["color"]?.string.flatMap(CSSColor.rgba)
        if let base, let result = apply(type, amount: amount, space: space, to: base, mixing: mixColor) {
            return (colorObject(result, like: value), nil)
        }
        let over = base == nil ? "over a reference" : "in \(space)"
        return (value, "its '\(type)' modifier \(over) has no DTCG counterpart, so the colour is read unmodified")
    }

    private static func apply(
        _ type: String, amount: Double, space: String, to base: RGBA, mixing other: RGBA?
    ) -> RGBA? {
        func channels(_ change: (Double) -> Double) -> RGBA {
            RGBA(red: change(base.red), green: change(base.green), blue: change(base.blue), alpha: base.alpha)
        }
        switch (type, space) {
        case ("lighten", "srgb"): return channels { $0 + (1 - $0) * amount }
        case ("darken", "srgb"): return channels { $0 * (1 - amount) }
        case ("lighten", "hsl"), ("darken", "hsl"):
            var (hue, saturation, lightness) = base.hsl
            lightness = type == "lighten" ? lightness + (100 - lightness) * amount : lightness * (1 - amount)
            let srgb = ColorSpace.hsl.srgb([hue, saturation, lightness])
            return RGBA(red: srgb.red, green: srgb.green, blue: srgb.blue, alpha: base.alpha)
        case ("mix", "srgb"):
            guard let other else { return nil }
            func mix(_ from: Double, _ to: Double) -> Double { from + (to - from) * amount }
            return RGBA(
                red: mix(base.red, other.red), green: mix(base.green, other.green), blue: mix(base.blue, other.blue),
                alpha: mix(base.alpha, other.alpha)
            )
        default: return nil
        }
    }

    /// The sRGB colour of a colour object this reading wrote.
    private static func literal(_ node: JSONNode) -> RGBA? {
        guard node["colorSpace"]?.string == "srgb", let components = node["components"]?.array?.compactMap(\.number),
              components.count == 3 else { return nil }
        return RGBA(
            red: components[0], green: components[1], blue: components[2], alpha: node["alpha"]?.number ?? 1
        )
    }
}

extension RGBA {
    /// Hue in degrees, saturation and lightness in percent.
    var hsl: (hue: Double, saturation: Double, lightness: Double) {
        let high = max(red, green, blue), low = min(red, green, blue)
        let lightness = (high + low) / 2
        guard high > low else { return (0, 0, lightness * 100) }
        let delta = high - low
        let saturation = delta / (1 - abs(2 * lightness - 1))
        var hue: Double
        switch high {
        case red: hue = ((green - blue) / delta).truncatingRemainder(dividingBy: 6)
        case green: hue = (blue - red) / delta + 2
        default: hue = (red - green) / delta + 4
        }
        hue *= 60
        return (hue < 0 ? hue + 360 : hue, saturation * 100, lightness * 100)
    }
}
