import DSGenCore
import DSGenSwift
import SwiftSyntax

/// A colour written by hue or by numbers where colour tokens exist.
struct HardcodedColorRule: SwiftRule {
    var sites: RuleSites { [.members, .calls, .macros] }
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .hardcodedColor,
        summary: "A colour is written by name or by numbers where colour tokens exist.",
        severity: .error,
        hardcoded: HardcodedValues(allowing: .names(HardcodedColorRule.colorNames)) { $0.hasColors },
        triggering: [
            "Text(\"Hi\").background(↓Color.red)",
            "Text(\"Hi\").foregroundStyle(↓.red)",
            "Text(\"Hi\").foregroundStyle(↓.orange.opacity(0.5))",
            "Circle().fill(↓Color(red: 1, green: 0.231, blue: 0.188))",
            "let tint = ↓Color(white: 0.5)",
            "let tint = ↓Color(hue: 0.6, saturation: 0.5, brightness: 0.9)",
            "let brand = ↓Color(hex: \"#FF9500\")",
            "label.textColor = ↓UIColor.systemRed",
            "view.backgroundColor = ↓UIColor(red: 1, green: 0, blue: 0, alpha: 1)",
            "let swatch = ↓#colorLiteral(red: 1, green: 0.58, blue: 0, alpha: 1)",
            "LinearGradient(colors: [↓.blue, ↓.purple], startPoint: .top, endPoint: .bottom)",
            "Text(\"Hi\").shadow(color: ↓.black.opacity(0.2), radius: 4)",
            "Text(\"Hi\").foregroundStyle(isOn ? ↓.red : ↓.gray)",
            "let logo = ↓NSColor(srgbRed: 1, green: 0.5, blue: 0, alpha: 1)",
            "let mark = ↓Color(.systemGreen)",
            "Chip(title, borderColor: ↓.gray)",
            "Chip(title, backgroundColor: ↓Color.blue)",
            "ProgressRing(progress: 0.5, tint: ↓.green)",
            "Chip(title, fillStyle: ↓Color.red.opacity(0.2))",
            "Text(\"Hi\").modifier(Highlight(color: ↓Color(.darkGray)))",
            "Chip(title, accent: ↓UIColor.systemBlue)",
            "Chip(title, accent: ↓.gray.opacity(0.7))",
            "Text(\"Hi\").foregroundStyle(state == .error ? ↓.red : .primary)",
            "var accent: Color { ↓.orange }",
            "var accent: Color? {\n    get { isOn ? ↓.orange : nil }\n}",
            "func tint(for state: Int) -> Color? {\n    if state > 0 { return ↓.red }\n    return nil\n}",
            "var fill: some ShapeStyle {\n    switch kind {\n    case .warning: return ↓Color.yellow\n" +
                "    default: return ↓.mint\n    }\n}",
            "var fill: Color {\n    switch kind {\n    case .warning: ↓.yellow\n" +
                "    default: if isOn { ↓.mint } else { .clear }\n    }\n}",
            "let shade: Color = ↓.brown",
            "let chart: [Color] = [↓.red, ↓.orange, DesignSystem.Colors.accent]",
            "let brand = ↓Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)",
            "let brand = ↓Color.init(red: 0.2, green: 0.78, blue: 0.35)",
            "Text(\"Hi\").background(↓.black.opacity(0.4))",
            "Text(\"Hi\").background(↓.black.opacity(0.25))",
            "func badge(color: Color = ↓.pink) -> some View { Circle().fill(color) }",
        ],
        nonTriggering: [
            "Text(\"Hi\").foregroundStyle(DesignSystem.Colors.error)",
            "Text(\"Hi\").foregroundStyle(.secondary)",
            "Text(\"Hi\").background(Color.clear)",
            "Text(\"Hi\").foregroundStyle(Color.primary)",
            "Text(\"Hi\").tint(.accentColor)",
            "let logo = Color(\"BrandBlue\")",
            "let tint = Color(red: r, green: g, blue: b)",
            "label.textColor = UIColor.label",
            "Text(\"Hi\").font(.headline).padding(.top)",
            "let size: Size = .red",
            "enum DesignSystem { enum Colors { static let error = Color.red } }",
            "struct Card: View {\n    static let brandBlue = Color(red: 0.1, green: 0.3, blue: 0.9)\n" +
                "    var body: some View { Text(\"Hi\").foregroundStyle(Self.brandBlue) }\n}",
            "extension Color { static var brand: Color { Color(hex: \"#FF9500\") } }",
            "Text(\"Hi\").foregroundStyle(Color(hex: container.decode(String.self, forKey: .tint)))",
            "Chip(title, accent: .secondary, style: .bordered)",
            "var kind: Kind { .red }",
            "func tint() -> Int { let x: Kind = .red; return .zero }",
            "let tints: [Color] = items.map { _ in Color.primary }",
        ]
    )

    static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor"]
    /// Every name `NamedColor` may take as a hard-coded colour, to pass over other members quickly.
    static let colorNames: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "gray", "white", "black", "magenta", "darkGray", "lightGray",
        "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan",
        "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray", "systemGray2",
        "systemGray3", "systemGray4", "systemGray5", "systemGray6",
    ]

    func check(_ site: MemberSite, in file: LintFile) {
        guard file.looks(file.catalog.hasColors), Self.colorNames.contains(site.name), !file.isInsideDefinition,
              !file.configuration.allows(description.id, name: site.name) else { return }
        let member = site.node, name = site.name
        if let base = member.base {
            guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.colorTypes.contains(type),
                  let color = NamedColor(name, onType: type) else { return }
            report(
                color, at: ExprSyntax(member), fixable: type == "Color",
                use: ColorContext(of: ExprSyntax(member))?.use, in: file
            )
            return
        }
        guard let context = ColorContext(of: ExprSyntax(member)) else { return }
        // `Badge(color: .red)` where the app has an enum with a case `red`: the app's case, most likely.
        if file.configuration.app.colorCases.contains(name), let call = context.call, context.label != nil,
           !ColorContext.platformCalls.contains(call.calleeName ?? ""),
           member.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text != "opacity" { return }
        if let call = context.call, let type = call.calleeTypeName, Self.colorTypes.contains(type),
           call.arguments.count == 1,
           call.arguments.first?.label == nil {
            // `Color(.systemRed)`, `Color(.darkGray)`: the call is the colour, a UIKit or AppKit one inside.
            guard let color = NamedColor(name, onType: type == "Color" ? "UIColor" : type) else { return }
            report(
                color, at: ExprSyntax(call), fixable: type == "Color",
                use: ColorContext(of: ExprSyntax(call))?.use, in: file
            )
        } else if let color = NamedColor(name, onType: nil) {
            report(color, at: ExprSyntax(member), fixable: true, use: context.use, in: file)
        }
    }

    func check(_ call: FunctionCallExprSyntax, in file: LintFile) {
        guard file.looks(file.catalog.hasColors), let type = Self.initialisedType(of: call),
              Self.colorTypes.contains(type),
              !file.isInsideDefinition,
              let rgba = ColorLiteral.components(of: call) else { return }
        report(
            NamedColor(fixed: rgba), at: ExprSyntax(call), fixable: type == "Color",
            use: ColorContext(of: ExprSyntax(call))?.use, in: file
        )
    }

    func check(_ macro: MacroExpansionExprSyntax, in file: LintFile) {
        guard file.looks(file.catalog.hasColors), macro.macroName.text == "colorLiteral",
              !file.isInsideDefinition else { return }
        let rgba = ColorLiteral.rgb(red: macro.arguments.first { $0.label?.text == "red" }?.expression,
                                    green: macro.arguments.first { $0.label?.text == "green" }?.expression,
                                    blue: macro.arguments.first { $0.label?.text == "blue" }?.expression,
                                    alpha: macro.arguments.first { $0.label?.text == "alpha" }?.expression)
        report(NamedColor(fixed: rgba), at: ExprSyntax(macro), fixable: false, in: file)
    }

    /// `Color` in `Color(red: …)` and `Color.init(red: …)`.
    static func initialisedType(of call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "init" else { return nil }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Reports a colour at `node`, quoting it with the opacity it is given (`.black.opacity(0.4)`):
    /// a token with exactly that value replaces the whole; else a token of the colour keeps the opacity.
    private func report(
        _ color: NamedColor, at node: ExprSyntax, fixable: Bool, use: TokenUse? = nil, in file: LintFile
    ) {
        let modified = Self.opacity(around: node)
        let message = "hard-coded colour '\(file.text(of: modified.map { ExprSyntax($0.call) } ?? node))'"
        let value = color.light.map { HardcodedValue(kind: "colour", value: $0.hex) }
        let match = (
            color.light.map { file.catalog.colors(light: $0, dark: color.dark) } ?? ValueMatch(exact: [], nearest: [])
        ).used(for: use)
        guard let (call, opacity) = modified, let light = color.light else {
            file.report(
                description, at: node, message + match.advice(describing: describe),
                replacement: fixable ? match.fix?.swiftName : nil, value: value
            )
            return
        }
        let whole = file.catalog.colors(
            light: light.multiplyingAlpha(by: opacity), dark: color.dark?.multiplyingAlpha(by: opacity)
        ).used(for: use)
        if let fix = whole.fix {
            file.report(
                description, at: call, message + "; use \(fix.swiftName)",
                replacement: fixable ? fix.swiftName : nil, value: value
            )
        } else if let fix = match.fix {
            // The token of the colour, keeping the opacity: `DesignSystem.Colors.ink.opacity(0.4)`.
            let modifier = file.text(of: call).dropFirst(file.text(of: node).count)
            file.report(
                description, at: node, message + "; use \(fix.swiftName)\(modifier)",
                replacement: fixable ? fix.swiftName : nil, value: value
            )
        } else if !match.exact.isEmpty {
            file.report(
                description, at: node,
                message + "; tokens with this colour: "
                    + match.exact.map { ValueMatch.named($0) }.joined(separator: ", "),
                value: value
            )
        } else {
            // No token near the translucent colour: the tokens near the colour itself.
            let near = whole.nearest.isEmpty ? match : whole
            file.report(description, at: node, message + near.advice(describing: describe), value: value)
        }
    }

    private func describe(_ candidate: TokenCatalog.Candidate) -> String {
        "\(candidate.swiftName) (\(Self.hex(of: candidate)))"
    }

    /// `.black.opacity(0.4)` around `.black`, with the opacity, when the opacity is a number.
    static func opacity(around node: ExprSyntax) -> (call: FunctionCallExprSyntax, opacity: Double)? {
        guard let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "opacity",
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
              call.arguments.count == 1, call.arguments.first?.label == nil,
              let opacity = call.arguments.first?.expression.literalNumber else { return nil }
        return (call, opacity)
    }

    /// `#FFFFFF`, or `#FFFFFF | #000000` for a token that differs in dark.
    private static func hex(of candidate: TokenCatalog.Candidate) -> String {
        let values = candidate.token.values
        guard case .color(let light) = values.light, let lightHex = light.rgba?.hex else { return "?" }
        guard case .color(let dark) = values[.dark], let darkHex = dark.rgba?.hex,
              darkHex != lightHex else { return lightHex }
        return lightHex + " | " + darkHex
    }
}
