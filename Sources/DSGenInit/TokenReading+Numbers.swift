import DSGenCore
import DSGenLint
import DSGenSwift
import SwiftSyntax

/// Numbers an app computes rather than writes: arithmetic over literals and its other number
/// tokens (`spaceScale * 4`, `base + 2`, `16 * 1.5`), and a value that depends on a condition
/// (`isCompact ? 20 : 8`), read as its first branch with the other kept as a note.
extension TokenReading {
    /// What a computed number was read as, and what was assumed to read it.
    struct Computed {
        var value: Double
        /// The assumption made, for a note and the token's description; nil for plain arithmetic.
        var assumption: String?
    }

    /// `expression`'s value when it is arithmetic or a condition over numbers dsgen knows.
    mutating func computedNumber(_ expression: ExprSyntax, scope: String, own: String) -> Computed? {
        if let (condition, first, other) = Self.conditional(expression) {
            guard let value = evaluate(first, scope: scope, own: own) else { return nil }
            let otherwise = evaluate(other, scope: scope, own: own).flatMap { TokenValue.dimension($0).specText }
                ?? Self.short(other.sourceText)
            return Computed(
                value: value,
                assumption: "read as its value when \(Self.short(condition.sourceText)) holds; \(otherwise) otherwise"
            )
        }
        guard expression.literalNumber == nil, let value = evaluate(expression, scope: scope, own: own) else {
            return nil
        }
        return Computed(value: value, assumption: nil)
    }

    /// `cond ? a : b`, folded or as the parser leaves it (a sequence holding the `? a :` part).
    private static func conditional(_ expression: ExprSyntax) -> (ExprSyntax, ExprSyntax, ExprSyntax)? {
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return (ternary.condition, ternary.thenExpression, ternary.elseExpression)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        return (elements[0], ternary.thenExpression, elements[2])
    }

    /// The value of a literal, a number token, or `+ - * /` and parentheses over them.
    private mutating func evaluate(_ expression: ExprSyntax, scope: String, own: String) -> Double? {
        if let number = expression.literalNumber { return number }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
           let inner = tuple.elements.first, inner.label == nil {
            return evaluate(inner.expression, scope: scope, own: own)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           ["CGFloat", "Double", "Float", "Int"].contains(call.calledExpression.sourceText),
           call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil {
            return evaluate(argument.expression, scope: scope, own: own)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return evaluate(prefix.expression, scope: scope, own: own).map { -$0 }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return evaluate(Array(sequence.elements), scope: scope, own: own)
        }
        guard let target = aliasTarget(expression, scope: scope, own: own) else { return nil }
        return read(target)?.number
    }

    /// Operands and operators in turn; `*` and `/` bind tighter than `+` and `-`.
    private mutating func evaluate(_ elements: [ExprSyntax], scope: String, own: String) -> Double? {
        guard elements.count % 2 == 1, let first = evaluate(elements[0], scope: scope, own: own) else { return nil }
        var terms = [first], signs: [Double] = [1]
        for index in stride(from: 1, to: elements.count, by: 2) {
            guard let symbol = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text,
                  let operand = evaluate(elements[index + 1], scope: scope, own: own) else { return nil }
            switch symbol {
            case "*": terms[terms.count - 1] *= operand
            case "/":
                guard operand != 0 else { return nil }
                terms[terms.count - 1] /= operand
            case "+", "-":
                terms.append(operand)
                signs.append(symbol == "+" ? 1 : -1)
            default: return nil
            }
        }
        return zip(terms, signs).reduce(0) { $0 + $1.0 * $1.1 }
    }

    /// The token line's text for a definition's value: what `EvaluatedDefinition` reads of a
    /// kind (the same reading drift compares), written as the spec writes it. Colours also come
    /// from the app's own colour definitions and catalogs, and a duration from its seconds.
    func value(_ expression: ExprSyntax, kind: DSGenCore.TokenKind) -> String? {
        if kind == .color { return colors.specText(expression) }
        if kind == .duration {
            return EvaluatedDefinition.number(expression).flatMap { TokenValue.duration($0.0 * 1000).specText }
        }
        guard let evaluated = EvaluatedDefinition(expression, as: kind) else { return nil }
        switch evaluated.value {
        case .number(let number): return Self.numberText(number, kind: kind)
        case .typography(let typography): return TokenValue.typography(typography).specText
        case .material(let material): return TokenValue.material(material).specText
        case .fontWeight(let weight): return TokenValue.fontWeight(weight).specText
        case .fontFamily(let family): return TokenValue.fontFamily(family).specText
        // Read from the app's colour definitions above, never from here.
        case .color: return nil
        }
    }

    /// A number as a token line of `kind` writes it: `16pt`, `round`, `40%`.
    static func numberText(_ number: Double, kind: DSGenCore.TokenKind) -> String? {
        if kind == .radius, number.isInfinite { return "round" }
        if kind == .opacity { return (0...1).contains(number) ? TokenValue.opacity(number).specText : nil }
        if kind == .duration { return number.isFinite ? TokenValue.duration(number * 1000).specText : nil }
        return number.isFinite ? TokenValue.dimension(number).specText : nil
    }

    /// Notes that `qualified` was read under an assumption.
    mutating func assume(_ qualified: String, _ definition: TokenDefinitions.Definition, _ text: String) {
        assumptions.append(AppTokens.Assumption(swiftName: qualified, location: location(of: definition), text: text))
    }

    /// Where a definition's name stands. Each file's line table is made once, the first time one
    /// of its definitions is reported: made for every report, a file of thousands of skipped
    /// members took time quadratic in their number.
    mutating func location(of definition: TokenDefinitions.Definition) -> DSGenCore.SourceLocation {
        let file = files[definition.file]
        let table = lineTables[definition.file] ?? LineTable(Array(file.text.utf8))
        lineTables[definition.file] = table
        let local = table.location(of: definition.binding.positionAfterSkippingLeadingTrivia.utf8Offset)
        return DSGenCore.SourceLocation(path: file.path, line: local.line, column: local.column)
    }
}
