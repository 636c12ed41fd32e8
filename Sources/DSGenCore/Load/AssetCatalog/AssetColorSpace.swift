/// The `color-space` values of a colour set's components, as Xcode writes them.
enum AssetColorSpace: String, CaseIterable {
    case srgb
    case displayP3 = "display-p3"
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    /// Whether colour components may lie outside 0…1 (alpha never may).
    var isExtended: Bool {
        switch self {
        case .srgb, .displayP3, .grayGamma22: false
        case .extendedSRGB, .extendedLinearSRGB, .extendedGray: true
        }
    }

    /// The components besides alpha, in the order `rgba(from:alpha:)` takes them.
    var componentNames: [String] {
        switch self {
        case .srgb, .displayP3, .extendedSRGB, .extendedLinearSRGB: ["red", "green", "blue"]
        case .grayGamma22, .extendedGray: ["white"]
        }
    }

    /// The colour in sRGB, clipped to its gamut; `components` follow `componentNames`.
    func rgba(from components: [Double], alpha: Double) -> RGBA {
        let c = ColorSpaceConversion.self
        let encoded: (Double, Double, Double)
        switch self {
        case .srgb, .extendedSRGB:
            encoded = (components[0], components[1], components[2])
        case .displayP3:
            let linear = c.linearSRGB(fromLinearP3: (c.linearFromSRGB(components[0]), c.linearFromSRGB(components[1]), c.linearFromSRGB(components[2])))
            encoded = (c.sRGBFromLinear(linear.0), c.sRGBFromLinear(linear.1), c.sRGBFromLinear(linear.2))
        case .extendedLinearSRGB:
            encoded = (c.sRGBFromLinear(components[0]), c.sRGBFromLinear(components[1]), c.sRGBFromLinear(components[2]))
        case .grayGamma22, .extendedGray:
            let white = c.sRGBFromLinear(c.linearFromGamma22(components[0]))
            encoded = (white, white, white)
        }
        return RGBA(red: c.clipped(encoded.0), green: c.clipped(encoded.1), blue: c.clipped(encoded.2), alpha: c.clipped(alpha))
    }
}
