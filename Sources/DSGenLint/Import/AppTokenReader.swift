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
        // Each file is parsed in turn, and the tree of one that defines nothing (a view, a model) is
        // let go at once: an app of a thousand views needs only its design system's trees kept.
        var kept: [(path: String, text: String)] = []
        var trees: [SourceFileSyntax] = []
        for file in files {
            let walkable = WalkableTree(file.text)
            guard let tree = walkable.tree else {
                let source = SwiftSource(path: file.path, text: file.text, origin: .file)
                if let finding = Linter.givenUp(source, walkable) { result.diagnostics.append(finding.diagnostic) }
                continue
            }
            if tree.hasError {
                result.diagnostics.append(syntaxError(in: tree, of: file))
                continue
            }
            // A protocol may be what a family of themes conforms to.
            guard definesTokens(tree) || file.text.contains("protocol ") else { continue }
            kept.append(file)
            trees.append(tree)
        }
        guard result.diagnostics.isEmpty else { return result }
        let files = kept
        let definitions = TokenDefinitions(trees, instanceMembers: true)
        var reading = TokenReading(
            files: files,
            definitions: definitions,
            colors: AppColorValue(catalogColors: catalogColors)
        )
        // A theme's members are read as its family's, not as tokens of the theme's own type.
        let families = ThemeFamily.find(in: definitions)
        let themeTypes = Set(families.flatMap(\.themes))
        for name in definitions.order {
            let type = String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
            if !themeTypes.contains(type) { reading.read(name) }
        }
        result.themes = families.compactMap { reading.themes(of: $0) }
        let fences = reading.fences()
        result.fences = Self.namespaces(fences, definitions: definitions)
        result.skipped = Self.mentioned(reading.mentionedSkips(), outside: fences, kept: result.fences)
        result.assumptions = reading.assumptions
        result.tokenFiles = reading.usedFiles.sorted().map { files[$0].path }
        return result
    }
}

/// One pass over the definitions: each read once, an alias after the token it names.
struct TokenReading {
    struct Token {
        var scope: String
        var name: String
        var kind: DSGenCore.TokenKind
        var value: String
        var summary: String?
        /// A number token's value, for arithmetic over it.
        var number: Double? = nil
        /// For an alias, the definition it names (its path is known only once every token is
        /// read) and what follows the reference: `.opacity(0.5)`. `value` is then unused.
        var alias: (target: String, suffix: String)? = nil
    }

