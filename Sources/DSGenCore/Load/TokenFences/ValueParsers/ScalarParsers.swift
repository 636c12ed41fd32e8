/// An opacity: `0.4` or `40%`.
struct OpacityParser: TokenValueParser {
    let kind = TokenKind.opacity
    let expected = "a number from 0 to 1, or a percentage such as 40%"

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> TokenValue {
        .opacity(try expression.fraction(for: "an opacity"))
    }
}

/// A plain number without a unit: a scale factor, a line limit.
struct NumberParser: TokenValueParser {
    let kind = TokenKind.number
    let expected = "a number without a unit, such as 1.5"

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> TokenValue {
        guard case .number(let value, let unit) = expression.form, unit.isEmpty else {
            throw Diagnostic(
                .invalidValue, at: expression.location, "'\(expression.text)' is not a number; write \(expected)"
            )
        }
        return .number(value)
    }
}

/// A duration for animations: `250ms` or `0.25s`, stored in milliseconds.
struct DurationParser: TokenValueParser {
    let kind = TokenKind.duration
    let expected = "a time such as 250ms or 0.25s"

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> TokenValue {
        guard case .number(let value, let unit) = expression.form else {
            throw Diagnostic(
                .invalidValue, at: expression.location, "'\(expression.text)' is not a duration; write \(expected)"
            )
        }
        guard value >= 0 else {
            throw Diagnostic(
                .invalidValue, at: expression.location, "a duration cannot be negative: \(expression.text)"
            )
        }
        switch unit {
        case "ms": return .duration(value)
        case "s": return .duration(value * 1000)
        case "": throw Diagnostic(
            .missingUnit, at: expression.location,
            "'\(expression.text)' has no unit: write \(expression.text)ms or \(expression.text)s"
        )
        default: throw Diagnostic(
            .invalidValue, at: expression.location, "'\(unit)' is not a unit of time: write ms or s"
        )
        }
    }
}
