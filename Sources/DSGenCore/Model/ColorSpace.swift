import Foundation

/// The colour spaces of the DTCG 2025.10 colour module, converted to sRGB as CSS Color 4 defines
/// them: each space to linear light and CIE XYZ, then to sRGB. Colours outside sRGB are clipped
/// to it, as a display without a wider gamut shows them.
public enum ColorSpace: String, CaseIterable, Sendable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl, hwb, lab, lch, oklab, oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// The components in sRGB (0…1, clipped), and whether they had to be clipped.
    public func srgb(_ c: [Double]) -> (red: Double, green: Double, blue: Double, clipped: Bool) {
        let rgb: [Double] = switch self {
        case .srgb: c
        case .srgbLinear: c.map(Self.srgbGamma)
        case .hsl: Self.hsl(c[0], c[1] / 100, c[2] / 100)
        case .hwb: Self.hwb(c[0], c[1] / 100, c[2] / 100)
        case .lab: Self.fromXYZD50(Self.lab(c[0], c[1], c[2]))
        case .lch: Self.fromXYZD50(Self.lab(c[0], c[1] * cos(c[2] * .pi / 180), c[1] * sin(c[2] * .pi / 180)))
        case .oklab: Self.oklab(c[0], c[1], c[2])
        case .oklch: Self.oklab(c[0], c[1] * cos(c[2] * .pi / 180), c[1] * sin(c[2] * .pi / 180))
        case .displayP3: Self.fromXYZD65(Self.multiply(Self.p3ToXYZ, c.map(Self.srgbLinear)))
        case .a98RGB: Self.fromXYZD65(Self.multiply(Self.a98ToXYZ, c.map { copysign(pow(abs($0), 563 / 256), $0) }))
        case .prophotoRGB: Self.fromXYZD50(Self.multiply(Self.prophotoToXYZD50, c.map(Self.prophotoLinear)))
        case .rec2020: Self.fromXYZD65(Self.multiply(Self.rec2020ToXYZ, c.map(Self.rec2020Linear)))
        case .xyzD65: Self.fromXYZD65(c)
        case .xyzD50: Self.fromXYZD50(c)
        }
        let tolerance = 0.5 / 255
        let clipped = rgb.contains { $0 < -tolerance || $0 > 1 + tolerance }
        // `+ 0` turns -0.0 into 0.0, so hex and equality see one zero.
        let clamped = rgb.map { min(max($0, 0), 1) + 0 }
        return (clamped[0], clamped[1], clamped[2], clipped)
    }

    // MARK: Transfer curves

    static func srgbLinear(_ c: Double) -> Double {
        abs(c) <= 0.04045 ? c / 12.92 : copysign(pow((abs(c) + 0.055) / 1.055, 2.4), c)
    }

    static func srgbGamma(_ c: Double) -> Double {
        abs(c) <= 0.0031308 ? c * 12.92 : copysign(1.055 * pow(abs(c), 1 / 2.4) - 0.055, c)
    }

    private static func prophotoLinear(_ c: Double) -> Double {
        abs(c) <= 16.0 / 512 ? c / 16 : copysign(pow(abs(c), 1.8), c)
    }

    private static func rec2020Linear(_ c: Double) -> Double {
        let alpha = 1.09929682680944, beta = 0.018053968510807
        return abs(c) < beta * 4.5 ? c / 4.5 : copysign(pow((abs(c) + alpha - 1) / alpha, 1 / 0.45), c)
    }

    // MARK: Cylindrical and perceptual spaces

    private static func hsl(_ hue: Double, _ saturation: Double, _ lightness: Double) -> [Double] {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [channel(0), channel(8), channel(4)]
    }

    private static func hwb(_ hue: Double, _ white: Double, _ black: Double) -> [Double] {
        if white + black >= 1 {
            let gray = white / (white + black)
            return [gray, gray, gray]
        }
        return hsl(hue, 1, 0.5).map { $0 * (1 - white - black) + white }
    }

    /// CIE Lab (D50) to XYZ (D50).
    private static func lab(_ l: Double, _ a: Double, _ b: Double) -> [Double] {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let f1 = (l + 16) / 116, f0 = a / 500 + f1, f2 = f1 - b / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = l > kappa * epsilon ? pow(f1, 3) : l / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return [x * 0.3457 / 0.3585, y, z * (1 - 0.3457 - 0.3585) / 0.3585]
    }

    /// Oklab straight to sRGB, through its LMS cone space.
    private static func oklab(_ l: Double, _ a: Double, _ b: Double) -> [Double] {
        let lms = [
            l + 0.3963377773761749 * a + 0.2158037573099136 * b,
            l - 0.1055613458156586 * a - 0.0638541728258133 * b,
            l - 0.0894841775298119 * a - 1.2914855480194092 * b,
        ].map { $0 * $0 * $0 }
        return multiply([
            [4.0767416613479375, -3.3077115904081937, 0.2309699287294549],
            [-1.2684380040921760, 2.6097574006633715, -0.3413193963102197],
            [-0.0041960865418371, -0.7034186144594493, 1.7076147009309444],
        ], lms).map(srgbGamma)
    }

    // MARK: Matrices (CSS Color 4)

    private static func fromXYZD65(_ xyz: [Double]) -> [Double] {
        multiply([
            [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
            [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
            [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
        ], xyz).map(srgbGamma)
    }

    /// Bradford adaptation from D50 to D65, then to sRGB.
    private static func fromXYZD50(_ xyz: [Double]) -> [Double] {
        fromXYZD65(multiply([
            [0.9554734527042182, -0.023098536874261423, 0.0632593086610217],
            [-0.028369706963208136, 1.0099954580058226, 0.021041398966943008],
            [0.012314001688319899, -0.020507696433477912, 1.3303659366080753],
        ], xyz))
    }

    private static let p3ToXYZ = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0, 0.04511338185890264, 1.043944368900976],
    ]

    private static let a98ToXYZ = [
        [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
        [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
        [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
    ]

    private static let prophotoToXYZD50 = [
        [0.7977666449006423, 0.13518129740053308, 0.0313477341283922],
        [0.2880748288194013, 0.711835234241873, 0.00008993693872564],
        [0.0, 0.0, 0.8251046025104602],
    ]

    private static let rec2020ToXYZ = [
        [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
        [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
        [0.0, 0.028072693049087428, 1.060985057710791],
    ]

    private static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
        matrix.map { row in zip(row, vector).map(*).reduce(0, +) }
    }
}
