import DSGenCore
import Foundation
import SwiftParser
import SwiftSyntax

/// Reads an app's token definitions with swift-syntax, for `dsgen init`: the static members of
/// its namespaces and of its extensions of `CGFloat`, `Color`, `Font` and `ShapeStyle` (and the
/// instance `let`s of its types, as aliases), each as a token of the kind its type or value
/// says, under the Swift name the app already uses.
public enum AppTokenReader {
    /// `files` are Swift sources (path as given, text); `catalogColors` are the colours of the
    /// asset catalogs found beside them, by the name code gives them.
    public static func read(
        _ files: [(path: String, text: String)],
        catalogColors: [String: AppearanceValues<TokenValue>] = [:]
    ) -> AppTokens {
        var result = AppTokens()
        let walkables = files.map { WalkableTree($0.text) }
        for (file, walkable) in zip(files, walkables) where walkable.tree == nil {
            let source = SwiftSource(path: file.path, text: file.text, origin: .file)
            if let finding = Linter.givenUp(source, walkable) { result.diagnostics.append(finding.diagnostic) }
        }
        let trees = walkables.map { $0.tree ?? Parser.parse(source: "") }
        for (file, tree) in zip(files, trees) where tree.hasError {
            let lines = LineTable(Array(file.text.utf8))
            let error = SyntaxErrorFinder.firstError(in: tree)
            let local = lines.location(of: error?.position.utf8Offset ?? 0)
            let message = (error.map { $0.message + "; " } ?? "")
                + "the file is not valid Swift, so its tokens cannot be read; fix it and run dsgen init again"
            result.diagnostics.append(Diagnostic(
                .swiftSyntax,
                at: SourceLocation(path: file.path, line: local.line, column: local.column),
                message
            ))
        }
        guard result.diagnostics.isEmpty else { return result }
        let definitions = TokenDefinitions(trees, instanceMembers: true)
        var reading = Reading(
            files: files,
            definitions: definitions,
            colors: AppColorValue(catalogColors: catalogColors)
        )
        for name in definitions.order { reading.read(name) }
        result.fences = reading.fences()
        result.skipped = reading.skipped
        result.tokenFiles = reading.usedFiles.sorted().map { files[$0].path }
        return result
    }
}

/// One pass over the definitions: each read once, an alias after the token it names.
private struct Reading {
    struct Token {
        var scope: String
        var name: String
        var kind: DSGenCore.TokenKind
        var value: String
        var summary: String?
    }

    let files: [(path: String, text: String)]
    let definitions: TokenDefinitions
    let colors: AppColorValue
    var tokens: [String: Token] = [:]
    var order: [String] = []
    var skipped: [AppTokens.Skipped] = []
    var usedFiles: Set<Int> = []
    private var reading: Set<String> = []

    init(files: [(path: String, text: String)], definitions: TokenDefinitions, colors: AppColorValue) {
        self.files = files
        self.definitions = definitions
        self.colors = colors
    }

