import DSGenCore
import DSGenSwift
import SwiftSyntax

/// A shadow written with numbers where shadow tokens exist: `.shadow(color:radius:x:y:)` and
/// `ShadowStyle.drop(…)`. One finding per shadow: the token it equals (radius, offsets and, when
/// written as a literal, colour), whose fields then replace the arguments; else the shadow tokens
/// nearest to it.
struct HardcodedShadowRule: SwiftRule {
    var sites: RuleSites { .calls }
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .hardcodedShadow,
        summary: "A shadow is written with numbers where a shadow token exists.",
        severity: .warning,
        hardcoded: HardcodedValues(allowing: .numbers(byDefault: [])) { $0.kinds.contains(.shadow) },
        triggering: [
            "Card().shadow(↓color: .black.opacity(0.08), radius: 8, y: 2)",
            "Card().shadow(↓radius: 8, x: 0, y: 2)",
            "Card().shadow(color: DesignSystem.Colors.scrim, ↓radius: 12, y: 6)",
            "Text(\"Hi\").foregroundStyle(.white.shadow(.drop(↓color: .black.opacity(0.16), radius: 16, y: 8)))",
        ],
        nonTriggering: [
            "Card().shadow(color: DesignSystem.Shadows.card.color, radius: DesignSystem.Shadows.card.radius, " +
                "x: DesignSystem.Shadows.card.x, y: DesignSystem.Shadows.card.y)",
            "Card().shadow(radius: 0)",
            "Text(\"Hi\").blur(radius: 8)",
            "Card().shadow(radius: elevation * 2)",
            "enum DesignSystem { static let card = DesignTokenShadow(color: .black, radius: 8, x: 0, y: 2) }",
        ]
    )

    func check(_ call: FunctionCallExprSyntax, in file: LintFile) {
        // Asked of every call: the flag first, the name (a new string) only then.
        guard file.looks(file.catalog.kinds.contains(.shadow)), let name = call.calleeName,
              name == "shadow" || name == "drop",
              let radiusArgument = call.arguments.first(where: { $0.label?.text == "radius" }),
              !file.isInsideDefinition,
              let shadow = Self.literalShadow(call), shadow.radius > 0,
              !file.configuration.allows(description.id, number: shadow.radius) else { return }
        let written = "radius \(shadow.radius.formatted), x \(shadow.x.formatted), y \(shadow.y.formatted)"
        let tokens = file.catalog.candidates(.shadow).compactMap { candidate -> (TokenCatalog.Candidate, Shadow)? in
            guard case .shadow(let token) = candidate.token.values.light else { return nil }
            return (candidate, token)
        }
        let equal = TokenCatalog.withoutAliases(tokens.filter { _, token in
            abs(token.radius - shadow.radius) < 0.001 && abs(token.x - shadow.x) < 0.001
                && abs(token.y - shadow.y) < 0.001
                && (shadow.color.map { color in token.color.rgba.map { $0.isClose(to: color) } ?? false } ?? true)
        }.map(\.0))
        if equal.count == 1 {
            let token = equal[0].swiftName
            let fields = ["color", "radius", "x", "y"].map { "\($0): \(token).\($0)" }.joined(separator: ", ")
            // The arguments are rewritten whole, colour and all, since a shadow is one token.
            file.report(
                description, at: call.arguments,
                "hard-coded shadow (\(written)); it is \(token): write .\(name)(\(fields))",
                replacement: call.arguments.count == labelCount(call) ? fields : nil
            )
            return
        }
        let nearest = tokens.sorted { Self.distance($0.1, shadow) < Self.distance($1.1, shadow) }.prefix(2)
        let advice = equal.isEmpty
            ? (nearest.isEmpty ? "" : "; no shadow token has these values, nearest: "
                + nearest.map { "\($0.0.swiftName) (\(Self.text($0.1)))" }.joined(separator: ", "))
            : "; tokens with these values: " + equal.map(\.swiftName).joined(separator: ", ")
        file.report(description, at: radiusArgument, "hard-coded shadow (\(written))" + advice)
    }

    /// How many of the call's arguments are a shadow's: a call that has others is not rewritten.
    private func labelCount(_ call: FunctionCallExprSyntax) -> Int {
        call.arguments.count { ["color", "radius", "x", "y"].contains($0.label?.text ?? "") }
    }

    /// The numbers of a shadow and its colour when it is a literal one; nil when the radius, or
    /// an offset given, is not a literal number.
    static func literalShadow(_ call: FunctionCallExprSyntax) -> (radius: Double, x: Double, y: Double, color: RGBA?)? {
        guard let radius = call.argument("radius")?.literalNumber else { return nil }
        var offsets: [Double] = []
        for label in ["x", "y"] {
            guard let argument = call.argument(label) else {
                offsets.append(0)
                continue
            }
            guard let value = argument.literalNumber else { return nil }
            offsets.append(value)
        }
        // SwiftUI's default colour is black at 33%, as the spec's is.
        let color = call.argument("color").map { ColorDefinition($0)?.light }
            ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0.33)
        return (radius, offsets[0], offsets[1], color)
    }

    private static func distance(
        _ token: Shadow, _ shadow: (radius: Double, x: Double, y: Double, color: RGBA?)
    ) -> Double {
        abs(token.radius - shadow.radius) + abs(token.x - shadow.x) + abs(token.y - shadow.y)
    }

    private static func text(_ shadow: Shadow) -> String {
        "radius \(shadow.radius.formatted), x \(shadow.x.formatted), y \(shadow.y.formatted)"
    }
}
