import DSGenCore
import SwiftSyntax

/// Values written in Swift the way a token definition writes them, read as drift reads them, for
/// the other readers of Swift (the site's previews draw a literal colour or font as the app would).
public enum SwiftValues {
    /// A colour made of numbers or a system colour, with its dark value when it has one.
    public static func color(_ expression: ExprSyntax) -> (light: RGBA, dark: RGBA?)? {
        ColorDefinition(expression).map { ($0.light, $0.dark) }
    }

    /// A font made of numbers: `.system(size:weight:)`, `Font.custom(_:size:)`.
    public static func typography(_ expression: ExprSyntax) -> Typography? {
        FontDefinition.typography(expression)
    }
}
