import SwiftSyntax

/// The literal in a value's expression that a fix may replace with a token.
package enum ValueLiteral {
    /// A number, or `.infinity`.
    case number(ExprSyntax)
    /// `0xFF9500` in `Color(hex: 0xFF9500)`.
    case hexInteger(ExprSyntax)
    /// `"#FF9500"` or `"FF9500"` in `Color(hex: "#FF9500")`.
    case hexString(ExprSyntax, hasHash: Bool)
}
