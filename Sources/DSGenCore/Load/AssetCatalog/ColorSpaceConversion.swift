import Foundation

/// Converts the colour spaces of asset catalogs to the sRGB that dsgen's model holds.
///
/// Extended spaces encode values below 0 and above 1 as the signed reflection of their transfer
/// function (Core Graphics' own definition), so every curve here is applied to `abs(x)` and takes
/// back the sign. The result is clipped to 0…1 per component: dsgen draws and compares colours
/// in sRGB, and a wide-gamut colour is shown as its nearest sRGB edge.
enum ColorSpaceConversion {
    /// sRGB's encoded value to linear light (IEC 61966-2-1).
    static func linearFromSRGB(_ value: Double) -> Double {
        signed(value) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    /// Linear light to sRGB's encoded value.
    static func sRGBFromLinear(_ value: Double) -> Double {
        signed(value) { $0 <= 0.0031308 ? $0 * 12.92 : 1.055 * pow($0, 1 / 2.4) - 0.055 }
    }

    /// Gray with a pure 2.2 power curve (`gray-gamma-22`, `extended-gray`) to linear light.
    static func linearFromGamma22(_ value: Double) -> Double {
        signed(value) { pow($0, 2.2) }
    }

    /// Linear Display P3 to linear sRGB: P3 to CIE XYZ, then XYZ to sRGB, both with the D65 white
    /// point, so no chromatic adaptation is needed between them.
    static func linearSRGB(fromLinearP3 p3: (Double, Double, Double)) -> (Double, Double, Double) {
        let m = p3ToSRGB
        return (
            m[0][0] * p3.0 + m[0][1] * p3.1 + m[0][2] * p3.2,
            m[1][0] * p3.0 + m[1][1] * p3.1 + m[1][2] * p3.2,
            m[2][0] * p3.0 + m[2][1] * p3.1 + m[2][2] * p3.2
        )
    }

    /// The value clipped to 0…1, the range of dsgen's `RGBA`.
    static func clipped(_ value: Double) -> Double {
        min(max(value, 0), 1) + 0 // `+ 0` turns -0.0 into 0.0, so hex and equality see one zero
    }

    private static func signed(_ value: Double, _ curve: (Double) -> Double) -> Double {
        value < 0 ? -curve(-value) : curve(value)
    }

    /// Display P3 (linear) to CIE XYZ, D65.
    private static let p3ToXYZ: [[Double]] = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0, 0.04511338185890264, 1.043944368900976],
    ]

    /// CIE XYZ, D65, to sRGB (linear).
    private static let xyzToSRGB: [[Double]] = [
        [3.2409699419045213, -1.5373831775700935, -0.4986107602930033],
        [-0.9692436362808798, 1.8759675015077206, 0.04155505740717561],
        [0.05563007969699361, -0.20397695888897657, 1.0569715142428786],
    ]

    private static let p3ToSRGB: [[Double]] = (0..<3).map { row in
        (0..<3).map { column in (0..<3).reduce(0) { $0 + xyzToSRGB[row][$1] * p3ToXYZ[$1][column] } }
    }
}