    /// Reads the definition named `qualified` (once), and returns its token if it is one.
    @discardableResult
    mutating func read(_ qualified: String) -> Token? {
        if let token = tokens[qualified] { return token }
        guard !reading.contains(qualified), !skipped.contains(where: { $0.swiftName == qualified }),
              let definition = definitions.definitions[qualified]?.first,
              let dot = qualified.lastIndex(of: ".") else { return nil }
        reading.insert(qualified)
        defer { reading.remove(qualified) }
        let scope = String(qualified[..<dot]), name = String(qualified[qualified.index(after: dot)...])
        guard let expression = definition.value else {
            return skip(qualified, definition, "its value is computed by statements, not written as one expression")
        }
        let summary = Self.comment(of: definition.binding)
        // `Color.brand.opacity(0.5)`: another colour token, made translucent.
        if let call = expression.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, member.declName.baseName.text == "opacity", call.arguments.count == 1,
           let factor = call.arguments.first?.expression.literalNumber, (0...1).contains(factor),
           let target = aliasTarget(base, scope: scope, own: qualified),
           let targetToken = read(target), targetToken.kind == .color {
            return add(qualified, definition, Token(
                scope: scope,
                name: name,
                kind: .color,
                value: "{\(path(of: target))}.opacity(\(factor.formatted))",
                summary: summary
            ))
        }
        if let target = aliasTarget(expression, scope: scope, own: qualified) {
            guard let targetToken = read(target) else {
                return skip(qualified, definition, "it refers to \(target), which is not a token either")
            }
            return add(qualified, definition, Token(
                scope: scope,
                name: name,
                kind: targetToken.kind,
                value: "{\(path(of: target))}",
                summary: summary
            ))
        }
        guard definition.isStatic else {
            return skip(qualified, definition, "an instance property is read only as another token's alias")
        }
        let annotation = definition.binding.typeAnnotation?.type.sourceText
        guard let kind = DefinitionKind.kind(
            annotation: annotation,
            scope: scope,
            name: name,
            expression: expression
        ) else {
            let type = annotation
                ?? (definitions.types[scope]?.isExtension == true ? String(scope.prefix { $0 != "." }) : nil)
            return skip(
                qualified,
                definition,
                type.map { "\($0) is no kind of token dsgen has" }
                    ?? "its value, \(Self.short(expression.sourceText)), is no kind of token dsgen has"
            )
        }
        guard let value = value(expression, kind: kind) else {
            return skip(
                qualified,
                definition,
                "its value, \(Self.short(expression.sourceText)), is not a literal dsgen can read as a \(kind)"
            )
        }
        return add(qualified, definition, Token(scope: scope, name: name, kind: kind, value: value, summary: summary))
    }

    /// The token line's text for a definition's value: what `EvaluatedDefinition` reads of a
    /// kind (the same reading drift compares), written as the spec writes it. Colours also come
    /// from the app's own colour definitions and catalogs, and a duration from its seconds.
    private func value(_ expression: ExprSyntax, kind: DSGenCore.TokenKind) -> String? {
        if kind == .color { return colors.specText(expression) }
        if kind == .duration {
            return EvaluatedDefinition.number(expression).flatMap { TokenValue.duration($0.0 * 1000).specText }
        }
        guard let evaluated = EvaluatedDefinition(expression, as: kind) else { return nil }
        switch evaluated.value {
        case .number(let number) where kind == .radius && number.isInfinite: return "round"
        case .number(let number) where kind == .opacity:
            return (0...1).contains(number) ? TokenValue.opacity(number).specText : nil
        case .number(let number): return number.isFinite ? TokenValue.dimension(number).specText : nil
        case .typography(let typography): return TokenValue.typography(typography).specText
        case .material(let material): return TokenValue.material(material).specText
        case .fontWeight(let weight): return TokenValue.fontWeight(weight).specText
        case .fontFamily(let family): return TokenValue.fontFamily(family).specText
        // Read from the app's colour definitions above, never from here.
        case .color: return nil
        }
    }

    /// The definition an expression names: `CoreColors.green900`, `Self.md`, `.md` or `md`
    /// beside it, looked up from the innermost scope out; never the definition itself.
    private func aliasTarget(_ expression: ExprSyntax, scope: String, own: String) -> String? {
        var text = expression.sourceText
        guard expression.is(MemberAccessExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self),
              !text.contains("("), !text.contains(" ") else { return nil }
        if text.hasPrefix(".") { text.removeFirst() }
        if text.hasPrefix("Self.") { text.removeFirst("Self.".count) }
        var scopes = scope.split(separator: ".").map(String.init)
        while true {
            let candidate = (scopes + [text]).joined(separator: ".")
            if candidate != own, definitions.definitions[candidate] != nil { return candidate }
            guard !scopes.isEmpty else { return nil }
            scopes.removeLast()
        }
    }

    private mutating func add(_ qualified: String, _ definition: TokenDefinitions.Definition, _ token: Token) -> Token {
        tokens[qualified] = token
        order.append(qualified)
        usedFiles.insert(definition.file)
        return token
    }

