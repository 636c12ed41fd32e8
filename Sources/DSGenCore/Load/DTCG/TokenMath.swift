/// Tokens Studio's math on values: numbers with units, `{references}`, `+ - * /`, parentheses and the
/// functions it offers (`floor`, `ceil`, `round`, `min`, `max`, `abs`, `sqrt`): `{space.scale} * 4`,
/// `({a} + {b}) / 2`, `floor({unit} * 9)`. The result keeps the first unit written.
enum TokenMath {
    typealias Value = (number: Double, unit: String?)

    /// An operator outside the references: `{space.1} * 2`, `16 + 4`; a leading sign is not one.
    static func isMath(_ text: String) -> Bool {
        var depth = 0, previous: Character? = nil
        for character in text {
            if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
            if depth == 0, "*/+".contains(character) || (character == "-" && previous == " ") { return true }
            if depth == 0, character == "(", previous?.isLetter == true {
                return functions[String(text.prefix(while: \.isLetter)).lowercased()] != nil
            }
            if character != " " || previous != nil { previous = character }
        }
        return false
    }

    /// The value of `text`, each reference's value from `reference`; nil when it is not such math.
    static func evaluate(
        _ text: String, reference: @escaping (String) throws(Diagnostic) -> Value
    ) throws(Diagnostic) -> Value? {
        var parser = Parser(characters: Array(text), reference: reference)
        guard let value = try parser.sum(), parser.atEnd else { return nil }
        return value.number.isFinite ? value : nil
    }

    /// The functions math may call, by name, over their arguments.
    static let functions: [String: @Sendable ([Double]) -> Double?] = [
        "floor": { $0.count == 1 ? $0[0].rounded(.down) : nil }, "ceil": { $0.count == 1 ? $0[0].rounded(.up) : nil },
        "round": { $0.count == 1 ? $0[0].rounded() : nil }, "abs": { $0.count == 1 ? abs($0[0]) : nil },
        "sqrt": { $0.count == 1 ? $0[0].squareRoot() : nil }, "min": { $0.min() }, "max": { $0.max() },
    ]

    private struct Parser {
        var characters: [Character]
        var index = 0
        let reference: (String) throws(Diagnostic) -> Value

        init(characters: [Character], reference: @escaping (String) throws(Diagnostic) -> Value) {
            self.characters = characters
            self.reference = reference
        }

        var atEnd: Bool {
            mutating get { skipSpaces(); return index == characters.count }
        }

        mutating func sum() throws(Diagnostic) -> Value? {
            guard var left = try product() else { return nil }
            while let sign = next(in: "+-") {
                guard let right = try product() else { return nil }
                left = (sign == "+" ? left.number + right.number : left.number - right.number, left.unit ?? right.unit)
            }
            return left
        }

        mutating func product() throws(Diagnostic) -> Value? {
            guard var left = try factor() else { return nil }
            while let sign = next(in: "*/") {
                guard let right = try factor() else { return nil }
                left = (sign == "*" ? left.number * right.number : left.number / right.number, left.unit ?? right.unit)
            }
            return left
        }

        mutating func factor() throws(Diagnostic) -> Value? {
            if next(in: "-") != nil { return try factor().map { (-$0.number, $0.unit) } }
            if next(in: "(") != nil {
                let inner = try sum()
                return next(in: ")") == nil ? nil : inner
            }
            if let call = try function() { return call }
            // `$spacing.base`: the older form of a reference.
            if next(in: "$") != nil {
                let start = index
                while index < characters.count, characters[index].isLetter || characters[index].isNumber
                    || "._-".contains(characters[index]) { index += 1 }
                return index > start ? try reference(String(characters[start..<index])) : nil
            }
            if next(in: "{") != nil {
                let start = index
                while index < characters.count, characters[index] != "}" { index += 1 }
                guard index < characters.count else { return nil }
                let path = String(characters[start..<index])
                index += 1
                return try reference(path)
            }
            return literal()
        }

        /// `floor(…)`, `min(…, …)`: a function of `functions` over its arguments.
        mutating func function() throws(Diagnostic) -> Value? {
            skipSpaces()
            var end = index
            while end < characters.count, characters[end].isLetter { end += 1 }
            guard end > index, end < characters.count, characters[end] == "(",
                  let apply = TokenMath.functions[String(characters[index..<end]).lowercased()] else { return nil }
            index = end + 1
            var arguments: [Value] = []
            repeat {
                guard let argument = try sum() else { return nil }
                arguments.append(argument)
            } while next(in: ",") != nil
            guard next(in: ")") != nil, let result = apply(arguments.map(\.number)) else { return nil }
            return (result, arguments.first { $0.unit != nil }?.unit)
        }

        /// `16`, `1.5rem`, `50%`.
        mutating func literal() -> Value? {
            skipSpaces()
            let start = index
            while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
            guard let number = Double(String(characters[start..<index])) else { return nil }
            let unitStart = index
            while index < characters.count, characters[index].isLetter || characters[index] == "%" { index += 1 }
            let unit = String(characters[unitStart..<index])
            return (number, unit.isEmpty ? nil : unit)
        }

        mutating func next(in set: String) -> Character? {
            skipSpaces()
            guard index < characters.count, set.contains(characters[index]) else { return nil }
            index += 1
            return characters[index - 1]
        }

        mutating func skipSpaces() {
            while index < characters.count, characters[index] == " " { index += 1 }
        }
    }
}
