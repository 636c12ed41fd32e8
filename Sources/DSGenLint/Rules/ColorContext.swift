import DSGenCore
import DSGenSwift
import SwiftSyntax

/// Where an implicit member such as `.red` stands for a colour. `.red` alone could be any type's
/// member, so it is a colour only where the code says so: an argument of a colour modifier or under
/// a colour's label, a value modified as a colour (`.gray.opacity(0.7)`), or what a property, a
/// function or a `switch` typed as a colour returns.
struct ColorContext {
    /// The call `.red` is an argument of, when there is one.
    var call: FunctionCallExprSyntax?
    /// The argument's label.
    var label: String?

    /// What the colour is for, to choose among tokens that share its value: `foreground` in
    /// `.foregroundStyle(…)` or under `textColor:`, `shadow` in `.shadow(color:…)`.
    var use: TokenUse? {
        let name = call?.calleeName
        if let label {
            if label == "color" { return name == "shadow" ? .shadow : nil }
            if label == "tint" || label.hasSuffix("Tint") { return .tint }
            return Self.usesByLabel[label]
        }
        return name.flatMap { Self.usesByCall[$0] }
    }

    static let usesByCall: [String: TokenUse] = [
        "foregroundStyle": .foreground, "foregroundColor": .foreground, "background": .background,
        "backgroundStyle": .background, "listRowBackground": .background, "presentationBackground": .background,
        "toolbarBackground": .background, "containerBackground": .background, "stroke": .border,
        "strokeBorder": .border, "border": .border, "fill": .fill, "tint": .tint, "accentColor": .tint,
    ]
    static let usesByLabel: [String: TokenUse] = [
        "foregroundColor": .foreground, "textColor": .foreground, "backgroundColor": .background,
        "borderColor": .border,
    ]

    /// Modifiers and initialisers whose unlabelled argument is a colour or a shape style.
    static let calls: Set<String> = [
        "foregroundStyle", "foregroundColor", "background", "backgroundStyle", "tint", "accentColor", "fill",
        "stroke", "strokeBorder", "border", "overlay", "listRowBackground", "presentationBackground",
        "toolbarBackground", "containerBackground", "Color", "UIColor", "NSColor",
    ]
    /// SwiftUI's calls whose colour labels take SwiftUI's colours (the app's own calls may take its enums).
    static let platformCalls: Set<String> = calls.union([
        "shadow", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient", "Stop",
    ])

    /// Argument labels that take a colour, or colours, in any call.
    static let labels: Set<String> = [
        "color", "colors", "tint", "foregroundColor", "backgroundColor", "uiColor", "nsColor"
    ]
    /// Types a declaration returns or holds when its implicit members are colours.
    static let types: Set<String> = [
        "Color", "Color?", "UIColor", "UIColor?", "NSColor", "NSColor?", "some ShapeStyle", "any ShapeStyle",
        "SwiftUI.Color", "SwiftUI.Color?", "[Color]", "[UIColor]", "[NSColor]",
    ]

    /// Whether an argument label takes a colour: `color:`, `tint:`, an app's `borderColor:` or
    /// `accentTint:`, and a `…Style:` given a colour's name (the caller has checked the name).
    static func isColorLabel(_ label: String) -> Bool {
        labels.contains(label) || label.hasSuffix("Color") || label.hasSuffix("Colors") || label.hasSuffix("Tint")
            || label.hasSuffix("Style")
    }

