import Foundation

/// The DTCG value forms, one reader each.
extension DTCGValueReader {
    func number(_ node: JSONNode) throws(Diagnostic) -> Double {
        if let text = node.string, TokenMath.isMath(text) || (text.contains("{") && aliasTarget(node) == nil) {
            return try Self.withinLimit(
                try measure(node, at: node, noun: "number", example: "16").0, at: node, noun: "number"
            )
        }
        guard let number = try literal(node, expecting: "number").number else {
            throw Diagnostic(.invalidValue, at: node.location, "expected a number, not \(node.kindDescription)")
        }
        return try Self.withinLimit(number, at: node, noun: "number")
    }

    /// `value`, when it is finite and within `TokenValue.largestMagnitude`.
    static func withinLimit(_ value: Double, at node: JSONNode, noun: String) throws(Diagnostic) -> Double {
        guard value.isFinite, abs(value) < TokenValue.largestMagnitude else {
            throw Diagnostic(
                .invalidValue, at: node.location,
                "this \(noun) is too large: dsgen reads values of up to a billion (1e9) in any unit"
            )
        }
        return value
    }

    /// `{"value": 16, "unit": "px"}` in points; a rem is 16 px, as the format assumes. Other
    /// units, a bare number and the drafts' `"16px"` are read with a warning (`WrittenUnit`).
    func points(_ node: JSONNode) throws(Diagnostic) -> Double {
        try Self.withinLimit(try unlimitedPoints(node), at: node, noun: "dimension")
    }

    private func unlimitedPoints(_ node: JSONNode) throws(Diagnostic) -> Double {
        let dimension = try literal(node, expecting: "dimension")
        let (value, unit) = try measure(
            dimension, at: node, noun: "dimension", example: #"{"value": 16, "unit": "px"}"#
        )
        switch unit {
        case "px": return value
        case "rem": return value * 16
        default:
            guard let written = WrittenUnit(rawValue: unit ?? "") else {
                throw Diagnostic(
                    .invalidValue, at: dimension["unit"]?.location ?? node.location,
                    "'\(unit ?? "")' is not a unit dsgen knows: write px or rem (em, pt, dp, vw, vh and % are read too)"
                )
            }
            warn(Diagnostic(
                .warning, .formatDeviation, at: dimension["unit"]?.location ?? node.location, written.assumption
            ), family: "unit " + written.rawValue)
            return value * written.pointsPerUnit
        }
    }

    /// The unit a dimension is written in where it is not one of the format's, for a token to
    /// keep and write back.
    func writtenUnit(_ node: JSONNode) -> WrittenUnit? {
        guard let dimension = try? literal(node, expecting: "dimension"), dimension.number == nil else { return nil }
        let unit = dimension.string.map { text in
            String(text.drop { $0.isNumber || ".-+e".contains($0) }).trimmingCharacters(in: .whitespaces)
        }
            ?? dimension["unit"]?.string ?? ""
        return WrittenUnit(rawValue: unit)
    }

    /// `{"value": 200, "unit": "ms"}` in milliseconds.
    func duration(_ node: JSONNode) throws(Diagnostic) -> Double {
        try Self.withinLimit(try unlimitedDuration(node), at: node, noun: "duration")
    }

    private func unlimitedDuration(_ node: JSONNode) throws(Diagnostic) -> Double {
        let duration = try literal(node, expecting: "duration")
        let (value, unit) = try measure(duration, at: node, noun: "duration", example: #"{"value": 200, "unit": "ms"}"#)
        switch unit {
        case "ms": return value
        case "s": return value * 1000
        default: throw Diagnostic(
            .invalidValue, at: duration["unit"]?.location ?? node.location,
            "'\(unit ?? "")' is not a DTCG duration unit: write ms or s"
        )
        }
    }

    /// A family name or a list of them, most preferred first; CSS's generic names for the system
    /// fonts map to SwiftUI's designs.
    func family(_ node: JSONNode, design: String?) throws(Diagnostic) -> FontFamily {
        if let design = design.flatMap(FontDesign.init(rawValue:)) { return .system(design) }
        let value = try literal(node, expecting: "fontFamily")
        guard let first = value.string ?? value.array?.first?.string else {
            throw Diagnostic(.invalidValue, at: node.location, "a font family is a name or a list of names")
        }
        for name in value.array ?? [] where name.string == nil {
            warn(Diagnostic(
                .warning, .formatDeviation, at: name.location,
                "a font family's list holds names, not \(name.kindDescription); it is ignored"
            ))
        }
        switch first {
        case "system-ui", "-apple-system", "SF Pro", "SF Pro Text", "SF Pro Display", "sans-serif":
            return .system(.default)
        case "ui-rounded", "SF Pro Rounded": return .system(.rounded)
        case "ui-serif", "serif", "New York": return .system(.serif)
        case "ui-monospace", "monospace", "SF Mono": return .system(.monospaced)
        default: return .custom(first)
        }
    }

    /// A weight from 1 to 1000 or one of the format's names, as the nearest of SwiftUI's nine.
    func weight(_ node: JSONNode) throws(Diagnostic) -> FontWeight {
        let value = try literal(node, expecting: "fontWeight")
        guard let number = value.number ?? value.string.flatMap({ DTCGNames.fontWeights[$0] }).map(Double.init),
            (1...1000).contains(number) else {
            throw Diagnostic(
                .invalidValue, at: node.location,
                "a font weight is a number from 1 to 1000 or a name such as semi-bold; " +
                    "known names: \(DTCGNames.fontWeights.keys.sorted().joined(separator: ", "))"
            )
        }
        let step = Int((min(max(number, 100), 900) / 100).rounded()) * 100
        return FontWeight(numericValue: step) ?? .regular
    }

    func typography(_ node: JSONNode, extras: JSONNode?) throws(Diagnostic) -> Typography {
        let value = try literal(node, expecting: "typography")
        func field(_ name: String) throws(Diagnostic) -> JSONNode {
            guard let field = value[name] else {
                throw Diagnostic(.invalidValue, at: node.location, "a typography value needs \(name)")
            }
            return field
        }
        typographyDeviations(value)
        let modifiers = (extras?["modifiers"]?.array ?? [])
            .compactMap { $0.string.flatMap(FontModifier.init(rawValue:)) }
        return Typography(
            textStyle: extras?["textStyle"]?.string.flatMap(TextStyle.init(rawValue:)),
            size: try points(try field("fontSize")), weight: try weight(try field("fontWeight")),
            family: try family(try field("fontFamily"), design: extras?["design"]?.string), modifiers: modifiers
        )
    }
}
