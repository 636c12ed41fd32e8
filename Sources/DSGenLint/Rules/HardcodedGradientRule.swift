import DSGenCore
import DSGenSwift
import SwiftSyntax

/// A gradient written inline with the colours, stops and points of a gradient token:
/// `LinearGradient(colors: [.clear, .black.opacity(0.4)], startPoint: .top, endPoint: .bottom)`.
/// Gradients that no token equals are the app's own drawing, and are left alone.
struct HardcodedGradientRule: SwiftRule {
    var sites: RuleSites { .calls }
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .hardcodedGradient,
        summary: "A gradient is written inline with the values of a gradient token.",
        severity: .warning,
        hardcoded: HardcodedValues(allowing: .nothing) { $0.kinds.contains(.gradient) },
        triggering: [
            "Image(\"cover\").overlay(↓LinearGradient(colors: [.clear, .black.opacity(0.4)], " +
                "startPoint: .top, endPoint: .bottom))",
            "Image(\"cover\").overlay(↓LinearGradient(gradient: Gradient(colors: [Color.clear, " +
                "Color.black.opacity(0.4)]), startPoint: .top, endPoint: .bottom))",
            "Rectangle().fill(↓.linearGradient(colors: [.clear, .black.opacity(0.4)], " +
                "startPoint: .top, endPoint: .bottom))",
            "Rectangle().fill(↓LinearGradient(stops: [.init(color: .clear, location: 0), " +
                "Gradient.Stop(color: .black.opacity(0.4), location: 1)], startPoint: .top, endPoint: .bottom))",
        ],
        nonTriggering: [
            "Image(\"cover\").overlay(DesignSystem.Gradients.scrim)",
            "Image(\"cover\").overlay(LinearGradient(colors: [.clear, .black.opacity(0.4)], " +
                "startPoint: .leading, endPoint: .trailing))",
            "Image(\"cover\").overlay(LinearGradient(colors: [.clear, .black.opacity(0.6)], " +
                "startPoint: .top, endPoint: .bottom))",
            "Image(\"cover\").overlay(LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom))",
            "enum DesignSystem { enum Gradients { static let scrim = LinearGradient(colors: [.clear, .black], " +
                "startPoint: .top, endPoint: .bottom) } }",
        ]
    )

    func check(_ call: FunctionCallExprSyntax, in file: LintFile) {
        // Asked of every call: the flag first, the name (a new string) only then.
        guard file.looks(file.catalog.kinds.contains(.gradient)), let name = call.calleeName,
              name == "LinearGradient" || name == "linearGradient", !file.isInsideDefinition,
              let gradient = Self.linear(call) else { return }
        let equal = TokenCatalog.withoutAliases(file.catalog.candidates(.gradient).filter { candidate in
            guard case .gradient(let token) = candidate.token.values.light else { return false }
            return Self.isEqual(token, gradient)
        })
        guard !equal.isEmpty else { return }
        file.report(
            description, at: call,
            "hard-coded gradient; " + (equal.count == 1
                ? "use \(equal[0].swiftName)"
                : "tokens with these values: " + equal.map(\.swiftName).joined(separator: ", ")),
            replacement: equal.count == 1 ? equal[0].swiftName : nil
        )
    }

    /// A linear gradient written with literal colours, locations and named points.
    struct Linear {
        var start: UnitPoint
        var end: UnitPoint
        var stops: [(color: RGBA, location: Double?)]
    }

    static func linear(_ call: FunctionCallExprSyntax) -> Linear? {
        guard let start = point(call.argument("startPoint")), let end = point(call.argument("endPoint")) else {
            return nil
        }
        var list = call.argument("colors") ?? call.argument("stops")
        if list == nil, let inner = call.argument("gradient")?.as(FunctionCallExprSyntax.self),
           inner.calleeName == "Gradient" {
            list = inner.argument("colors") ?? inner.argument("stops")
        }
        guard let elements = list?.as(ArrayExprSyntax.self)?.elements, elements.count >= 2 else { return nil }
        var stops: [(color: RGBA, location: Double?)] = []
        for element in elements {
            if let stop = element.expression.as(FunctionCallExprSyntax.self), let color = stop.argument("color") {
                guard let rgba = ColorDefinition(color)?.light,
                      let location = stop.argument("location")?.literalNumber else { return nil }
                stops.append((rgba, location))
            } else {
                guard let rgba = ColorDefinition(element.expression)?.light else { return nil }
                stops.append((rgba, nil))
            }
        }
        return Linear(start: start, end: end, stops: stops)
    }

    /// `.top`, `UnitPoint.top`.
    static func point(_ expression: ExprSyntax?) -> UnitPoint? {
        guard let member = expression?.as(MemberAccessExprSyntax.self),
              member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UnitPoint"
        else { return nil }
        return UnitPoint(rawValue: member.declName.baseName.text)
    }

    /// Same points, and the same colours at the same places; a stop without a location stands
    /// where SwiftUI spaces it, evenly.
    static func isEqual(_ token: Gradient, _ written: Linear) -> Bool {
        guard case .linear(let start, let end, let stops) = token, start == written.start, end == written.end,
              stops.count == written.stops.count else { return false }
        let last = Double(stops.count - 1)
        return zip(stops.indices, zip(stops, written.stops)).allSatisfy { index, pair in
            let (stop, code) = pair
            guard let rgba = stop.color.rgba, rgba.isClose(to: code.color) else { return false }
            return abs((stop.location ?? Double(index) / last) - (code.location ?? Double(index) / last)) < 0.001
        }
    }
}
