import DSGenCore
import DSGenSwift
import SwiftSyntax

/// The value a token definition's expression has, for the forms whose value is known exactly
/// without compiling: literals, SwiftUI's system colours, text styles and materials.
package enum DefinitionValue: Equatable {
    case number(Double)
    /// A colour's light value, and its dark one when the form carries it (a system colour).
    case color(light: RGBA, dark: RGBA?)
    case typography(Typography)
    case material(Material)
    case fontWeight(FontWeight)
    case fontFamily(FontFamily)
}

/// A definition's value with the part of its expression that a fix may rewrite.
package struct EvaluatedDefinition {
    /// The literal a fix may replace, and how the spec's value is written in its place.
    typealias Literal = ValueLiteral

    package var value: DefinitionValue
    var literal: Literal?
}

extension EvaluatedDefinition {
    /// The value of `expression` read as a token of `kind`; nil for a form that is not read
    /// (arithmetic, references to other constants, asset names, UIKit and AppKit colours), and for
    /// kinds whose Swift is not compared (gradients, palettes, shadows, durations).
    ///
    /// The kind decides how a name reads: `.thin` is a material for a material token and a weight
    /// for a weight token.
    package init?(_ expression: ExprSyntax, as kind: DSGenCore.TokenKind) {
        switch kind {
        case .dimension, .radius, .opacity, .number:
            guard let (value, literal) = Self.number(expression) else { return nil }
            self.init(value: .number(value), literal: .number(literal))
        case .color:
            guard let color = ColorDefinition(expression) else { return nil }
            self.init(value: .color(light: color.light, dark: color.dark), literal: color.literal)
        case .typography:
            guard let font = FontDefinition.typography(expression) else { return nil }
            self.init(value: .typography(font), literal: nil)
        case .material:
            guard let material = Self.material(expression) else { return nil }
            self.init(value: .material(material), literal: nil)
        case .fontWeight:
            guard let name = expression.memberName(on: ["Font.Weight", "SwiftUI.Font.Weight"]),
                  let weight = FontWeight(rawValue: name) else { return nil }
            self.init(value: .fontWeight(weight), literal: nil)
        case .fontFamily:
            if let family = expression.literalString, !family.isEmpty {
                self.init(value: .fontFamily(.custom(family)), literal: nil)
            } else if let name = expression.memberName(on: ["Font.Design", "SwiftUI.Font.Design"]),
                      let design = FontDesign(rawValue: name) {
                self.init(value: .fontFamily(.system(design)), literal: nil)
            } else {
                return nil
            }
        case .gradient, .palette, .shadow, .duration, .cubicBezier, .transition, .strokeStyle, .border:
            return nil
        }
    }

    /// A number written as a literal (`16`, `-2`, `0.4`, `CGFloat(16)`) or as infinity (a round
    /// radius), with the node a fix replaces.
    package static func number(_ expression: ExprSyntax) -> (Double, ExprSyntax)? {
        if let name = expression.memberName(on: ["CGFloat", "Double", "Float"]), name == "infinity" {
            return (.infinity, expression)
        }
        guard let value = expression.literalNumber else { return nil }
        return (value, literalNode(of: expression))
    }

    /// The literal inside `CGFloat(16)` or `(16)`, which a fix replaces so the rest stays as written.
    private static func literalNode(of expression: ExprSyntax) -> ExprSyntax {
        if let call = expression.as(FunctionCallExprSyntax.self), let argument = call.arguments.first?.expression {
            return literalNode(of: argument)
        }
        if let tuple = expression.as(TupleExprSyntax.self), let element = tuple.elements.first?.expression {
            return literalNode(of: element)
        }
        return expression
    }

    /// `.thinMaterial`, `.thin`, `Material.thin` or `.bar`.
    static func material(_ expression: ExprSyntax) -> Material? {
        guard let name = expression.memberName(on: ["Material", "SwiftUI.Material"]) else { return nil }
        if let material = Material(rawValue: name) { return material }
        // `.thinMaterial` is SwiftUI's shape-style spelling, written with a leading dot only.
        guard expression.as(MemberAccessExprSyntax.self)?.base == nil, name.hasSuffix("Material") else { return nil }
        return Material(rawValue: String(name.dropLast("Material".count)))
    }
}
