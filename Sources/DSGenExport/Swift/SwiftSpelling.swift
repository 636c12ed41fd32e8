import DSGenCore

/// How names and literals are spelt in the generated Swift file.
enum SwiftSpelling {
    /// Words that cannot name a declaration without backticks. Backticks around any other name are
    /// harmless, so the list leans towards escaping: a missed word would not compile.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
        "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "any", "as", "async", "await", "false", "is", "nil", "self", "Self", "some", "super",
        "throws", "true", "try", "Type", "Protocol", "_",
    ]

    /// `md`, or `` `default` `` for a keyword.
    static func identifier(_ name: some StringProtocol) -> String {
        keywords.contains(String(name)) ? "`\(name)`" : String(name)
    }

    /// A dotted Swift name with each segment escaped where it must be.
    static func dottedName(_ segments: [String]) -> String {
        segments.map(identifier).joined(separator: ".")
    }

    /// Whether code can spell `segments` as a member chain. After a dot, `Type` and `Protocol`
    /// name the metatype even inside backticks, so a namespace with either name can be declared
    /// but never referred to.
    static func canBeReferenced(_ segments: [String]) -> Bool {
        !segments.dropFirst().contains { $0 == "Type" || $0 == "Protocol" }
    }

    /// A number as a Swift literal: `16`, `0.35`, `-2`; the shortest text that reads back the same.
    static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// A string literal, with quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            case _: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// A colour as the 0xRRGGBBAA literal the emitted `Color` initialisers take.
    static func rgba(_ color: RGBA) -> String {
        let bytes = [color.red, color.green, color.blue, color.alpha].map { component in
            Int((min(max(component, 0), 1) * 255).rounded())
        }
        return "0x" + bytes.map { byte in
            let text = String(byte, radix: 16, uppercase: true)
            return byte < 16 ? "0" + text : text
        }.joined()
    }
}
