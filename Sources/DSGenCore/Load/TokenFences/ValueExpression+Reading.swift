/// Readers shared by the value parsers: each returns the value or throws a diagnostic at the exact spot.
extension ValueExpression {
    var word: String? {
        if case .word(let name) = form { return name }
        return nil
    }

    /// A length in points: `16pt`. A bare number is a missing unit; any other unit is refused.
    func points(for what: String) throws(Diagnostic) -> Double {
        guard case .number(let value, let unit) = form else {
            throw Diagnostic(
                .invalidValue, at: location,
                "\(what) must be a length in points such as 16pt, not '\(text)'"
            )
        }
        switch unit {
        case "pt": return value
        case "": throw Diagnostic(
            .missingUnit, at: location,
            "'\(text)' has no unit: write \(text)pt (SwiftUI lengths are in points)"
        )
        default: throw Diagnostic(
            .invalidValue, at: location,
            "'\(unit)' is not a unit dsgen knows for \(what): " +
                "write \(Self.format(value))pt (SwiftUI lengths are in points)"
        )
        }
    }

    /// A fraction in 0...1, written `0.4` or `40%`.
    func fraction(for what: String) throws(Diagnostic) -> Double {
        guard case .number(let value, let unit) = form, unit == "" || unit == "%" else {
            throw Diagnostic(
                .invalidValue, at: location,
                "\(what) must be a number from 0 to 1 or a percentage such as 40%, not '\(text)'"
            )
        }
        let fraction = unit == "%" ? value / 100 : value
        guard (0...1).contains(fraction) else {
            throw Diagnostic(.invalidValue, at: location, "\(what) \(text) is outside 0…1 (0%…100%)")
        }
        return fraction
    }

    /// A whole number without a unit.
    func integer(for what: String) throws(Diagnostic) -> Int {
        guard case .number(let value, let unit) = form, unit.isEmpty, value == value.rounded(), abs(value) < 1e9 else {
            throw Diagnostic(.invalidValue, at: location, "\(what) must be a whole number, not '\(text)'")
        }
        return Int(value)
    }

    /// The items of `[a, b, c]`.
    func list(for what: String) throws(Diagnostic) -> [ValueExpression] {
        guard case .list(let items) = form else {
            throw Diagnostic(
                .invalidValue, at: location,
                "\(what) must be a list in brackets such as [a, b], not '\(text)'"
            )
        }
        return items
    }

    /// One of a fixed set of names, with a "did you mean" hint when it is not.
    func name<T>(from choices: [String: T], for what: String) throws(Diagnostic) -> T {
        guard let name = word, let choice = choices[name] else {
            let hint = word.map { Suggestion.hint(for: $0, in: choices.keys) } ?? ""
            let listed = choices.keys.sorted().joined(separator: ", ")
            throw Diagnostic(
                .invalidValue, at: location,
                "'\(text)' is not a \(what) (expected one of: \(listed))\(hint)"
            )
        }
        return choice
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// The labelled arguments of a call such as `shadow(color: …, radius: 8pt)`, checked against the labels it takes.
struct Arguments {
    private let byLabel: [String: ValueExpression]
    private let call: ValueExpression

    init(_ arguments: [ValueExpression.Argument], of call: ValueExpression, labels: [String]) throws(Diagnostic) {
        var byLabel: [String: ValueExpression] = [:]
        let name = Self.name(of: call)
        for argument in arguments {
            guard let label = argument.label else {
                throw Diagnostic(
                    .invalidValue, at: argument.location,
                    "\(name)(…) takes labelled arguments: \(labels.map { $0 + ":" }.joined(separator: " "))"
                )
            }
            guard labels.contains(label) else {
                throw Diagnostic(
                    .invalidValue, at: argument.location,
                    "\(name)(…) has no argument '\(label):' " +
                        "(it takes \(labels.map { $0 + ":" }.joined(separator: " ")))" +
                        "\(Suggestion.hint(for: label, in: labels))"
                )
            }
            guard byLabel[label] == nil else {
                throw Diagnostic(.invalidValue, at: argument.location, "'\(label):' is given twice")
            }
            byLabel[label] = argument.value
        }
        self.byLabel = byLabel
        self.call = call
    }

    subscript(label: String) -> ValueExpression? { byLabel[label] }

    func required(_ label: String) throws(Diagnostic) -> ValueExpression {
        guard let value = byLabel[label] else {
            throw Diagnostic(.invalidValue, at: call.location, "\(Self.name(of: call))(…) needs '\(label):'")
        }
        return value
    }

    private static func name(of call: ValueExpression) -> String {
        switch call.form {
        case .call(let name, _), .member(_, let name, _): name
        default: call.text
        }
    }
}
