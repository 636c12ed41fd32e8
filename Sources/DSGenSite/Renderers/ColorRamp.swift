import DSGenCore

/// A numbered colour ramp: three or more colour tokens of one group whose names are all numbers
/// (`blue.100…900`, `gray.0…9`, `red.50…950`). A token block shows it as a strip, in the order of
/// its numbers, each step with its contrast on white, on black and on the ramp's two ends, in light.
struct ColorRamp {
    struct Step {
        var name: String
        var anchor: String
        var hex: String
        /// Black or white, whichever reads better on the step: for its name on the swatch.
        var ink: String
        var contrasts: [ContrastCell]
        /// The better of white and black text on the step, named once: the step's one badge.
        var best: ContrastCell
    }

    /// The group the steps belong to, as a path.
    var group: String
    var steps: [Step]

    /// The ramps among `tokens`, in the order their groups first appear.
    static func ramps(in tokens: [ResolvedToken]) -> [ColorRamp] {
        var order: [String] = []
        var byGroup: [String: [(number: Double, token: ResolvedToken, rgba: RGBA)]] = [:]
        for token in tokens where token.kind == .color {
            guard let dot = token.path.lastIndex(of: "."),
                  let number = Double(token.path[token.path.index(after: dot)...]),
                  case .color(let color) = token.values.light, let rgba = color.rgba else { continue }
            let group = String(token.path[..<dot])
            if byGroup[group] == nil { order.append(group) }
            byGroup[group, default: []].append((number, token, rgba))
        }
        return order.compactMap { group in
            guard let members = byGroup[group], members.count >= 3 else { return nil }
            let numbered = members.sorted { $0.number < $1.number }
            let first = numbered[0], last = numbered[numbered.count - 1]
            let white = RGBA(red: 1, green: 1, blue: 1, alpha: 1), black = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
            let steps = numbered.map { step in
                let ends = [first, last].filter { $0.token.path != step.token.path }.map { end in
                    ContrastCell(label: "on \(end.token.token.name)", ratio: step.rgba.contrastRatio(on: end.rgba))
                }
                let onWhite = step.rgba.contrastRatio(on: white), onBlack = step.rgba.contrastRatio(on: black)
                return Step(
                    name: step.token.token.name,
                    anchor: TokenBlockRenderer.anchor(for: step.token.path),
                    hex: step.rgba.hex,
                    ink: onWhite >= onBlack ? "#fff" : "#000",
                    contrasts: [
                        ContrastCell(label: "on white", ratio: onWhite),
                        ContrastCell(label: "on black", ratio: onBlack),
                    ] + ends,
                    best: ContrastCell(
                        label: onWhite >= onBlack ? "white text" : "black text", ratio: max(onWhite, onBlack)
                    )
                )
            }
            return ColorRamp(group: group, steps: steps)
        }
    }
}
