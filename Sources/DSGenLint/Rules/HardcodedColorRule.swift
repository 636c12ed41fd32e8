import DSGenCore
import SwiftSyntax

/// A colour written by hue or by numbers where colour tokens exist.
struct HardcodedColorRule: SwiftRule {
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .hardcodedColor,
        summary: "A colour is written by name or by numbers where colour tokens exist.",
        severity: .error,
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
    /// Modifiers and initialisers whose unlabelled argument is a colour or a shape style.
    static let colorCalls: Set<String> = [
        "foregroundStyle", "foregroundColor", "background", "backgroundStyle", "tint", "accentColor", "fill",
        "stroke", "strokeBorder", "border", "overlay", "listRowBackground", "presentationBackground",
        "toolbarBackground", "containerBackground", "Color", "UIColor", "NSColor",
    ]
    /// Argument labels that take a colour, or colours, in any call.
    static let colorLabels: Set<String> = ["color", "colors", "tint", "foregroundColor", "backgroundColor", "uiColor", "nsColor"]

    func check(_ site: MemberSite, in file: LintFile) {
        guard file.looks(file.catalog.hasColors), Self.colorNames.contains(site.name), !file.isInsideDefinition else { return }
        let member = site.node, name = site.name
        if let base = member.base {
            guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.colorTypes.contains(type),
                  let color = NamedColor(name, onType: type), !file.configuration.allows(description.id, name: name) else { return }
            report(color, at: member, fixable: type == "Color", in: file)
            return
        }
        guard let color = NamedColor(name, onType: nil), !file.configuration.allows(description.id, name: name),
              let context = Self.colorContext(of: ExprSyntax(member)) else { return }
        if let call = context.call, let type = call.calleeTypeName, Self.colorTypes.contains(type), call.arguments.count == 1 {
            // `Color(.systemRed)`: the call is the colour.
            report(color, at: call, fixable: type == "Color", in: file)
        } else {
            report(color, at: member, fixable: true, in: file)
        }
    }

    func check(_ call: FunctionCallExprSyntax, in file: LintFile) {
        guard file.looks(file.catalog.hasColors), let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              Self.colorTypes.contains(type), !file.isInsideDefinition,
              let rgba = ColorLiteral.components(of: call) else { return }
        report(NamedColor(fixed: rgba), at: call, fixable: type == "Color", in: file)
    }

    func check(_ macro: MacroExpansionExprSyntax, in file: LintFile) {
        guard file.looks(file.catalog.hasColors), macro.macroName.text == "colorLiteral", !file.isInsideDefinition else { return }
        let rgba = ColorLiteral.rgb(red: macro.arguments.first { $0.label?.text == "red" }?.expression,
                                    green: macro.arguments.first { $0.label?.text == "green" }?.expression,
                                    blue: macro.arguments.first { $0.label?.text == "blue" }?.expression,
                                    alpha: macro.arguments.first { $0.label?.text == "alpha" }?.expression)
        report(NamedColor(fixed: rgba), at: macro, fixable: false, in: file)
    }

    private func report(_ color: NamedColor, at node: some SyntaxProtocol, fixable: Bool, in file: LintFile) {
        let match = color.light.map { file.catalog.colors(light: $0, dark: color.dark) } ?? ValueMatch(exact: [], nearest: [])
        file.report(
            description, at: node,
            "hard-coded colour '\(file.text(of: node))'" + match.advice { "\($0.swiftName) (\(Self.hex(of: $0)))" },
            replacement: fixable ? match.fix?.swiftName : nil
        )
    }

    /// `#FFFFFF`, or `#FFFFFF | #000000` for a token that differs in dark.
    private static func hex(of candidate: TokenCatalog.Candidate) -> String {
        let values = candidate.token.values
        guard case .color(let light) = values.light, let lightHex = light.rgba?.hex else { return "?" }
        guard case .color(let dark) = values[.dark], let darkHex = dark.rgba?.hex, darkHex != lightHex else { return lightHex }
        return lightHex + " | " + darkHex
    }

    /// Where an implicit member such as `.red` is used as a colour: an argument of a colour modifier,
    /// or one labelled as a colour, possibly inside an array or under `.opacity(…)`. Nil elsewhere.
    static func colorContext(of expression: ExprSyntax) -> (call: FunctionCallExprSyntax?, label: String?)? {
        var node = Syntax(expression)
        while let parent = node.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == node {
                node = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression) == node {
                node = parent
            } else if parent.is(ArrayElementSyntax.self), let array = parent.parent?.parent, array.is(ArrayExprSyntax.self) {
                node = array
            } else if let expression = node.as(ExprSyntax.self), let conditional = ConditionalBranch.conditional(around: expression) {
                node = Syntax(conditional)
            } else if let argument = parent.as(LabeledExprSyntax.self) {
                let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
                let label = argument.label?.text
                if let label, colorLabels.contains(label) { return (call, label) }
                if label == nil, let name = call?.calleeName, colorCalls.contains(name) { return (call, nil) }
                return nil
            } else {
                return nil
            }
        }
        return nil
    }
}