    let files: [(path: String, text: String)]
    let definitions: TokenDefinitions
    let colors: AppColorValue
    var tokens: [String: Token] = [:]
    var order: [String] = []
    var skipped: [AppTokens.Skipped] = []
    /// What was assumed to read a value: the branch of a condition taken.
    var assumptions: [AppTokens.Assumption] = []
    /// The type each of `skipped` is annotated with, when it is.
    var skippedTypes: [String?] = []
    var usedFiles: Set<Int> = []
    /// Each file's line table, by index, made when first needed (`location(of:)`).
    var lineTables: [Int: LineTable] = [:]
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
              let (definition, otherBranches) = PlatformBranch.preferred(definitions.definitions[qualified] ?? []),
              let dot = qualified.lastIndex(of: ".") else { return nil }
        reading.insert(qualified)
        defer { reading.remove(qualified) }
        let scope = String(qualified[..<dot]), name = String(qualified[qualified.index(after: dot)...])
        // A view's preview, a preference key's default: SwiftUI's machinery, never a token; an
        // instance `var` is state unless its type is a theme's.
        guard !isMachinery(scope: scope, name: name), definition.isStatic || !definition.isVariable else { return nil }
        let token = read(qualified, definition, scope: scope, name: name)
        if token != nil, !otherBranches.isEmpty {
            assume(qualified, definition, "read from the iOS branch, not the one under " +
                otherBranches.map { "#if \($0)" }.joined(separator: ", "))
        }
        return token
    }

    /// Reads one definition of `qualified`, `name` of the type `scope`.
    private mutating func read(
        _ qualified: String, _ definition: TokenDefinitions.Definition, scope: String, name: String
    ) -> Token? {
        guard let expression = definition.value else {
            // A stored property with no value written (`let count: Int`) is state, not a token.
            guard definition.isStatic else { return nil }
            return skip(
                qualified, definition, .computed, "its value is computed by statements, not written as one expression"
            )
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
                scope: scope, name: name, kind: .color, value: "", summary: summary,
                alias: (target, ".opacity(\(factor.formatted))")
            ))
        }
        if let target = aliasTarget(expression, scope: scope, own: qualified) {
            guard let targetToken = read(target) else {
                return skip(qualified, definition, .notAToken, "it refers to \(target), which is not a token either")
            }
            return add(qualified, definition, Token(
                scope: scope,
                name: name,
                kind: targetToken.kind,
                value: "",
                summary: summary,
                number: targetToken.number,
                alias: (target, "")
            ))
        }
        if let pair = appearancePair(expression, scope: scope, own: qualified) {
            let token = Token(scope: scope, name: name, kind: .color, value: pair, summary: summary)
            return add(qualified, definition, token)
        }
        let annotation = definition.binding.typeAnnotation?.type.sourceText
        // An instance `let` of a theme or a token class is read when its value is a token's
        // (`let bgCanvas = Color("bgCanvas", bundle: .module)`); other stored state is not a token.
        if !definition.isStatic,
           DefinitionKind.kind(annotation: annotation, scope: scope, name: name, expression: expression) == nil {
            return skip(qualified, definition, .instance, "an instance property is read only as another token's alias")
        }
        let computed = computedNumber(expression, scope: scope, own: qualified)
        // Worked-out numbers are lengths as literals are: by the CGFloat type, or by a name of design.
        let isLength = annotation.map(DefinitionKind.plain) == "CGFloat"
            || DefinitionKind.isDesignName(scope: scope, name: name)
        guard let kind = DefinitionKind.kind(annotation: annotation, scope: scope, name: name, expression: expression)
            ?? computed.flatMap({ _ in isLength ? DefinitionKind.numberKind(scope: scope, name: name) : nil }) else {
            let type = annotation
                ?? (definitions.types[scope]?.isExtension == true ? String(scope.prefix { $0 != "." }) : nil)
            return skip(
                qualified,
                definition,
                .noKind,
                type.map { "\($0) is no kind of token dsgen has" }
                    ?? "its value, \(Self.short(expression.sourceText)), is no kind of token dsgen has"
            )
        }
        if let computed, DefinitionKind.numberKinds.contains(kind),
           let value = Self.numberText(computed.value, kind: kind) {
            if let assumption = computed.assumption { assume(qualified, definition, assumption) }
            let note = computed.assumption.map { "\(Self.short(expression.sourceText)) in the app, \($0)" }
            let described = [summary, note].compactMap { $0 }.joined(separator: " — ")
            return add(qualified, definition, Token(
                scope: scope, name: name, kind: kind, value: value,
                summary: described.isEmpty ? nil : described, number: computed.value
            ))
        }
        guard let value = value(expression, kind: kind) else {
            return skip(
                qualified,
                definition,
                .notLiteral,
                "its value, \(Self.short(expression.sourceText)), is not a literal dsgen can read as a \(kind)"
            )
        }
        let number = EvaluatedDefinition.number(expression)?.0
        return add(qualified, definition, Token(
            scope: scope, name: name, kind: kind, value: value, summary: summary, number: number
        ))
    }

    /// The definition an expression names: `CoreColors.green900`, `Self.md`, `.md` or `md`
    /// beside it, looked up from the innermost scope out; never the definition itself.
    func aliasTarget(_ expression: ExprSyntax, scope: String, own: String) -> String? {
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
        _ because: AppTokens.Reason,
        _ reason: String
    ) -> Token? {
        skipped.append(AppTokens.Skipped(
            swiftName: qualified,
            location: location(of: definition),
            reason: reason,
            because: because
        ))
        skippedTypes.append(definition.binding.typeAnnotation.map { DefinitionKind.plain($0.type.sourceText) })
        return nil
    }
}