    /// The context of `expression`, or nil where it is not known to be a colour.
    init?(of expression: ExprSyntax) {
        var node = Syntax(expression)
        var isModified = false
        while let parent = node.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == node {
                isModified = isModified || member.declName.baseName.text == "opacity"
                node = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression) == node {
                node = parent
            } else if parent.is(ArrayElementSyntax.self), let array = parent.parent?.parent,
                      array.is(ArrayExprSyntax.self) {
                node = array
            } else if let expression = node.as(ExprSyntax.self),
                      let conditional = ConditionalBranch.conditional(around: expression) {
                node = Syntax(conditional)
            } else if let argument = parent.as(LabeledExprSyntax.self) {
                let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
                if let label = argument.label?.text {
                    guard isModified || Self.isColorLabel(label) else { return nil }
                } else {
                    guard isModified || call?.calleeName.map(Self.calls.contains) == true else { return nil }
                }
                self.call = call
                self.label = argument.label?.text
                return
            } else {
                guard isModified || Self.isTypedAsColor(value: node) else { return nil }
                call = nil
                label = nil
                return
            }
        }
        return nil
    }

    /// Whether `value` is what a declaration typed as a colour holds or returns: the initial value
    /// of `let tint: Color = …`, a `return` in, or the single expression of, a function or property
    /// returning `Color`, `Color?` or `some ShapeStyle`, through `if` and `switch` expressions.
    static func isTypedAsColor(value: Syntax) -> Bool {
        if let initializer = value.parent?.as(InitializerClauseSyntax.self) {
            if let binding = initializer.parent?.as(PatternBindingSyntax.self) {
                return isColor(binding.typeAnnotation?.type)
            }
            if let parameter = initializer.parent?.as(FunctionParameterSyntax.self) { return isColor(parameter.type) }
            return false
        }
        if let statement = value.parent?.as(ReturnStmtSyntax.self) {
            return isColor(returnType(around: Syntax(statement)))
        }
        // An implicit return: the only statement of a body, or of a branch of an `if` or `switch`
        // that is itself the only statement.
        var item = value
        while true {
            if let statement = item.parent?.as(ExpressionStmtSyntax.self) { item = Syntax(statement) }
            guard item.parent?.is(CodeBlockItemSyntax.self) == true,
                  let list = item.parent?.parent?.as(CodeBlockItemListSyntax.self),
                  list.count == 1, let owner = list.parent else { return false }
            if owner.is(SwitchCaseSyntax.self), let switchExpression = owner.parent?.parent?.as(SwitchExprSyntax.self) {
                item = Syntax(switchExpression)
            } else if owner.is(CodeBlockSyntax.self), let ifExpression = outermostIf(around: owner) {
                item = Syntax(ifExpression)
            } else {
                return isColor(declaredType(of: owner))
            }
        }
    }

    /// The `if` expression a branch's block belongs to, through `else if` chains.
    private static func outermostIf(around block: Syntax) -> IfExprSyntax? {
        guard var ifExpression = block.parent?.as(IfExprSyntax.self) else { return nil }
        while let outer = ifExpression.parent?.as(IfExprSyntax.self) { ifExpression = outer }
        return ifExpression
    }

    /// The type the function, accessor or computed property around `node` returns.
    private static func returnType(around node: Syntax) -> TypeSyntax? {
        var current = node
        while let parent = current.parent {
            if parent.is(ClosureExprSyntax.self) { return nil }
            if let type = declaredType(of: parent) { return type }
            if parent.is(FunctionDeclSyntax.self) || parent.is(PatternBindingSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// The type of the declaration whose body `owner` is: a function's return type, or a computed
    /// property's type (its body written directly or as a `get` accessor).
    private static func declaredType(of owner: Syntax) -> TypeSyntax? {
        if let function = owner.as(FunctionDeclSyntax.self) { return function.signature.returnClause?.type }
        if let block = owner.as(CodeBlockSyntax.self), let function = block.parent?.as(FunctionDeclSyntax.self) {
            return function.signature.returnClause?.type
        }
        if let block = owner.as(CodeBlockSyntax.self), let accessor = block.parent?.as(AccessorDeclSyntax.self),
           accessor.accessorSpecifier.tokenKind == .keyword(.get) {
            return accessor.parent?.parent?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
        }
        if let accessors = owner.as(AccessorBlockSyntax.self) {
            return accessors.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
        }
        return nil
    }

    private static func isColor(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        return types.contains(type.sourceText)
    }
}
