import DSGenCore
import DSGenSwift
import Foundation
import SwiftSyntax

/// The token kind of an app's definition, from what it says of itself: its type annotation, the
/// type an extension adds it to, its expression, and for numbers the words of its name.
package enum DefinitionKind {
    /// `CGFloat`, `Double`, … : a length unless the name says radius, opacity or duration.
    package static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int", "TimeInterval"]

    package static func kind(
        annotation: String?, scope: String, name: String, expression: ExprSyntax
    ) -> DSGenCore.TokenKind? {
        let root = String(scope.prefix { $0 != "." })
        for type in [annotation, root].compactMap({ $0.map(plain) }) {
            // Only a `CGFloat` is a length by its type: an `Int`, a `Double` or a `TimeInterval` is a
            // count, a limit, a measurement or a timeout unless its names say it is of design.
            if type != "CGFloat", numberTypes.contains(type), !isDesignName(scope: scope, name: name) { return nil }
            if numberTypes.contains(type) { return numberKind(scope: scope, name: name) }
            switch type {
            case "Color", "ShapeStyle": return .color
            // A number in a font's namespace is a size (`private static let body = 17.0`).
            case "Font": return expression.literalNumber != nil ? .dimension : .typography
            case "Font.Weight": return .fontWeight
            case "Material": return .material
            case "LinearGradient", "RadialGradient", "Gradient", "AngularGradient": return .gradient
            case "EdgeInsets", "Animation", "UIColor", "NSColor", "UIFont": return nil
            default: continue
            }
        }
        // A number of no type written is a token where its names say it is one of design:
        // `maxTokens = 50` in a client is a limit, `padding = 16` in a theme is a length.
        if expression.literalNumber != nil {
            return isDesignName(scope: scope, name: name) ? numberKind(scope: scope, name: name) : nil
        }
        if ColorDefinition(expression) != nil || AppColorValue.isColorCall(expression) { return .color }
        if let name = expression.memberName(on: ["Color", "SwiftUI.Color"]),
           SystemColor.named(name) != nil { return .color }
        if FontDefinition.typography(expression) != nil { return .typography }
        if EvaluatedDefinition.material(expression) != nil { return .material }
        // `Font.Weight.semibold`, and `"SF Pro"` under a name that says it is a font family.
        if let weight = expression.memberName(on: ["Font.Weight", "SwiftUI.Font.Weight"]),
           expression.as(MemberAccessExprSyntax.self)?.base != nil, FontWeight(rawValue: weight) != nil {
            return .fontWeight
        }
        if expression.literalString != nil, name.lowercased().contains("fontfamily") { return .fontFamily }
        return nil
    }

    /// Whether a member's name, or its type's, says it is a value of design: a length of a known
    /// purpose, a radius, an opacity, a duration, or a type of tokens (`DesignSystem`, `Theme`).
    package static func isDesignName(scope: String, name: String) -> Bool {
        let member = name.lowercased(), type = scope.lowercased()
        // `batchSize = 500`, `pageSize`, `cacheSize`: a size of a count, not of a view.
        if member.contains("size"), countWords.contains(where: member.contains) { return false }
        if LengthPurpose(name: name) != nil { return true }
        return designWords.contains { member.contains($0) || type.contains($0) }
            || designTypeWords.contains { type.contains($0) }
    }

    /// Words that make a member, or its type, one of design.
    static let designWords = [
        "radius", "radii", "corner", "opacity", "alpha", "duration", "animation", "spacing", "padding", "margin",
        "size", "elevation", "shadow", "blur", "stroke", "border", "font", "inset", "gutter",
    ]
    /// Words that make a size one of a count or of storage.
    static let countWords = ["batch", "page", "cache", "buffer", "file", "chunk", "queue", "pool", "byte", "memory"]
    /// Words that make a type one of tokens, though not a member of another type (`maxTokens`).
    static let designTypeWords = ["design", "theme", "token", "layout", "metric", "dimension", "typography", "style"]

    /// The kinds whose values are plain numbers.
    package static let numberKinds: Set<DSGenCore.TokenKind> = [.dimension, .radius, .opacity, .number, .duration]

    package static func numberKind(scope: String, name: String) -> DSGenCore.TokenKind {
        let words = (scope + "." + name).lowercased()
        if words.contains("radius") || words.contains("radii") || words.contains("corner") { return .radius }
        if words.contains("opacity") || words.contains("alpha") { return .opacity }
        if words.contains("duration") || words.contains("animation") { return .duration }
        return .dimension
    }

    /// The types a token's value may have, whether or not dsgen reads that kind: a definition of
    /// another type (a view, a flag, a preference key's default) is not a token.
    package static let tokenTypes: Set<String> = numberTypes.union([
        "Color", "ShapeStyle", "UIColor", "NSColor", "CGColor", "Font", "UIFont", "NSFont", "Font.Weight",
        "Font.Design", "Material", "LinearGradient", "RadialGradient", "AngularGradient", "Gradient",
        "EdgeInsets", "UIEdgeInsets", "NSEdgeInsets", "Animation", "CGSize", "ColorResource",
    ])

    /// `SwiftUI.Color` is `Color`, `some ShapeStyle` is `ShapeStyle`; an optional or implicitly
    /// unwrapped type is its wrapped type.
    package static func plain(_ type: String) -> String {
        var type = type.trimmingCharacters(in: .whitespaces)
        for opaque in ["some ", "any "] where type.hasPrefix(opaque) { type.removeFirst(opaque.count) }
        if type.hasPrefix("SwiftUI.") { type.removeFirst("SwiftUI.".count) }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return type
    }
}
