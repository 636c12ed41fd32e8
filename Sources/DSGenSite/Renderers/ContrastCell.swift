import DSGenCore
import Foundation

/// What a colour swatch says about legibility: the WCAG 2.x contrast of a text colour with a
/// background it declares (`@on`), with its level (AAA, AA or fails, for text of normal size).
/// Computed from the values, never written by hand.
struct ContrastCell: Hashable, Sendable {
    var label: String
    /// `4.48:1`, rounded down, so that a ratio just short of a threshold never reads as reaching it.
    var ratio: String
    var level: String
    /// `aaa`, `aa` or `fails`, for styling.
    var levelClass: String
    /// The ratio as a number, to find a value's weakest pair.
    var figure: Double

    init(label: String, ratio: Double) {
        self.label = label
        figure = ratio
        self.ratio = ContrastLevel.text(ofRatio: ratio)
        let level = ContrastLevel(ratio: ratio)
        self.level = switch level {
        case .aaa: "AAA"
        case .aa: "AA"
        case .fails: "fails"
        }
        levelClass = level.rawValue
    }

    /// `rgb(255 59 48)`, or `rgb(60 60 67 / 60%)` for a translucent colour, as CSS writes it.
    static func rgb(_ color: RGBA) -> String {
        let channels = [color.red, color.green, color.blue].map { String(Int((min(max($0, 0), 1) * 255).rounded())) }
            .joined(separator: " ")
        guard color.alpha < 1 else { return "rgb(\(channels))" }
        return "rgb(\(channels) / \(Int((color.alpha * 100).rounded()))%)"
    }
}
