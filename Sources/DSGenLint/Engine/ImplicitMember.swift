import DSGenCore
import DSGenSwift
import SwiftSyntax

/// A token named the way apps write SwiftUI today: as an implicit member where its type is known
/// (`.padding(.layoutPadding)`, `.foregroundStyle(.brand)`, `Color(.brandPrimary)`), or through a
/// symbol Xcode generates for an asset catalog's colour (`Color.brandPrimary` for
/// `ColorResource.brandPrimary`). Only groups whose Swift prefix is one platform type
/// (`swift=CGFloat`, `swift=Color`, a catalog's `ColorResource`) can be reached so.
enum ImplicitMember {
    /// The Swift name of the token `node` names, if it is such a member.
    static func token(_ node: MemberAccessExprSyntax, in catalog: TokenCatalog) -> String? {
        let name = node.declName.baseName.text
        if let base = node.base {
            // `Color.brandPrimary`: Xcode's symbol for the catalog's `ColorResource.brandPrimary`.
            guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, colorTypes.contains(type),
                  catalog.tokensBySwiftName["ColorResource." + name] != nil,
                  catalog.tokensBySwiftName[type + "." + name] == nil else { return nil }
            return "ColorResource." + name
        }
        guard let candidates = catalog.implicitMembers[name], !isCalled(node) else { return nil }
        guard candidates.count > 1 else { return candidates.first }
        let expected = expectedPrefixes(of: node)
        return candidates.first { expected.contains(prefix(of: $0)) } ?? candidates.first
    }

    /// The type names a colour's generated symbol extends.
    static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor"]

    /// `.padding` in `.padding(8)` names a method, not a value.
    static func isCalled(_ node: MemberAccessExprSyntax) -> Bool {
        node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    }

    /// The call whose argument `node` is, with the argument's label.
    static func enclosingCall(of node: MemberAccessExprSyntax) -> (call: FunctionCallExprSyntax, label: String?)? {
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        return (call, argument.label?.text)
    }

    /// The prefixes a member at this place is most likely of: a catalog's colour in `Color(_)`,
    /// a font in `.font(_)`, a length in a layout call, a colour in a styling call.
    private static func expectedPrefixes(of node: MemberAccessExprSyntax) -> Set<String> {
        guard let (call, _) = enclosingCall(of: node), let callee = call.calleeName else { return [] }
        if colorTypes.contains(callee) || callee == "Image" { return ["ColorResource"] }
        if callee == "font" { return ["Font"] }
        if ["foregroundStyle", "foregroundColor", "background", "fill", "tint", "stroke", "border", "overlay",
            "shadow", "accentColor"].contains(callee) {
            return ["Color", "ShapeStyle", "ColorResource"]
        }
        return ["CGFloat", "Double", "Float", "Int"]
    }

    private static func prefix(of swiftName: String) -> String {
        String(swiftName[..<(swiftName.lastIndex(of: ".") ?? swiftName.endIndex)])
    }
}
