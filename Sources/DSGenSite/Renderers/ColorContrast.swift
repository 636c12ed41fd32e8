import DSGenCore
import Foundation

/// What a colour swatch says about legibility: the WCAG 2.x contrast of the colour against the
/// page it sits on, and of white and of black text set on it, each with its level (AAA, AA or
/// fails, for text of normal size). Computed from the values, never written by hand.
struct ContrastCell {
    var label: String
    /// `4.48:1`, rounded down, so that a ratio just short of a threshold never reads as reaching it.
    var ratio: String
    var level: String
    /// `aaa`, `aa` or `fails`, for styling.
    var levelClass: String

    init(label: String, ratio: Double) {
        self.label = label
        self.ratio = String(format: "%.2f:1", (ratio * 100).rounded(.down) / 100)
        let level = ContrastLevel(ratio: ratio)
        self.level = switch level {
        case .aaa: "AAA"
        case .aa: "AA"
        case .fails: "fails"
        }
        levelClass = level.rawValue
    }

    /// The page backgrounds of the default theme (`--page-background` in `assets/style.css`).
    static let lightPage = RGBA(red: 1, green: 1, blue: 1)
    static let darkPage = RGBA(hex: "#1C1C1E")!
    static let white = RGBA(red: 1, green: 1, blue: 1)
    static let black = RGBA(red: 0, green: 0, blue: 0)

    /// The cells for `color` shown in `appearance` (nil: the same in every appearance, so it is
    /// checked on both pages). A translucent colour is taken as drawn on its page.
    static func cells(for color: RGBA, in appearance: Appearance?) -> [ContrastCell] {
        let pages: [(String, RGBA)] = switch appearance {
        case nil: [("on the light page", lightPage), ("on the dark page", darkPage)]
        case let appearance? where appearance.isDark: [("on the dark page", darkPage)]
        default: [("on the light page", lightPage)]
        }
        var cells = pages.map { label, page in ContrastCell(label: label, ratio: color.contrastRatio(on: page)) }
        let surface = color.composited(over: pages[0].1)
        cells.append(ContrastCell(label: "white text on it", ratio: white.contrastRatio(on: surface)))
        cells.append(ContrastCell(label: "black text on it", ratio: black.contrastRatio(on: surface)))
        return cells
    }

    /// `rgb(255 59 48)`, or `rgb(60 60 67 / 60%)` for a translucent colour, as CSS writes it.
    static func rgb(_ color: RGBA) -> String {
        let channels = [color.red, color.green, color.blue].map { String(Int((min(max($0, 0), 1) * 255).rounded())) }.joined(separator: " ")
        guard color.alpha < 1 else { return "rgb(\(channels))" }
        return "rgb(\(channels) / \(Int((color.alpha * 100).rounded()))%)"
    }
}
