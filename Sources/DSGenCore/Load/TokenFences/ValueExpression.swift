/// A token value parsed into a small expression tree, before its kind gives it meaning.
///
/// The grammar is deliberately Swift-like, so a SwiftUI team reads it at sight:
/// `black.opacity(0.4)`, `system(size: 14pt, weight: semibold)`, `linear(colors: [a, b], …)`.
struct ValueExpression: Equatable {
    indirect enum Form: Equatable {
        case word(String)
        case number(Double, unit: String)
        case hex(String)
        case string(String)
        case alias(String)
        /// `name(label: value, …)`
        case call(String, [Argument])
        /// `base.name` or `base.name(arguments)`
        case member(ValueExpression, String, [Argument]?)
        /// `[a, b, c]`
        case list([ValueExpression])
        /// Values side by side: a gradient stop `red 40%`.
        case sequence([ValueExpression])
    }

    struct Argument: Equatable {
        var label: String?
        var value: ValueExpression
        var location: SourceLocation
    }

    var form: Form
    var text: String
    var location: SourceLocation
}

/// Recursive-descent parser from lexemes to a `ValueExpression`.
struct ValueExpressionParser {
    private let lexemes: [Lexeme]
    private var index = 0
    private let end: SourceLocation
    private let line: SourceText
    private var depth = 0

    /// Deeper nesting, or a longer chain of modifiers, than any real value needs is refused
    /// rather than recursed into.
    static let maximumDepth = 16

    /// `line` is the whole line the lexemes come from, so each expression can quote exactly what
    /// was written; `end` is where a diagnostic about a missing value points.
    init(_ lexemes: [Lexeme], line: SourceText, end: SourceLocation) {
        self.lexemes = lexemes
        self.line = line
        self.end = end
    }

    /// The source text from the lexeme at `first` to the one before the current one.
    private func written(from first: Int) -> String {
        let last = lexemes[max(first, index - 1)]
        let start = lexemes[first].location.column - line.location.column
        let stop = last.location.column + last.text.utf8.count - line.location.column
        return String(decoding: Array(line.text.utf8)[start..<stop], as: UTF8.self)
    }

    mutating func parse() throws(Diagnostic) -> ValueExpression {
        let expression = try sequence()
        if index < lexemes.count {
            throw Diagnostic(
                .invalidValue, at: lexemes[index].location,
                "unexpected '\(lexemes[index].text)' in a token value"
            )
        }
        return expression
    }

    private mutating func sequence() throws(Diagnostic) -> ValueExpression {
        let start = index
        var items: [ValueExpression] = []
        while let lexeme = current, !Self.closes(lexeme) {
            items.append(try postfix())
        }
        guard let first = items.first else {
            throw Diagnostic(.invalidValue, at: current?.location ?? end, "a value is missing here")
        }
        if items.count == 1 { return first }
        return ValueExpression(form: .sequence(items), text: written(from: start), location: first.location)
    }

    private mutating func postfix() throws(Diagnostic) -> ValueExpression {
        let start = index
        var expression = try primary()
        var chained = 0
        while case .punctuation(".") = current?.kind {
            chained += 1
            guard chained <= Self.maximumDepth else {
                throw Diagnostic(
                    .invalidValue, at: lexemes[index].location,
                    "more than \(Self.maximumDepth) modifiers are chained here"
                )
            }
            index += 1
            guard case .word(let name) = current?.kind else {
                throw Diagnostic(.invalidValue, at: current?.location ?? end, "expected a name after '.'")
            }
            index += 1
            var arguments: [ValueExpression.Argument]?
            if case .punctuation("(") = current?.kind {
                arguments = try argumentList()
            }
            expression = ValueExpression(
                form: .member(expression, name, arguments), text: written(from: start), location: expression.location
            )
        }
        return expression
    }

    private mutating func primary() throws(Diagnostic) -> ValueExpression {
        guard let lexeme = current else { throw Diagnostic(.invalidValue, at: end, "a value is missing here") }
        let start = index
        index += 1
        let form: ValueExpression.Form
        switch lexeme.kind {
        case .word(let name):
            if case .punctuation("(") = current?.kind {
                let arguments = try argumentList()
                return ValueExpression(
                    form: .call(name, arguments), text: written(from: start), location: lexeme.location
                )
            }
            form = .word(name)
        case .number(let value, let unit): form = .number(value, unit: unit)
        case .hex(let text): form = .hex(text)
        case .string(let text): form = .string(text)
        case .alias(let path): form = .alias(path)
        case .punctuation("["):
            var items: [ValueExpression] = []
            try commaSeparated(closedBy: "]", opening: lexeme) { parser throws(Diagnostic) in
                items.append(try parser.sequence())
            }
            return ValueExpression(form: .list(items), text: written(from: start), location: lexeme.location)
        default:
            throw Diagnostic(.invalidValue, at: lexeme.location, "unexpected '\(lexeme.text)' in a token value")
        }
        return ValueExpression(form: form, text: lexeme.text, location: lexeme.location)
    }

    private mutating func argumentList() throws(Diagnostic) -> [ValueExpression.Argument] {
        let opening = lexemes[index]
        index += 1
        var arguments: [ValueExpression.Argument] = []
        try commaSeparated(closedBy: ")", opening: opening) { parser throws(Diagnostic) in
            let location = parser.current?.location ?? parser.end
            var label: String?
            if case .word(let name) = parser.current?.kind,
                parser.lexeme(at: parser.index + 1)?.kind == .punctuation(":") {
                label = name
                parser.index += 2
            }
            arguments.append(.init(label: label, value: try parser.sequence(), location: location))
        }
        return arguments
    }

    private mutating func commaSeparated(
        closedBy closer: Character, opening: Lexeme, _ item: (inout ValueExpressionParser) throws(Diagnostic) -> Void
    ) throws(Diagnostic) {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw Diagnostic(
                .invalidValue, at: opening.location,
                "brackets are nested more than \(Self.maximumDepth) deep"
            )
        }
        if current?.kind == .punctuation(closer) { index += 1; return }
        while true {
            try item(&self)
            guard let lexeme = current else {
                throw Diagnostic(
                    .invalidValue, at: opening.location,
                    "'\(opening.text)' is never closed: add '\(closer)'"
                )
            }
            index += 1
            if lexeme.kind == .punctuation(closer) { return }
            if lexeme.kind == .punctuation(")") || lexeme.kind == .punctuation("]") {
                throw Diagnostic(
                    .invalidValue, at: opening.location,
                    "'\(opening.text)' is never closed: add '\(closer)' before '\(lexeme.text)'"
                )
            }
            guard lexeme.kind == .punctuation(",") else {
                throw Diagnostic(
                    .invalidValue, at: lexeme.location,
                    "expected ',' or '\(closer)', found '\(lexeme.text)'"
                )
            }
        }
    }

    private var current: Lexeme? { lexeme(at: index) }
    private func lexeme(at position: Int) -> Lexeme? { position < lexemes.count ? lexemes[position] : nil }

    private static func closes(_ lexeme: Lexeme) -> Bool {
        switch lexeme.kind {
        case .punctuation(")"), .punctuation("]"), .punctuation(","): true
        default: false
        }
    }
}
