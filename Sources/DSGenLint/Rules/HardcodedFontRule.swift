import DSGenCore
import DSGenSwift
import SwiftSyntax

/// A font made from a point size where typography tokens exist.
struct HardcodedFontRule: SwiftRule {
    var sites: RuleSites { .numbers }
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .hardcodedFont,
        summary: "A font is made from a point size where typography tokens exist.",
        severity: .error,
        hardcoded: HardcodedValues(allowing: .numbers(byDefault: [])) { $0.hasTypography },
        triggering: [
            "Text(\"Hi\").font(↓.system(size: 14))",
            "Text(\"Hi\").font(↓.system(size: 17, weight: .semibold))",
            "let title = ↓Font.custom(\"Avenir Next\", size: 22)",
            "label.font = ↓UIFont.systemFont(ofSize: 13)",
            "label.font = ↓UIFont(name: \"Avenir Next\", size: 15)",
            "let fixed = ↓Font.custom(\"Avenir Next\", fixedSize: 15)",
        ],
        nonTriggering: [
            "Text(\"Hi\").font(DesignSystem.Typography.body)",
            "Text(\"Hi\").font(.headline)",
            "Text(\"Hi\").font(.system(.body, design: .rounded))",
            "Text(\"Hi\").font(.custom(\"Avenir Next\", size: 17, relativeTo: .body).weight(.bold)).padding(.top)",
            "let gap = CGSize(width: 12, height: 12).size",
            "let font = Font.system(.body)",
            "label.font = UIFont(descriptor: descriptor, size: 0)",
            "let placeholder = UIFont(name: \"Menlo\", size: 1)",
            "let t = DesignSystem.Typography.self",
            "enum DesignSystem { enum Typography { static let hero = Font.system(size: 40) } }",
        ]
    )

    static let fontMakers: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont"
    ]

    /// Starts from the size literal: `14` in `.system(size: 14)`.
    func check(_ number: NumberSite, in file: LintFile) {
        guard file.looks(file.catalog.hasTypography),
              ["size", "ofSize", "fixedSize"].contains(number.label) else { return }
        let call = number.call, name = number.callName
        let isFont = switch name {
        case "system": number.label == "size" && call.isStaticCall(on: ["Font"])
        case "custom": (number.label == "size" || number.label == "fixedSize") && call.isStaticCall(on: ["Font"])
            && call.argument("relativeTo") == nil
        case "UIFont", "NSFont": number.label == "size" && call.calledExpression.is(DeclReferenceExprSyntax.self)
        default: number.label == "ofSize" && Self.fontMakers.contains(name)
            && call.isStaticCall(on: ["UIFont", "NSFont"])
        }
        let points = number.value
        // `UIFont(descriptor: d, size: 0)` keeps the descriptor's size; 1 is a placeholder too.
        guard isFont, points > 1, !file.isInsideDefinition,
              !file.configuration.allows(description.id, number: points) else { return }
        let weight = call.argument("weight")?.as(MemberAccessExprSyntax.self)
            .flatMap { FontWeight(rawValue: $0.declName.baseName.text) } ?? .regular
        let design = call.argument("design")?.as(MemberAccessExprSyntax.self)
            .flatMap { FontDesign(rawValue: $0.declName.baseName.text) } ?? .default
        let match = Self.match(
            size: points, weight: weight, family: name == "custom" ? nil : .system(design), in: file.catalog
        )
        file.report(
            description, at: call,
            "hard-coded font '\(file.text(of: call))'"
                + match.advice { "\($0.swiftName) (\(Self.size(of: $0).formatted)pt)" },
            replacement: name == "system" ? match.fix?.swiftName : nil,
            value: HardcodedValue(kind: "font size", number: points)
        )
    }

    /// Typography tokens of this size, weight and family; else the nearest sizes.
    static func match(size: Double, weight: FontWeight, family: FontFamily?, in catalog: TokenCatalog) -> ValueMatch {
        let tokens = catalog.candidates(.typography)
        let exact = tokens.filter {
            guard case .typography(let type) = $0.token.values.light else { return false }
            // A text style scales with Dynamic Type: it is near a fixed size, not the same.
            return type.textStyle == nil && type.size == size && type.weight == weight
                && (family == nil || type.family == family) && type.modifiers.isEmpty
        }
        if !exact.isEmpty, family != nil { return ValueMatch(exact: TokenCatalog.withoutAliases(exact), nearest: []) }
        let below = tokens.filter { self.size(of: $0) <= size }.max { self.size(of: $0) < self.size(of: $1) }
        let above = tokens.filter { self.size(of: $0) > size }.min { self.size(of: $0) < self.size(of: $1) }
        return ValueMatch(exact: [], nearest: [below, above].compactMap { $0 })
    }

    static func size(of candidate: TokenCatalog.Candidate) -> Double {
        if case .typography(let type) = candidate.token.values.light { return type.size }
        return 0
    }
}
