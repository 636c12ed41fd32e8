/// Reads one line of a token fence:
///
///     name  value [| dark [| high-contrast …]]  [@deprecated({group.replacement})] [@on({group.background})]
///         [@vignette({group.gradient})]  // description
///
/// Blank lines and lines starting with `//` are skipped. A line reports at most one problem, at the
/// exact column where it is.
struct TokenLineParser {
    let header: FenceHeader

    /// The path a line declares, when its name is valid, even if its value is not: references to
    /// a token whose line has an error are not reported again as unresolved.
    static func declaredPath(_ line: SourceText, group: String) -> String? {
        guard let (name, _) = nameOfLine(line), isIdentifier(name) else { return nil }
        return group + "." + name
    }

    /// The name of a token line and where it stands; nil for blank and comment lines.
    private static func nameOfLine(_ line: SourceText) -> (Substring, SourceLocation)? {
        let indent = line.text.prefix { $0 == " " || $0 == "\t" }.utf8.count
        let body = line.text.dropFirst(indent)
        guard !body.isEmpty, !body.hasPrefix("//") else { return nil }
        return (body.prefix { $0 != " " && $0 != "\t" }, line.location.advanced(by: indent))
    }

    /// Words Swift reads as something else after a dot, even in backticks.
    static let memberKeywords: Set<Substring> = ["self", "Self", "Type", "Protocol", "init"]

    func parse(_ line: SourceText) throws(Diagnostic) -> Token? {
        let text = line.text
        guard let (name, nameLocation) = Self.nameOfLine(line) else { return nil }
        let indent = nameLocation.column - line.location.column
        // A keyword may name a member (`DesignSystem.Spacing.return`; it is declared in backticks),
        // except the few that mean something else after a dot.
        guard !Self.memberKeywords.contains(name) else {
            throw Diagnostic(
                .invalidTokenName, at: nameLocation,
                "'\(name)' cannot name a token: after a dot, Swift reads \(header.swiftPrefix).\(name) " +
                    "as the type's own \(name); choose another name"
            )
        }
        guard isIdentifier(name) else {
            throw Diagnostic(
                .invalidTokenName, at: nameLocation,
                "'\(name)' is not a token name: start with a letter and use letters, digits and _ " +
                    "(it becomes \(header.swiftPrefix).name in Swift); put a dot in the group, not the name"
            )
        }
        let restOffset = indent + name.utf8.count
        var lexer = ValueLexer(text.dropFirst(restOffset), at: line.location.advanced(by: restOffset))
        var lexemes = try lexer.lexemes()
        var summary: String?
        if case .comment(let comment)? = lexemes.last?.kind {
            summary = comment.isEmpty ? nil : comment
            lexemes.removeLast()
        }
        let attributeStart = lexemes.firstIndex { if case .attribute = $0.kind { true } else { false } }
            ?? lexemes.count
        let valueLexemes = Array(lexemes[..<attributeStart])
        guard !valueLexemes.isEmpty else {
            throw Diagnostic(
                .malformedTokenLine, at: nameLocation.advanced(by: name.utf8.count),
                "token '\(name)' has no value: write it after the name, " +
                    "such as '\(name)  \(header.kind.descriptor.example)'"
            )
        }
        let lineEnd = line.location.advanced(by: text.utf8.count)
        let values = try values(valueLexemes, line: line, end: lineEnd)
        let attributes = try attributes(Array(lexemes[attributeStart...]))
        return Token(
            path: header.group + "." + name,
            kind: header.kind,
            values: values,
            summary: summary,
            deprecation: attributes.deprecation,
            swiftName: header.swiftPrefix + "." + name,
            location: nameLocation,
            backgrounds: attributes.backgrounds,
            vignette: attributes.vignette,
            uses: header.uses
        )
    }

    /// Splits `light | dark | …` at the top-level bars and reads each appearance's value.
    private func values(
        _ lexemes: [Lexeme], line: SourceText, end: SourceLocation
    ) throws(Diagnostic) -> AppearanceValues<TokenValue> {
        var segments: [[Lexeme]] = [[]]
        var depth = 0
        var bars: [Lexeme] = []
        for lexeme in lexemes {
            switch lexeme.kind {
            case .punctuation("("), .punctuation("["): depth += 1
            case .punctuation(")"), .punctuation("]"): depth -= 1
            case .punctuation("|") where depth == 0:
                segments.append([])
                bars.append(lexeme)
                continue
            default: break
            }
            segments[segments.count - 1].append(lexeme)
        }
        guard segments.count <= 4 else {
            throw Diagnostic(
                .tooManyAppearances, at: bars[3].location,
                "a token has at most four appearances: light | dark | light high-contrast | dark high-contrast"
            )
        }
        var parsed: [TokenValue] = []
        for (index, segment) in segments.enumerated() {
            guard !segment.isEmpty else {
                let at = index < bars.count ? bars[index].location : (bars.last?.location ?? end)
                throw Diagnostic(
                    .malformedTokenLine, at: at,
                    "a value is missing beside '|': write light | dark, such as #FF9500 | #FF9F0A"
                )
            }
            parsed.append(try value(segment, line: line, end: index < bars.count ? bars[index].location : end))
        }
        switch parsed.count {
        case 1: return AppearanceValues(light: parsed[0])
        case 2: return AppearanceValues(light: parsed[0], dark: parsed[1])
        case 3: return AppearanceValues(
            light: parsed[0], dark: parsed[1], lightHighContrast: parsed[2], darkHighContrast: parsed[2]
        )
        default: return AppearanceValues(
            light: parsed[0], dark: parsed[1], lightHighContrast: parsed[2], darkHighContrast: parsed[3]
        )
        }
    }

    private func value(_ lexemes: [Lexeme], line: SourceText, end: SourceLocation) throws(Diagnostic) -> TokenValue {
        if lexemes.count == 1, case .alias(let path) = lexemes[0].kind {
            return .alias(try reference(path, at: lexemes[0].location))
        }
        var parser = ValueExpressionParser(Self.withoutSwiftQualifier(lexemes, kind: header.kind), line: line, end: end)
        let expression = try parser.parse()
        try checkAliases(in: expression)
        return try header.kind.descriptor.parseValue(expression)
    }

    /// A value as SwiftUI writes it, read as the spec writes it: `.red` and `Color.red` as `red`,
    /// `.ultraThinMaterial` as `ultraThinMaterial`, `.body.monospacedDigit()` as
    /// `body.monospacedDigit()`, `.infinity` as `infinity`.
    static func withoutSwiftQualifier(_ lexemes: [Lexeme], kind: TokenKind) -> [Lexeme] {
        var rest = lexemes[...]
        if rest.count >= 3, case .word(let type) = rest[rest.startIndex].kind, swiftTypes[kind] == type {
            rest = rest.dropFirst()
        }
        if rest.count >= 2, rest[rest.startIndex].kind == .punctuation("."),
            case .word = rest[rest.startIndex + 1].kind {
            rest = rest.dropFirst()
        }
        return Array(rest)
    }

    /// The SwiftUI type a value of each kind may be qualified with.
    private static let swiftTypes: [TokenKind: String] = [
        .color: "Color", .material: "Material", .typography: "Font", .radius: "CGFloat", .dimension: "CGFloat",
    ]
}
