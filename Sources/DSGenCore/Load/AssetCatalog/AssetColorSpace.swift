import Foundation

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

    /// The colour in sRGB, clipped to its gamut; `components` follow `componentNames`. The RGB
    /// spaces are the colour module's (`ColorSpace`); gray follows a pure 2.2 power curve, as
    /// Apple documents `gray-gamma-22`.
    func rgba(from components: [Double], alpha: Double) -> RGBA {
        let rgb: (red: Double, green: Double, blue: Double, clipped: Bool)
        switch self {
        case .srgb, .extendedSRGB: rgb = ColorSpace.srgb.srgb(components)
        case .displayP3: rgb = ColorSpace.displayP3.srgb(components)
        case .extendedLinearSRGB: rgb = ColorSpace.srgbLinear.srgb(components)
        case .grayGamma22, .extendedGray:
            let white = components[0] < 0 ? -pow(-components[0], 2.2) : pow(components[0], 2.2)
            rgb = ColorSpace.srgbLinear.srgb([white, white, white])
        }
        return RGBA(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: min(max(alpha, 0), 1) + 0)
    }
}
