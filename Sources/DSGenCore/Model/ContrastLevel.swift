import Foundation

/// WCAG 2.x contrast: relative luminance of sRGB colours and the ratio between two of them.
extension RGBA {
    /// Relative luminance, 0 for black to 1 for white (WCAG 2.x, with sRGB's exact linearisation).
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// This colour drawn over `background`: a translucent colour is mixed with what lies beneath it.
    /// The background is taken as opaque; give it the page colour first if it is not.
    public func composited(over background: RGBA) -> RGBA {
        func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
        return RGBA(
            red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue)
        )
    }

    /// The contrast ratio of this colour as text over `background`, from 1 (none) to 21 (black on white).
    public func contrastRatio(on background: RGBA) -> Double {
        let base = background.alpha < 1 ? background.composited(over: RGBA(red: 1, green: 1, blue: 1)) : background
        let text = composited(over: base).relativeLuminance
        let back = base.relativeLuminance
        return (max(text, back) + 0.05) / (min(text, back) + 0.05)
    }
}

extension ResolvedToken {
    /// This token as text and `background` behind it, as they stand in `appearance`: nil unless
    /// both are colours with known values there. What every contrast check and table starts from.
    public func colors(on background: ResolvedToken, in appearance: Appearance) -> (text: RGBA, background: RGBA)? {
        guard case .color(let text) = values[appearance], let text = text.rgba,
              case .color(let behind) = background.values[appearance], let behind = behind.rgba else { return nil }
        return (text, behind)
    }
}

/// What WCAG 2.x says of a contrast ratio for text of normal size.
public enum ContrastLevel: String, Sendable, Comparable {
    case fails, aa, aaa

    public init(ratio: Double) {
        self = ratio >= 7 ? .aaa : ratio >= 4.5 ? .aa : .fails
    }

    /// The lowest ratio normal-size text needs for AA.
    public static let minimumForText = 4.5

    /// `3.21:1`, rounded down so that a ratio just short of a threshold never reads as reaching it.
    public static func text(ofRatio ratio: Double) -> String {
        String(format: "%.2f:1", (ratio * 100).rounded(.down) / 100)
    }

    public static func < (lhs: ContrastLevel, rhs: ContrastLevel) -> Bool {
        let order: [ContrastLevel] = [.fails, .aa, .aaa]
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}
