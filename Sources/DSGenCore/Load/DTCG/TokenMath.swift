/// Tokens Studio's math on values: numbers with units, `{references}`, `+ - * /` and parentheses
/// (`{space.scale} * 4`, `({a} + {b}) / 2`, `16px + 2`). The result keeps the first unit written.
enum TokenMath {
    typealias Value = (number: Double, unit: String?)

    /// An operator outside the references: `{space.1} * 2`, `16 + 4`; a leading sign is not one.
    static func isMath(_ text: String) -> Bool {
        var depth = 0, previous: Character? = nil
        for character in text {
            if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
            if depth == 0, "*/+".contains(character) || (character == "-" && previous == " ") { return true }
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