    @discardableResult
    private mutating func skip(
        _ qualified: String,
        _ definition: TokenDefinitions.Definition,
        _ reason: String
    ) -> Token? {
        let file = files[definition.file]
        let local = LineTable(Array(file.text.utf8))
            .location(of: definition.binding.positionAfterSkippingLeadingTrivia.utf8Offset)
        skipped.append(AppTokens.Skipped(
            swiftName: qualified,
            location: SourceLocation(path: file.path, line: local.line, column: local.column),
            reason: reason
        ))
        return nil
    }

    /// The group of a Swift type: its segments after the outermost namespace, in lower camel
    /// case (`DesignSystem.Spacing` → `spacing`); a type on its own keeps its name (`Color` → `color`).
    func group(of scope: String) -> String {
        if let platform = Self.platformGroups[scope] { return platform }
        let segments = scope.split(separator: ".").map(String.init)
        let kept = segments.count > 1 && !groupsCollide ? Array(segments.dropFirst()) : segments
        return kept.map(Self.lowerCamel).joined(separator: ".")
    }

    func path(of qualified: String) -> String {
        guard let token = tokens[qualified] else { return qualified }
        return group(of: token.scope) + "." + token.name
    }

    /// Whether two namespaces would give the same group once their outermost type is dropped
    /// (`DesignSystem.Colors` and `Theme.Colors`): then every group keeps its outermost type.
    private var groupsCollide: Bool {
        var owners: [String: String] = [:]
        for token in tokens.values {
            let segments = token.scope.split(separator: ".")
            guard segments.count > 1 else { continue }
            let dropped = segments.dropFirst().joined(separator: ".")
            if let owner = owners[dropped], owner != token.scope { return true }
            owners[dropped] = token.scope
        }
        return false
    }

    /// The fences: one per Swift type and kind, in the order their first tokens are declared.
    func fences() -> [AppTokens.Fence] {
        var result: [AppTokens.Fence] = []
        var index: [String: Int] = [:]
        for qualified in order {
            guard let token = tokens[qualified] else { continue }
            let key = token.scope + "#" + token.kind.rawValue
            let line = AppTokens.Line(name: token.name, value: token.value, summary: token.summary)
            if let at = index[key] {
                result[at].lines.append(line)
            } else {
                index[key] = result.count
                result.append(AppTokens.Fence(
                    group: group(of: token.scope),
                    kind: token.kind,
                    swiftPrefix: token.scope,
                    lines: [line]
                ))
            }
        }
        return result
    }

    /// `///` lines above the declaration, else a `//` comment after it on its line.
    static func comment(of binding: PatternBindingSyntax) -> String? {
        guard let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        let documentation = declaration.leadingTrivia.compactMap { piece -> String? in
            if case .docLineComment(let text) = piece { return text.dropFirst(3).trimmingCharacters(in: .whitespaces) }
            return nil
        }
        if !documentation.isEmpty { return documentation.joined(separator: " ") }
        for piece in declaration.trailingTrivia {
            if case .lineComment(let text) = piece { return text.dropFirst(2).trimmingCharacters(in: .whitespaces) }
        }
        return nil
    }

    /// The groups of tokens an app adds to the platform's own types, named for what they hold.
    static let platformGroups: [String: String] = [
        "CGFloat": "layout", "Double": "layout", "Float": "layout", "Int": "layout",
        "Color": "colors", "SwiftUI.Color": "colors", "ShapeStyle": "colors",
        "Font": "typography", "SwiftUI.Font": "typography",
        "Font.Weight": "fontWeights", "Material": "materials",
    ]

    static func lowerCamel(_ name: String) -> String {
        let characters = Array(name)
        let run = characters.prefix { $0.isUppercase }.count
        guard run > 0 else { return name }
        let lowered = run < characters.count && run > 1 ? run - 1 : run
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    static func short(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? text
        return line.count > 60 ? String(line.prefix(57)) + "…" : line
    }
}
