/// The info string of a token fence: ```` ```tokens spacing kind=dimension swift=DesignSystem.Spacing ````.
struct FenceHeader: Hashable, Sendable {
    var group: String
    var kind: TokenKind
    var swiftPrefix: String
    var uses: [TokenUse] = []
    var layout: TokenLayout = .rows

    static let options = ["kind", "swift", "use", "layout"]

    /// Reads the header, reporting every problem in it; nil when the fence cannot be read at all.
    static func read(_ fence: Fence) -> (FenceHeader?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let words = Array(fence.info.dropFirst())
        guard let groupWord = words.first, !groupWord.text.contains("=") else {
            let at = words.first?.location ?? fence.info[0].location
            return (nil, [Diagnostic(
                .invalidGroupName, at: at,
                "a token fence names its group first: ```tokens spacing kind=dimension"
            )])
        }
        if !isDottedIdentifier(groupWord.text) {
            diagnostics.append(Diagnostic(
                .invalidGroupName, at: groupWord.location,
                "'\(groupWord.text)' is not a group name: use letters and digits, with dots between levels, " +
                    "such as colors.status"
            ))
        }
        var options = FenceOptions()
        for word in words.dropFirst() { options.read(word, into: &diagnostics) }
        let (kind, swiftPrefix, uses, layout) = (options.kind, options.swiftPrefix, options.uses, options.layout)
        guard let kind else {
            if !diagnostics.contains(where: { $0.rule == .unknownKind }) {
                diagnostics.append(Diagnostic(
                    .missingKind, at: fence.info[0].location,
                    "the fence does not say what kind of tokens it holds: " +
                        "add kind=\(suggestedKind(for: groupWord.text)) " +
                        "(kinds are \(TokenKind.allCases.map(\.rawValue).joined(separator: ", ")))"
                ))
            }
            return (nil, diagnostics)
        }
        var header = FenceHeader(
            group: groupWord.text, kind: kind,
            swiftPrefix: swiftPrefix ?? defaultSwiftPrefix(for: groupWord.text), layout: layout
        )
        let known = kind.uses
        for (word, location) in uses {
            guard let use = TokenUse(rawValue: word), known.contains(use) else {
                let message = known.isEmpty
                    ? "use= says what spacing, size or colour tokens are for; a \(kind) group has no uses"
                    : "unknown use '\(word)' for a \(kind) group; " +
                        "uses are \(known.map(\.rawValue).joined(separator: ", "))" +
                        "\(Suggestion.hint(for: word, in: known.map(\.rawValue)))"
                diagnostics.append(Diagnostic(.unknownFenceOption, at: location, message))
                continue
            }
            if !header.uses.contains(use) { header.uses.append(use) }
        }
        header.uses.sort()
        return (header, diagnostics)
    }

    /// The group a fence names, if it names a valid one, even when the rest of its header is wrong.
    static func group(of fence: Fence) -> String? {
        guard fence.info.count > 1, isDottedIdentifier(fence.info[1].text) else { return nil }
        return fence.info[1].text
    }

    /// `spacing` → `DesignSystem.Spacing`; `colors.status` → `DesignSystem.Colors.Status`.
    static func defaultSwiftPrefix(for group: String) -> String {
        (["DesignSystem"] + group.split(separator: ".").map { $0.prefix(1).uppercased() + $0.dropFirst() })
            .joined(separator: ".")
    }

    private static func suggestedKind(for group: String) -> String {
        let guesses: [String: TokenKind] = [
            "spacing": .dimension, "colors": .color, "radius": .radius, "cornerRadius": .radius,
            "typography": .typography, "materials": .material, "gradients": .gradient, "palettes": .palette,
            "shadows": .shadow
        ]
        return guesses[String(group.split(separator: ".").first ?? "")]?.rawValue ?? "…"
    }
}

/// `spacing`, `colors.status`, `DesignSystem.Spacing`: identifiers joined by dots.
func isDottedIdentifier(_ text: String) -> Bool {
    let segments = text.split(separator: ".", omittingEmptySubsequences: false)
    return !segments.isEmpty && segments.allSatisfy(isIdentifier)
}

/// Words Swift reserves: a token named `self` or `init` could not be spelt in Swift code.
let swiftKeywords: Set<Substring> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
    "super", "throws", "true", "try", "Type", "Protocol",
]

/// An ASCII letter, then letters, digits and `_`: valid in Swift and in a CSS or HTML id alike.
func isIdentifier(_ text: Substring) -> Bool {
    guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
    return text.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_")
    }
}

/// The options of a fence header after its group, read a word at a time.
struct FenceOptions {
    var kind: TokenKind?
    var swiftPrefix: String?
    var uses: [(use: String, location: SourceLocation)] = []
    var layout = TokenLayout.rows
    var seen: Set<String> = []

    /// Reads `word` (`kind=color`, `swift=…`, `use=…`, `layout=…`), reporting what is wrong with it.
    mutating func read(_ word: SourceText, into diagnostics: inout [Diagnostic]) {
        let parts = word.text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let key = String(parts[0])
        let value = parts.count == 2 ? String(parts[1]) : nil
        let valueLocation = word.location.advanced(by: key.utf8.count + 1)
        if FenceHeader.options.contains(key), value != nil, !seen.insert(key).inserted {
            diagnostics.append(Diagnostic(
                .unknownFenceOption, at: word.location,
                "\(key)= is given twice in the fence header; keep one"
            ))
            return
        }
        switch (key, value) {
        case ("kind", let name?):
            kind = TokenKind(rawValue: name)
            if kind == nil {
                let known = TokenKind.allCases.map(\.rawValue)
                diagnostics.append(Diagnostic(
                    .unknownKind, at: valueLocation,
                    "unknown token kind '\(name)'; kinds are \(known.joined(separator: ", "))" +
                        "\(Suggestion.hint(for: name, in: known))"
                ))
            }
        case ("swift", let prefix?) where isDottedIdentifier(prefix):
            swiftPrefix = prefix
        case ("swift", let prefix?):
            diagnostics.append(Diagnostic(
                .unknownFenceOption, at: valueLocation,
                "'\(prefix)' is not a Swift name: write swift=DesignSystem.Spacing"
            ))
        case ("layout", .some):
            switch TokenLayout.read(word) {
            case .success(let read): layout = read
            case .failure(let problem): diagnostics.append(problem)
            }
        case ("use", let list?):
            var offset = 0
            for use in list.split(separator: ",", omittingEmptySubsequences: false) {
                uses.append((String(use), valueLocation.advanced(by: offset)))
                offset += use.utf8.count + 1
            }
        default:
            let hint = Suggestion.hint(for: key, in: FenceHeader.options)
            diagnostics.append(Diagnostic(
                .unknownFenceOption, at: word.location,
                "unknown option '\(word.text)' in the fence header; " +
                    "options are kind=…, swift=…, use=… and layout=…\(hint)"
            ))
        }
    }
}
